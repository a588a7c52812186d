import { z } from 'zod';
import type { EntityDefinition, FieldDefinition } from './entities/entity-definition.ts';
import { meetsAll, type Requirement } from './permissions.ts';
import { SPECIAL_CATEGORY_RIGHT } from './special-category.ts';

// Issue 16, Reporting > Custom reports (spec 2.4: students:admin or applications:admin): the
// fields a report may show, filter and sort by, for each entity it may start from. An entity's
// own fields come from its generic definition (entities/) and need its `view` permission; the
// fields of related records (a student's engagement, programme, finance balance, HESA readiness
// and HESA answers; an application's references and reviews) are listed here, each with the
// rights it needs on top. The server checks every field of a request against these rights.

export const REPORT_FIELD_TYPES = ['text', 'number', 'date', 'boolean'] as const;
export type ReportFieldType = (typeof REPORT_FIELD_TYPES)[number];

export interface ReportField {
  /** `lastName` for the entity's own fields, `engagement.startIntake` for a related record's. */
  key: string;
  label: string;
  /** The heading the builder groups it under: the entity's label or the related record's. */
  group: string;
  type: ReportFieldType;
  /** Rights needed on top of the entity's view permission (all of them). */
  requires: readonly Requirement[];
  /** Special-category data (UK GDPR art. 9): reading it is audited with the fields named. */
  special: boolean;
  /** Computed per row after the query (HESA readiness): shown only, never filtered or sorted. */
  computed: boolean;
}

type Related = Omit<ReportField, 'special' | 'computed' | 'requires'> & {
  requires?: readonly Requirement[];
  special?: boolean;
  computed?: boolean;
};

const related = (fields: Related[]): ReportField[] =>
  fields.map((f) => ({ requires: [], special: false, computed: false, ...f }));

const HESA_ANSWERS = [
  ['ethnicity', 'Ethnicity (HESA code)'],
  ['religion', 'Religion or belief (HESA code)'],
  ['sex', 'Sex (HESA code)'],
  ['genderIdentity', 'Gender identity (HESA code)'],
  ['sexualOrientation', 'Sexual orientation (HESA code)'],
  ['disabilities', 'Disabilities (HESA codes)'],
  ['careLeaver', 'Care leaver (HESA code)'],
] as const;

/** The related records' fields, by the entity a report starts from. */
const RELATED_FIELDS: Readonly<Record<string, readonly ReportField[]>> = {
  students: related([
    { key: 'engagement.startIntake', label: 'Start intake', group: 'Engagement', type: 'date' },
    { key: 'engagement.endDate', label: 'End date', group: 'Engagement', type: 'date' },
    { key: 'engagement.paymentTerm', label: 'Payment term', group: 'Engagement', type: 'text' },
    { key: 'engagement.intention', label: 'Next-year intention', group: 'Engagement', type: 'text' },
    { key: 'programme.title', label: 'Programme title', group: 'Programme', type: 'text' },
    { key: 'programme.award', label: 'Award', group: 'Programme', type: 'text' },
    { key: 'programme.credits', label: 'Programme credits', group: 'Programme', type: 'number' },
    { key: 'person.dateOfBirth', label: 'Date of birth', group: 'Person', type: 'date' },
    { key: 'person.postCode', label: 'Postcode', group: 'Person', type: 'text' },
    { key: 'person.phone', label: 'Phone', group: 'Person', type: 'text' },
    // The Finance tab's balance (issue 14): issued invoices less credits, payments and money on account.
    { key: 'finance.balance', label: 'Balance (£)', group: 'Finance', type: 'number' },
    { key: 'finance.invoiced', label: 'Invoiced (£)', group: 'Finance', type: 'number' },
    // The record page's HESA readiness badge for the current academic year.
    {
      key: 'hesa.ready',
      label: 'HESA ready',
      group: 'HESA readiness',
      type: 'boolean',
      requires: ['hesa:menu'],
      computed: true,
    },
    {
      key: 'hesa.missing',
      label: 'HESA fields missing',
      group: 'HESA readiness',
      type: 'number',
      requires: ['hesa:menu'],
      computed: true,
    },
    // The student's latest HESA answers (issue 5): special category.
    ...HESA_ANSWERS.map(([name, label]) => ({
      key: `hesaAnswers.${name}`,
      label,
      group: 'HESA answers (special category)',
      type: 'text' as const,
      requires: [SPECIAL_CATEGORY_RIGHT],
      special: true,
    })),
  ]),
  applications: related([
    { key: 'references.requested', label: 'References requested', group: 'References', type: 'number' },
    { key: 'references.received', label: 'References received', group: 'References', type: 'number' },
    { key: 'references.lastReceived', label: 'Last reference received', group: 'References', type: 'date' },
    { key: 'reviews.reviewed', label: 'Sections reviewed', group: 'Reviews', type: 'number' },
    { key: 'reviews.accepted', label: 'Sections accepted', group: 'Reviews', type: 'number' },
    { key: 'reviews.needInformation', label: 'Sections needing information', group: 'Reviews', type: 'number' },
    { key: 'programme.title', label: 'Course title', group: 'Programme', type: 'text' },
    { key: 'person.dateOfBirth', label: 'Date of birth', group: 'Person', type: 'date' },
    { key: 'person.postCode', label: 'Postcode', group: 'Person', type: 'text' },
  ]),
};

function ownType(field: FieldDefinition): ReportFieldType {
  if (field.input === 'number') return 'number';
  if (field.input === 'date') return 'date';
  if (field.input === 'checkbox') return 'boolean';
  return 'text';
}

/** Every field a report starting from `def` may use, whoever reads it. */
export function reportFieldsOf(def: EntityDefinition): ReportField[] {
  const own = def.fields.map((f): ReportField => ({
    key: f.name,
    label: f.label,
    group: def.label,
    type: ownType(f),
    requires: [],
    special: false,
    computed: false,
  }));
  return [...own, ...(RELATED_FIELDS[def.name] ?? [])];
}

/** Whether `held` may start a report from `def` (its view permission). */
export const mayReportOn = (held: readonly string[], def: EntityDefinition) => meetsAll(held, def.permissions.view);

/** Whether `held` may export a report on `def` (its export permission, as every list export). */
export const mayExportReport = (held: readonly string[], def: EntityDefinition) =>
  meetsAll(held, def.permissions.export);

/** Whether `held` may read `field` of a report on an entity it may report on. */
export const mayReadField = (held: readonly string[], field: ReportField) => meetsAll(held, field.requires);

// --- Contracts (server/src/modules/custom-reports/routes.ts) -------------------------------

export const REPORT_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'startsWith',
  'greaterThan',
  'lessThan',
  'isEmpty',
  'isNotEmpty',
] as const;
export type ReportOperator = (typeof REPORT_OPERATORS)[number];

export const OPERATOR_LABELS: Record<ReportOperator, string> = {
  equals: 'is',
  notEquals: 'is not',
  contains: 'contains',
  startsWith: 'starts with',
  greaterThan: 'is more than',
  lessThan: 'is less than',
  isEmpty: 'is empty',
  isNotEmpty: 'is not empty',
};

/** The operators that take no value. */
export const VALUELESS_OPERATORS: readonly ReportOperator[] = ['isEmpty', 'isNotEmpty'];

export const reportFilter = z.object({
  /** A field key of the report's entity. */
  field: z.string({ error: 'Choose a field.' }).min(1, 'Choose a field.').max(100),
  operator: z.enum(REPORT_OPERATORS, { error: 'Choose how to compare.' }),
  /** Compared as the field's type; not used by isEmpty / isNotEmpty. */
  value: z.string().max(200, 'At most 200 characters.').optional(),
});
export type ReportFilter = z.infer<typeof reportFilter>;

export const reportDefinition = z.object({
  /** The entity the report starts from (an entity's API name: students, applications...). */
  entity: z.string({ error: 'Choose what to report on.' }).min(1, 'Choose what to report on.').max(60),
  /** Field keys, in column order. */
  fields: z
    .array(z.string().min(1).max(100), { error: 'Choose the fields.' })
    .min(1, 'Choose at least one field.')
    .max(60, 'At most 60 fields.'),
  filters: z.array(reportFilter).max(20, 'At most 20 filters.').default([]),
  /** Rows in this order (then by id); none: by id. */
  sort: z
    .object({ field: z.string().min(1).max(100), order: z.enum(['asc', 'desc']) })
    .nullable()
    .default(null),
});
export type ReportDefinition = z.infer<typeof reportDefinition>;
export type ReportDefinitionInput = z.input<typeof reportDefinition>;

export const reportFieldView = z.object({
  key: z.string(),
  label: z.string(),
  group: z.string(),
  type: z.enum(REPORT_FIELD_TYPES),
  special: z.boolean(),
  computed: z.boolean(),
  /** The choices of a select field, for the filter's value. */
  options: z.array(z.string()).optional(),
});
export type ReportFieldView = z.infer<typeof reportFieldView>;

/** GET reports/custom/entities: what the caller may report on, with only the fields they may read. */
export const reportEntitiesView = z.object({
  entities: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      /** The caller holds the entity's export permission (spec 7.2): the Excel export is offered. */
      canExport: z.boolean(),
      fields: z.array(reportFieldView),
    }),
  ),
  /** Exports of more rows than this run as a background job. */
  directExportLimit: z.number(),
});
export type ReportEntitiesView = z.infer<typeof reportEntitiesView>;

export const reportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ReportCell = z.infer<typeof reportCell>;

/** POST reports/custom/preview: the first rows and how many the report holds. */
export const reportPreview = z.object({
  columns: z.array(z.object({ key: z.string(), label: z.string(), type: z.enum(REPORT_FIELD_TYPES) })),
  rows: z.array(z.array(reportCell)),
  total: z.number(),
});
export type ReportPreview = z.infer<typeof reportPreview>;

export const PREVIEW_ROWS = 50;

export const savedReportWrite = z.object({
  name: z
    .string({ error: 'Give the report a name.' })
    .trim()
    .min(1, 'Give the report a name.')
    .max(100, 'At most 100 characters.'),
  /** Shared reports are listed for every user of custom reports; private ones for the owner only. */
  shared: z.boolean(),
  definition: reportDefinition,
});
export type SavedReportWrite = z.input<typeof savedReportWrite>;

export const savedReportView = z.object({
  id: z.number(),
  name: z.string(),
  shared: z.boolean(),
  owner: z.string(),
  /** The caller owns it: may change and delete it. */
  mine: z.boolean(),
  definition: reportDefinition,
  updatedAt: z.string(),
});
export type SavedReportView = z.infer<typeof savedReportView>;
export const savedReportsView = z.object({ reports: z.array(savedReportView) });
export type SavedReportsView = z.infer<typeof savedReportsView>;

export const REPORT_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** A background export: GET reports/custom/exports/:id while it runs (the progress bar). */
export const reportExportView = z.object({
  id: z.number(),
  status: z.enum(REPORT_EXPORT_STATUSES),
  /** Rows written so far, of the rows the report held when the job started. */
  written: z.number(),
  total: z.number().nullable(),
  error: z.string().nullable(),
  fileName: z.string(),
});
export type ReportExportView = z.infer<typeof reportExportView>;
