// Issue 17, consents with their history: each grant or withdrawal is its own record, never
// changed afterwards. A person's current state for a purpose is derived from their latest record
// for it: by the date it was given or withdrawn, then by the record's id (the later entry wins on
// the same day). A record without a date counts as older than any dated one.

export interface ConsentEntry {
  id: number;
  personId: number;
  purpose: string;
  given: boolean;
  /** ISO date the consent was given or withdrawn, or null when unknown. */
  on: string | null;
}

const later = (a: ConsentEntry, b: ConsentEntry) => {
  const ao = a.on ?? '';
  const bo = b.on ?? '';
  return ao > bo || (ao === bo && a.id > b.id);
};

/** The latest entry per person and purpose, keyed `${personId}|${purpose}`. */
export function latestConsents(entries: readonly ConsentEntry[]): Map<string, ConsentEntry> {
  const latest = new Map<string, ConsentEntry>();
  for (const e of entries) {
    const key = `${e.personId}|${e.purpose}`;
    const seen = latest.get(key);
    if (!seen || later(e, seen)) latest.set(key, e);
  }
  return latest;
}

/** The people whose current consent to the purpose is given. */
export function consentedPeople(entries: readonly ConsentEntry[], purpose: string): Set<number> {
  const people = new Set<number>();
  for (const e of latestConsents(entries.filter((x) => x.purpose === purpose)).values()) {
    if (e.given) people.add(e.personId);
  }
  return people;
}

/** One person's current state per purpose: true given, false withdrawn; purposes never recorded are absent. */
export function currentConsentState(entries: readonly ConsentEntry[], personId: number): Record<string, boolean> {
  const state: Record<string, boolean> = {};
  for (const e of latestConsents(entries.filter((x) => x.personId === personId)).values()) state[e.purpose] = e.given;
  return state;
}
