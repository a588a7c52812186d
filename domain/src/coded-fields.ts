import { APPLICATION_STAGES } from './application-stages.ts';
import {
  APPLICATION_STATUSES,
  applicationStatusGroupLabel,
  COMPLETE_APPLICATION_STATUSES,
  INCOMPLETE_APPLICATION_STATUSES,
} from './application-statuses.ts';
import { ENGAGEMENT_STATUSES, FUTURE_ENGAGEMENT_STATUSES } from './engagement-statuses.ts';
import { INVOICE_LIST_STATES, INVOICE_STATE_LABELS, type InvoiceListState } from './invoice-list.ts';
import { LEAD_REPORT_GROUPS, LEAD_STAGE_NAMES, leadReportGroupLabel } from './lead-stages.ts';
import { REQUEST_STATUSES } from './student-requests.ts';

// Issue 19: internal codes never reach the screen or an export. Every coded field a report or a
// list counts, filters or exports, with the catalogue that names its codes, and each report
// figure of such a field; a screen and an export name a code through `codeLabel`, never by hand.
// coded-fields.test.ts fails when a report gains a figure nobody has decided about.

export interface CodedField {
  /** Every stored code. */
  codes: readonly string[];
  /** How a code reads. */
  label: (code: string) => string;
  /** Other names a code may read as where more is known (a submitted application's own status). */
  names?: readonly string[];
}

const asItself = (code: string) => code;

export const CODED_FIELDS = {
  /** Counted or filtered with submitted and unfinished applications together (spec 4.3). */
  applicationStatus: {
    codes: APPLICATION_STATUSES,
    label: applicationStatusGroupLabel,
    names: [...COMPLETE_APPLICATION_STATUSES, ...INCOMPLETE_APPLICATION_STATUSES].map((s) => s.label),
  },
  applicationStage: { codes: APPLICATION_STAGES, label: asItself },
  /** spec 4.2: the statuses are their names. */
  engagementStatus: { codes: [...new Set([...ENGAGEMENT_STATUSES, ...FUTURE_ENGAGEMENT_STATUSES])], label: asItself },
  invoiceState: {
    codes: INVOICE_LIST_STATES,
    label: (code: string) => INVOICE_STATE_LABELS[code as InvoiceListState]?.label ?? code,
  },
  leadReportGroup: { codes: LEAD_REPORT_GROUPS, label: leadReportGroupLabel },
  /** spec 4.5: the stages are their names. */
  leadStage: { codes: LEAD_STAGE_NAMES, label: asItself },
  requestStatus: { codes: REQUEST_STATUSES, label: asItself },
} as const satisfies Record<string, CodedField>;
export type CodedFieldName = keyof typeof CODED_FIELDS;

/** A code of `field` as people read it (an unknown code reads as itself). */
export function codeLabel(field: CodedFieldName, code: string): string {
  return CODED_FIELDS[field].label(code);
}

/**
 * Each report's figures (the contracts' `by…` count rows, reporting-contracts.ts and
 * lead-report.ts): the coded field a figure groups by, or null for a figure of free values (a
 * programme, a hub, a source). A new figure must be added here, or coded-fields.test.ts fails.
 */
export const REPORT_FIGURES = {
  students: {
    byProgramme: null,
    byLevel: null,
    byHub: null,
    byStatus: 'engagementStatus',
    byAgeRange: null,
    byStudentType: null,
  },
  applications: {
    byStatus: 'applicationStatus',
    byStage: 'applicationStage',
    byCourse: null,
    byIntake: null,
    statusByYear: 'applicationStatus',
    stageByYear: 'applicationStage',
  },
  marketing: { byStage: 'leadStage', byGroup: 'leadReportGroup', bySource: null, byEvent: null },
  leads: {
    byStage: 'leadStage',
    byGroup: 'leadReportGroup',
    byHub: null,
    bySource: null,
    byProgramme: null,
    byIntake: null,
  },
} as const satisfies Record<string, Record<string, CodedFieldName | null>>;

/** Every name a value of `field` may be shown as: its codes' labels and its other names. */
export function readableNames(field: CodedFieldName): ReadonlySet<string> {
  const f: CodedField = CODED_FIELDS[field];
  return new Set([...f.codes.map((c) => f.label(c)), ...(f.names ?? [])]);
}

/**
 * The codes of `fields` that are no name of any coded field: a cell anywhere holding one shows a
 * raw code ('part-paid', 'wtco'). A code that is also a name ('Confirmed', an application stage,
 * for the status "Confirmed (deposit paid)") is caught only in its own column (readableNames).
 */
export function rawCodes(
  fields: readonly CodedFieldName[] = Object.keys(CODED_FIELDS) as CodedFieldName[],
): ReadonlySet<string> {
  const names = new Set((Object.keys(CODED_FIELDS) as CodedFieldName[]).flatMap((f) => [...readableNames(f)]));
  return new Set<string>(fields.flatMap((f) => CODED_FIELDS[f].codes.filter((c) => !names.has(c))));
}

/** Each report page's filters of a coded field: their choices read as the catalogue names them. */
export const REPORT_CODED_FILTERS = {
  students: { status: 'engagementStatus' },
  applications: { status: 'applicationStatus' },
  marketing: { stage: 'leadStage' },
  leads: { stage: 'leadStage' },
} as const satisfies Record<keyof typeof REPORT_FIGURES, Record<string, CodedFieldName>>;

/** A report filter's value as it reads on `page` (a coded field's code by its label). */
export function reportFilterValueLabel(page: string, filter: string, value: string): string | undefined {
  const coded = (REPORT_CODED_FILTERS as Record<string, Record<string, CodedFieldName>>)[page]?.[filter];
  return coded ? codeLabel(coded, value) : undefined;
}
