import { academicYearOf } from '@collegium/domain/academic-year';
import { LEAD_REPORT_GROUPS, LEAD_STAGES, type LeadReportGroup } from '@collegium/domain/lead-stages';
import { matchesFilters, pickFilters } from '@collegium/domain/reporting-filter-match';
import { conversionFunnel, countBy, countByAcademicYear, distinctValues } from '@collegium/domain/reporting-figures';
import {
  MARKETING_REPORT_FILTERS,
  type MarketingFilters,
  type MarketingReport,
} from '@collegium/domain/reporting-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { currentConsents } from './current-consents.ts';

// Issue 16, Reporting > Marketing: potential students (spec 4.5) inside the reader's filters by
// stage and report group, source and event, the conversion funnel, and how many may be mailed.

export const DEFAULT_PURPOSE = 'Marketing e-mails';

export interface LeadReportRow {
  id: number;
  personId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  stage: string;
  source: string | null;
  hub: string | null;
  programme: string | null;
  /** Issue 17: the intake of interest (its start date). */
  intake: string | null;
  firstContact: string | null;
  year: number | null;
  /** The events the person registered for. */
  event: string[];
  applied: boolean;
  confirmed: boolean;
  enrolled: boolean;
  completed: boolean;
}

export async function readLeadRows(db: Kysely<Database>): Promise<LeadReportRow[]> {
  const leads = await db
    .selectFrom('leads as l')
    .innerJoin('people as p', 'p.id', 'l.person_id')
    .select([
      'l.id',
      'l.person_id',
      'p.first_name',
      'p.last_name',
      'p.email',
      'l.stage',
      'l.first_source',
      'l.hub',
      'l.programme_interest',
      'l.intake_of_interest',
      'l.first_contact',
    ])
    .orderBy('l.id')
    .execute();
  const registrations = await db.selectFrom('registrations').select(['person_id', 'event_name']).execute();
  const applications = await db.selectFrom('applications').select(['person_id', 'status']).execute();
  const students = await db.selectFrom('students').select(['person_id', 'status']).execute();
  const events = new Map<number, Set<string>>();
  for (const r of registrations) {
    const set = events.get(Number(r.person_id)) ?? new Set<string>();
    set.add(r.event_name);
    events.set(Number(r.person_id), set);
  }
  const applied = new Set(applications.map((a) => Number(a.person_id)));
  const confirmed = new Set(applications.filter((a) => a.status === 'Confirmed').map((a) => Number(a.person_id)));
  const enrolled = new Set(students.map((s) => Number(s.person_id)));
  const completed = new Set(students.filter((s) => s.status === 'Completed').map((s) => Number(s.person_id)));
  return leads.map((l) => {
    const personId = Number(l.person_id);
    return {
      id: Number(l.id),
      personId,
      firstName: l.first_name,
      lastName: l.last_name,
      email: l.email,
      stage: l.stage,
      source: l.first_source,
      hub: l.hub,
      programme: l.programme_interest,
      intake: l.intake_of_interest,
      firstContact: l.first_contact,
      year: l.first_contact ? academicYearOf(l.first_contact) : null,
      event: [...(events.get(personId) ?? [])].sort(),
      applied: applied.has(personId),
      confirmed: confirmed.has(personId),
      enrolled: enrolled.has(personId),
      completed: completed.has(personId),
    };
  });
}

/** Spec 4.5's stages from the furthest on (descending order): the order the stage figures keep. */
export const STAGE_ORDER = [...LEAD_STAGES].sort((a, b) => b.order - a.order).map((s) => s.name);
const GROUP_OF = new Map<string, LeadReportGroup>(LEAD_STAGES.map((s) => [s.name, s.group]));

/** Potential students by stage (every stage, zero counts kept, with its report group) and by report group. */
export function stageFigures(rows: readonly { stage: string }[]) {
  return {
    byStage: countBy(rows, (r) => r.stage, STAGE_ORDER)
      .filter((r) => r.value !== null && GROUP_OF.has(r.value))
      .map((r) => ({ ...r, group: GROUP_OF.get(r.value!)! })),
    byGroup: countBy(rows, (r) => GROUP_OF.get(r.stage), LEAD_REPORT_GROUPS),
  };
}

export async function marketingReport(db: Kysely<Database>, rows: readonly LeadReportRow[], query: MarketingFilters) {
  const filters = pickFilters(query, MARKETING_REPORT_FILTERS);
  const inFilter = rows.filter((r) => matchesFilters(r, filters));
  const purpose = query.purpose ?? DEFAULT_PURPOSE;
  const consented = await currentConsents(db, purpose);
  const mailing = inFilter.filter((r) => consented.has(r.personId));
  const report: MarketingReport = {
    total: inFilter.length,
    ...stageFigures(inFilter),
    bySource: countBy(inFilter, (r) => r.source),
    byEvent: countBy(
      inFilter.flatMap((r) => r.event),
      (e) => e,
    ),
    byYear: countByAcademicYear(
      rows.filter((r) => matchesFilters(r, filters, 'year')),
      (r) => r.firstContact,
    ),
    funnel: conversionFunnel(inFilter),
    mailing: { purpose, consented: mailing.length },
    options: {
      year: [...new Set(rows.flatMap((r) => (r.year === null ? [] : [r.year])))].sort().map(String),
      programme: distinctValues(rows, (r) => r.programme),
      hub: distinctValues(rows, (r) => r.hub),
      stage: STAGE_ORDER,
      source: distinctValues(rows, (r) => r.source),
      event: [...new Set(rows.flatMap((r) => r.event))].sort(),
    },
  };
  return { report, rows: inFilter, mailing };
}
