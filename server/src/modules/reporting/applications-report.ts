import { academicYearOf } from '@collegium/domain/academic-year';
import { APPLICATION_STAGES, applicationStage } from '@collegium/domain/application-stages';
import { APPLICATION_STATUSES } from '@collegium/domain/application-statuses';
import { matchesFilters, pickFilters } from '@collegium/domain/reporting-filter-match';
import { countBy, distinctValues } from '@collegium/domain/reporting-figures';
import {
  APPLICATION_REPORT_FILTERS,
  type ApplicationFilters,
  type ApplicationsReport,
} from '@collegium/domain/reporting-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Issue 16, Reporting > Applications: applications inside the reader's filters by status, stage,
// course and intake, and by stage over the academic years.

export interface ApplicationReportRow {
  id: number;
  firstName: string;
  lastName: string;
  status: string;
  stage: string;
  programme: string;
  pace: string | null;
  studentType: string | null;
  cohortGroup: string | null;
  intake: string | null;
  submittedAt: string | null;
  /** The academic year of the intake, or of submission (or creation) when there is no intake. */
  year: number;
}

export async function readApplicationRows(db: Kysely<Database>): Promise<ApplicationReportRow[]> {
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('people as p', 'p.id', 'a.person_id')
    .select([
      'a.id',
      'p.first_name',
      'p.last_name',
      'a.status',
      'a.course',
      'a.study_pace',
      'a.applicant_type',
      'a.cohort_group',
      'a.intake',
      'a.submitted_at',
      'a.created_at',
    ])
    .orderBy('a.id')
    .execute();
  return rows.map((a) => ({
    id: Number(a.id),
    firstName: a.first_name,
    lastName: a.last_name,
    status: a.status,
    stage: applicationStage(a.status),
    programme: a.course,
    pace: a.study_pace,
    studentType: a.applicant_type,
    cohortGroup: a.cohort_group,
    intake: a.intake,
    submittedAt: a.submitted_at,
    year: academicYearOf(a.intake ?? a.submitted_at ?? a.created_at),
  }));
}

export function applicationsReport(rows: readonly ApplicationReportRow[], query: ApplicationFilters) {
  const filters = pickFilters(query, APPLICATION_REPORT_FILTERS);
  const inFilter = rows.filter((r) => matchesFilters(r, filters));
  const stageByYear: ApplicationsReport['stageByYear'] = [];
  const statusByYear: ApplicationsReport['statusByYear'] = [];
  const overYears = rows.filter((r) => matchesFilters(r, filters, 'year'));
  for (const year of [...new Set(overYears.map((r) => r.year))].sort((a, b) => a - b)) {
    const ofYear = overYears.filter((r) => r.year === year);
    for (const row of countBy(ofYear, (r) => r.stage, APPLICATION_STAGES)) {
      stageByYear.push({ year, stage: row.value ?? 'Closed', count: row.count });
    }
    for (const row of countBy(ofYear, (r) => r.status, APPLICATION_STATUSES)) {
      if (row.count > 0) statusByYear.push({ year, status: row.value ?? 'Not recorded', count: row.count });
    }
  }
  const report: ApplicationsReport = {
    total: inFilter.length,
    byStatus: countBy(inFilter, (r) => r.status, APPLICATION_STATUSES).filter((r) => r.count > 0),
    byStage: countBy(inFilter, (r) => r.stage, APPLICATION_STAGES),
    byCourse: countBy(inFilter, (r) => r.programme),
    byIntake: countBy(inFilter, (r) => r.intake).sort((a, b) =>
      a.value === null || b.value === null ? (a.value === null ? 1 : -1) : a.value < b.value ? -1 : 1,
    ),
    stageByYear,
    statusByYear,
    options: {
      year: [...new Set(rows.map((r) => r.year))].sort().map(String),
      intake: distinctValues(rows, (r) => r.intake),
      programme: distinctValues(rows, (r) => r.programme),
      pace: distinctValues(rows, (r) => r.pace),
      studentType: distinctValues(rows, (r) => r.studentType),
      cohortGroup: distinctValues(rows, (r) => r.cohortGroup),
      status: distinctValues(rows, (r) => r.status),
    },
  };
  return { report, rows: inFilter };
}
