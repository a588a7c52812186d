import { applicationStage } from '@collegium/domain/application-stages';
import { APPLICATION_STATUSES } from '@collegium/domain/application-statuses';
import { LEAD_STAGES } from '@collegium/domain/lead-stages';
import { buildRoutes, type MenuRoute } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { meetsAll } from '@collegium/domain/permissions';

// Issue 16: every figure links to the generic list of the records behind it, with the page's
// filters and the figure's group applied as that list's URL filters (the list reads them once,
// see features/entities/url-filters.ts). The academic year, intake, age range, event and funnel step
// are the lists' derived filters (domain/src/entities/derived-filters.ts), read by the server with
// the figures' own meaning. A filter a list had no field for could not travel; the link says so.

export type ListKey = 'students.all' | 'applications.all' | 'leads.all' | 'contacts.consents';

const ROUTES = new Map(buildRoutes(MENU_CONFIG).map((r) => [r.key, r]));

/** Each page filter's field in the list of its records; absent: the list cannot filter by it. */
export const LIST_FIELDS: Record<ListKey, Partial<Record<string, string>>> = {
  'students.all': {
    year: 'academicYear',
    intake: 'intake',
    programme: 'programmeCode',
    level: 'level',
    hub: 'hub',
    pace: 'pace',
    studentType: 'studentType',
    cohortGroup: 'cohortGroup',
    status: 'status',
  },
  'applications.all': {
    year: 'academicYear',
    intake: 'intake',
    programme: 'course',
    pace: 'studyPace',
    studentType: 'applicantType',
    cohortGroup: 'cohortGroup',
    status: 'status',
  },
  'leads.all': {
    year: 'academicYear',
    programme: 'programmeInterest',
    hub: 'hub',
    stage: 'stage',
    source: 'firstSource',
    event: 'event',
    // Issue 17: the intake of interest (the leads list's derived filter).
    intake: 'intake',
  },
  'contacts.consents': {},
};

export interface ListLink {
  to: string;
  /** The page filters the list could not take. */
  dropped: string[];
}

/**
 * The list's address with the page's filters and the figure's own (`extra`, already in the list's
 * field names); undefined when the reader may not open that list.
 */
export function listLink(
  key: ListKey,
  pageFilters: Readonly<Record<string, string>>,
  extra: Readonly<Record<string, string>>,
  permissions: readonly string[],
): ListLink | undefined {
  const route: MenuRoute | undefined = ROUTES.get(key);
  if (!route || !meetsAll(permissions, route.requires)) return undefined;
  const params = new URLSearchParams();
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(pageFilters)) {
    if (value === '') continue;
    const field = LIST_FIELDS[key][name];
    if (field) params.set(field, value);
    else dropped.push(name);
  }
  for (const [field, value] of Object.entries(extra)) params.set(field, value);
  // With no filter of its own the link still says so, so the list drops the reader's stored ones.
  if (params.size === 0) params.set('filtered', '1');
  return { to: `${route.path}?${params.toString()}`, dropped };
}

/** The statuses of an application stage, as one comma filter of the applications list. */
export function statusesOfStage(stage: string): string {
  return APPLICATION_STATUSES.filter((s) => applicationStage(s) === stage).join(',');
}

/** The stages of a spec 4.5 report group, as one comma filter of the potential students list. */
export function stagesOfGroup(group: string): string {
  return LEAD_STAGES.filter((s) => s.group === group)
    .map((s) => s.name)
    .join(',');
}
