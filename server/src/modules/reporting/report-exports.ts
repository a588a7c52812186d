import { academicYear } from '@collegium/domain/academic-year';
import { applicationStatusLabel, isCompleteApplication } from '@collegium/domain/application-statuses';
import { codeLabel, REPORT_FIGURES } from '@collegium/domain/coded-fields';
import { formatPartnerId } from '@collegium/domain/partner-id';
import {
  APPLICATION_REPORT_FILTERS,
  MARKETING_REPORT_FILTERS,
  STUDENT_REPORT_FILTERS,
} from '@collegium/domain/reporting-contracts';
import type { ApplicationsReport, MarketingReport, StudentsReport } from '@collegium/domain/reporting-contracts';
import { LEAD_REPORT_FILTERS, type LeadsReport } from '@collegium/domain/lead-report';
import { pickFilters } from '@collegium/domain/reporting-filter-match';
import { type Cell, dayCell, type Sheet } from '../../lib/excel-writer.ts';
import type { ApplicationReportRow } from './applications-report.ts';
import type { LeadHistoryRow } from './leads-report.ts';
import type { LeadReportRow } from './marketing-report.ts';
import { byYearRows, figuresSheet, intakeRows, labelled, recordsSheet } from './report-workbooks.ts';
import type { StudentReportRow } from './students-report.ts';

// Issue 16: what each reporting page's Excel export holds.

type Query = Partial<Record<string, unknown>>;
/** Whether the reader holds a permission: the records behind the figures need the right to read them. */
export type May = (permission: string) => boolean;

export function studentsWorkbook(
  query: Query,
  report: StudentsReport,
  rows: readonly StudentReportRow[],
  may: May,
): Sheet[] {
  return [
    figuresSheet('students', pickFilters(query, STUDENT_REPORT_FILTERS), [
      { title: 'Students by programme', rows: labelled(report.byProgramme) },
      { title: 'Students by level', rows: labelled(report.byLevel) },
      { title: 'Students by hub', rows: labelled(report.byHub) },
      { title: 'Students by status', rows: labelled(report.byStatus, REPORT_FIGURES.students.byStatus) },
      { title: 'Students by age range', rows: labelled(report.byAgeRange) },
      { title: 'Students by student type', rows: labelled(report.byStudentType) },
      { title: 'Students by academic year', rows: byYearRows(report.byYear) },
      ...report.retention.map((r) => ({
        title: `Retention: ${r.programme}`,
        rows: [
          { label: 'Retained', count: r.retained },
          { label: 'Withdrawn', count: r.withdrawn },
          { label: 'Terminated', count: r.terminated },
        ],
      })),
      ...(report.attendance ?? []).map((r) => ({
        title: `Residential attendance: ${r.programme}`,
        rows: [
          { label: 'Present', count: r.present },
          { label: 'Late', count: r.late },
          { label: 'Absent', count: r.absent },
        ],
      })),
    ]),
    ...recordsIf(
      may('students:view'),
      'Students',
      [
        ['Partner id', (r) => formatPartnerId(r.partnerId)],
        ['Last name', (r) => r.lastName],
        ['First name', (r) => r.firstName],
        ['Programme', (r) => r.programme],
        ['Level', (r) => r.level],
        ['Hub', (r) => r.hub],
        ['Pace', (r) => r.pace],
        ['Student type', (r) => r.studentType],
        ['Cohort group', (r) => r.cohortGroup],
        ['Status', (r) => r.status],
        ['Intake', (r) => dayCell(r.intake)],
        ['Age range', (r) => r.ageRange],
      ],
      rows,
    ),
  ];
}

export function applicationsWorkbook(
  query: Query,
  report: ApplicationsReport,
  rows: readonly ApplicationReportRow[],
  may: May,
): Sheet[] {
  return [
    figuresSheet('applications', pickFilters(query, APPLICATION_REPORT_FILTERS), [
      { title: 'Applications by status', rows: labelled(report.byStatus, REPORT_FIGURES.applications.byStatus) },
      { title: 'Applications by stage', rows: labelled(report.byStage, REPORT_FIGURES.applications.byStage) },
      { title: 'Applications by course', rows: labelled(report.byCourse) },
      { title: 'Applications by intake', rows: intakeRows(report.byIntake) },
      ...[...new Set(report.stageByYear.map((r) => r.year))].map((year) => ({
        title: `Applications by stage, ${academicYear(year)}`,
        rows: report.stageByYear.filter((r) => r.year === year).map((r) => ({ label: r.stage, count: r.count })),
      })),
      ...[...new Set(report.statusByYear.map((r) => r.year))].map((year) => ({
        title: `Applications by status, ${academicYear(year)}`,
        rows: report.statusByYear
          .filter((r) => r.year === year)
          .map((r) => ({ label: codeLabel(REPORT_FIGURES.applications.statusByYear, r.status), count: r.count })),
      })),
    ]),
    ...recordsIf(
      may('applications:view'),
      'Applications',
      [
        ['Id', (r) => r.id],
        ['Last name', (r) => r.lastName],
        ['First name', (r) => r.firstName],
        // Each application's status as its own catalogue names it (submitted or not, spec 4.3).
        ['Status', (r) => applicationStatusLabel(r.status, isCompleteApplication(r.status, r.submittedAt))],
        ['Stage', (r) => r.stage],
        ['Course', (r) => r.programme],
        ['Pace', (r) => r.pace],
        ['Applicant type', (r) => r.studentType],
        ['Cohort group', (r) => r.cohortGroup],
        ['Intake', (r) => dayCell(r.intake)],
        ['Submitted', (r) => dayCell(r.submittedAt?.slice(0, 10))],
      ],
      rows,
    ),
  ];
}

/** The records' sheet for a reader who may read those records; none otherwise (the figures stay). */
function recordsIf<T>(allowed: boolean, ...args: Parameters<typeof recordsSheet<T>>): Sheet[] {
  return allowed ? [recordsSheet<T>(...args)] : [];
}

const leadColumns: [string, (r: LeadReportRow) => Cell][] = [
  ['Last name', (r) => r.lastName],
  ['First name', (r) => r.firstName],
  ['Stage', (r) => r.stage],
  ['Source', (r) => r.source],
  ['Hub', (r) => r.hub],
  ['Programme', (r) => r.programme],
  ['Intake of interest', (r) => dayCell(r.intake)],
  ['First contact', (r) => dayCell(r.firstContact)],
  ['Events', (r) => r.event.join(', ')],
];

export function marketingWorkbook(
  query: Query,
  report: MarketingReport,
  rows: readonly LeadReportRow[],
  mailing: readonly LeadReportRow[],
  may: May,
): Sheet[] {
  return [
    figuresSheet('marketing', pickFilters(query, MARKETING_REPORT_FILTERS), [
      { title: 'Potential students by stage', rows: labelled(report.byStage) },
      { title: 'Potential students by report group', rows: labelled(report.byGroup, REPORT_FIGURES.marketing.byGroup) },
      { title: 'Potential students by source', rows: labelled(report.bySource) },
      { title: 'Registrations by event', rows: labelled(report.byEvent) },
      { title: 'Potential students by year of first contact', rows: byYearRows(report.byYear) },
      {
        title: 'Conversion funnel',
        rows: report.funnel.map((s) => ({ label: s.step, count: s.count })),
        of: report.total,
      },
      {
        title: `Mailing list (${report.mailing.purpose})`,
        rows: [{ label: 'Consent current', count: report.mailing.consented }],
        of: report.total,
      },
    ]),
    ...recordsIf(may('leads:view'), 'Potential students', leadColumns, rows),
    // Only people whose consent for the purpose is current: the list a mailing may use.
    ...recordsIf(may('leads:view'), 'Mailing list', [['E-mail', (r) => r.email], ...leadColumns], mailing),
  ];
}

/** Issue 17, Potential Students > Report: its figures, the conversion, and the potential students in the period. */
export function leadsWorkbook(query: Query, report: LeadsReport, rows: readonly LeadHistoryRow[], may: May): Sheet[] {
  return [
    figuresSheet('leads', pickFilters(query, LEAD_REPORT_FILTERS), [
      { title: 'Potential students by stage', rows: labelled(report.byStage) },
      { title: 'Potential students by report group', rows: labelled(report.byGroup, REPORT_FIGURES.leads.byGroup) },
      { title: 'Potential students by hub', rows: labelled(report.byHub) },
      { title: 'Potential students by source', rows: labelled(report.bySource) },
      { title: 'Potential students by programme', rows: labelled(report.byProgramme) },
      { title: 'Potential students by intake of interest', rows: intakeRows(report.byIntake) },
      {
        title: 'Conversion (reached the stage or a later one)',
        rows: report.conversion.map((s) => ({ label: s.stage, count: s.reached })),
        of: report.total,
      },
    ]),
    ...recordsIf(may('leads:view'), 'Potential students', leadColumns, rows),
  ];
}
