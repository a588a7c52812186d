// Issue 17: a student whose engagement is Completed becomes an alumnus or alumna of its programme
// (spec 2.4 alumni). What the alumni record takes from the engagement, in one place for the server's
// hook and its tests (the migration that backfills existing students keeps its own frozen copy).

export interface CompletedEngagement {
  status: string;
  programmeCode: string;
  exitAward: string | null;
  hub: string | null;
  /** YYYY-MM-DD, set to the Completed change's effective date. */
  endDate: string | null;
  /** ISO timestamp of the engagement's last write, the fallback when no end date is held. */
  updatedAt: string;
}

export interface AlumnusFields {
  programme: string;
  graduationYear: number;
  exitAward: string | null;
  hub: string | null;
}

/** The alumni record's fields for an engagement, or null while it is not Completed. */
export function alumnusFields(e: CompletedEngagement): AlumnusFields | null {
  if (e.status !== 'Completed') return null;
  return {
    programme: e.programmeCode,
    graduationYear: Number((e.endDate ?? e.updatedAt).slice(0, 4)),
    exitAward: e.exitAward,
    hub: e.hub,
  };
}

/** The fields that differ between a held alumni record and what its engagement now says. */
export function alumnusChanges(held: AlumnusFields, now: AlumnusFields): (keyof AlumnusFields)[] {
  return (Object.keys(now) as (keyof AlumnusFields)[]).filter((k) => held[k] !== now[k]);
}
