import { ENGAGEMENT_STATUSES } from './engagement-statuses.ts';
import { PROGRAMME_LEVEL_VALUES } from './programme-levels.ts';
import { EXIT_AWARDS, STUDENT_TYPES } from './student-types.ts';
import { STUDY_PACES } from './study-pace.ts';
import { HESA_QUESTIONS, type HesaAnswerKey } from './student-hesa.ts';

// Issue 16: how each internal value the HESA return needs becomes a HESA field and code.
// Two sorts of kind:
//  - `catalogue` kinds (programme, level, pace, status, reason for ending, student type, exit
//    award) hold the college's own words; each value needs a row of the mapping table, and a value
//    without one is a gap (its students cannot be returned until registry maps it).
//  - `coded` kinds (the student's equality answers, nationality, domicile, qualification on
//    entry) already hold HESA's codes; the code is sent as it is (source "answer" or "details")
//    unless registry maps a value to another code (HESA renames a code between years).

export type HesaMappingSort = 'catalogue' | 'coded';

export interface HesaMappingKind {
  kind: string;
  label: string;
  /** The HESA entity and field the value goes to. */
  entity: string;
  hesaField: string;
  sort: HesaMappingSort;
  /** The values the college uses (catalogue kinds) or the HESA codes accepted (coded kinds). */
  values: readonly string[];
}

/** The statuses that end an engagement, with a reason for ending. */
export const ENDING_STATUSES = ['Completed', 'Withdrawn', 'Terminated', 'Transferred'] as const;

const answerCodes = (key: HesaAnswerKey) => HESA_QUESTIONS.find((q) => q.key === key)!.options.map((o) => o.code);

/** ISO 3166 alpha-2, as HESA's NATION and (for outside the UK) DOMICILE codes. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;
/** QUALENT3, the highest qualification on entry: the codes offered on the HESA student page. */
export const ENTRY_QUALIFICATIONS = [
  { code: 'DZZ', label: 'UK doctorate degree' },
  { code: 'MZZ', label: 'UK masters degree' },
  { code: 'HZZ', label: 'UK first degree' },
  { code: 'JUK', label: 'UK other undergraduate qualification' },
  { code: 'P50', label: 'A level or equivalent' },
  { code: 'P80', label: 'Other qualification at level 3' },
  { code: 'Q80', label: 'Other qualification at level 2 or below' },
  { code: 'X00', label: 'No formal qualification' },
  { code: 'X06', label: 'Not known' },
] as const;

export const HESA_MAPPING_KINDS: readonly HesaMappingKind[] = [
  {
    kind: 'programme',
    label: 'Programme',
    entity: 'Qualification',
    hesaField: 'QUALCAT',
    sort: 'catalogue',
    // System data's programmes: the server adds the table's codes to the values in use
    values: [],
  },
  {
    kind: 'level',
    label: 'Level',
    entity: 'StudentCourseSession',
    hesaField: 'SCSLEVEL',
    sort: 'catalogue',
    values: PROGRAMME_LEVEL_VALUES,
  },
  {
    kind: 'pace',
    label: 'Study pace',
    entity: 'StudentCourseSession',
    hesaField: 'SCSMODE',
    sort: 'catalogue',
    values: STUDY_PACES,
  },
  {
    kind: 'status',
    label: 'Engagement status',
    entity: 'SessionStatus',
    hesaField: 'STATUSCHANGEDTO',
    sort: 'catalogue',
    values: ['Starting', ...ENGAGEMENT_STATUSES],
  },
  {
    kind: 'reason',
    label: 'Reason for ending',
    entity: 'Engagement',
    hesaField: 'RSNENGEND',
    sort: 'catalogue',
    values: ENDING_STATUSES,
  },
  {
    kind: 'studentType',
    label: 'Student type (fee source)',
    entity: 'StudentCourseSession',
    hesaField: 'FEESOURCE',
    sort: 'catalogue',
    values: STUDENT_TYPES,
  },
  {
    kind: 'exitAward',
    label: 'Exit award',
    entity: 'QualificationAwarded',
    hesaField: 'QUALID',
    sort: 'catalogue',
    values: EXIT_AWARDS,
  },
  { kind: 'sex', label: 'Sex', entity: 'Student', hesaField: 'SEXID', sort: 'coded', values: answerCodes('sex') },
  {
    kind: 'ethnicity',
    label: 'Ethnicity',
    entity: 'Student',
    hesaField: 'ETHNIC',
    sort: 'coded',
    values: answerCodes('ethnicity'),
  },
  {
    kind: 'religion',
    label: 'Religion or belief',
    entity: 'Student',
    hesaField: 'RELBLF',
    sort: 'coded',
    values: answerCodes('religion'),
  },
  {
    kind: 'genderIdentity',
    label: 'Gender identity',
    entity: 'Student',
    hesaField: 'GENDERID',
    sort: 'coded',
    values: answerCodes('genderIdentity'),
  },
  {
    kind: 'sexualOrientation',
    label: 'Sexual orientation',
    entity: 'Student',
    hesaField: 'SEXORT',
    sort: 'coded',
    values: answerCodes('sexualOrientation'),
  },
  {
    kind: 'disabilities',
    label: 'Disability',
    entity: 'Disability',
    hesaField: 'DISABILITY',
    sort: 'coded',
    values: answerCodes('disabilities'),
  },
  {
    kind: 'careLeaver',
    label: 'Care leaver',
    entity: 'Student',
    hesaField: 'CARELEAVER',
    sort: 'coded',
    values: answerCodes('careLeaver'),
  },
  {
    kind: 'parentalEducation',
    label: 'Parental education',
    entity: 'Student',
    hesaField: 'PARED',
    sort: 'coded',
    values: answerCodes('parentalEducation'),
  },
  {
    kind: 'estranged',
    label: 'Estranged',
    entity: 'Student',
    hesaField: 'ESTRANGED',
    sort: 'coded',
    values: answerCodes('estranged'),
  },
  { kind: 'carer', label: 'Carer', entity: 'Student', hesaField: 'CARER', sort: 'coded', values: answerCodes('carer') },
  { kind: 'nationality', label: 'Nationality', entity: 'Student', hesaField: 'NATION', sort: 'coded', values: [] },
  { kind: 'domicile', label: 'Domicile', entity: 'EntryProfile', hesaField: 'DOMICILE', sort: 'coded', values: [] },
  {
    kind: 'entryQualification',
    label: 'Highest qualification on entry',
    entity: 'EntryProfile',
    hesaField: 'QUALENT3',
    sort: 'coded',
    values: ENTRY_QUALIFICATIONS.map((q) => q.code),
  },
];

export const HESA_MAPPING_KIND_NAMES = HESA_MAPPING_KINDS.map((k) => k.kind) as [string, ...string[]];
export const mappingKind = (kind: string): HesaMappingKind | undefined =>
  HESA_MAPPING_KINDS.find((k) => k.kind === kind);

export interface HesaMappingRow {
  kind: string;
  internalValue: string;
  hesaField: string;
  hesaCode: string;
}

export type HesaValueSource = 'answer' | 'record' | 'details' | 'mapping' | 'default';

export type Resolution =
  { ok: true; code: string; source: HesaValueSource } | { ok: false; problem: 'unmapped' | 'invalid' };

/** An index of mapping rows by kind and value, built once per export. */
export type MappingIndex = ReadonlyMap<string, HesaMappingRow>;
export const indexMappings = (rows: readonly HesaMappingRow[]): MappingIndex =>
  new Map(rows.map((r) => [`${r.kind}\u0000${r.internalValue}`, r]));

/** A valid code for a coded kind without a mapping row: the value itself, if HESA accepts it. */
function codedDefault(kind: HesaMappingKind, value: string): boolean {
  if (kind.kind === 'nationality') return COUNTRY_CODE.test(value);
  if (kind.kind === 'domicile') return COUNTRY_CODE.test(value) && value !== 'GB';
  return kind.values.includes(value);
}

/**
 * The HESA code of one internal value: a mapping row wins; a coded kind's value passes as it is
 * when HESA accepts it (`source` then names where the value came from); otherwise a gap.
 */
export function resolveMapping(
  index: MappingIndex,
  kindName: string,
  value: string,
  codedSource: HesaValueSource = 'answer',
): Resolution {
  const row = index.get(`${kindName}\u0000${value}`);
  if (row) return { ok: true, code: row.hesaCode, source: 'mapping' };
  const kind = mappingKind(kindName);
  if (!kind) return { ok: false, problem: 'unmapped' };
  if (kind.sort === 'coded')
    return codedDefault(kind, value)
      ? { ok: true, code: value, source: codedSource }
      : { ok: false, problem: 'invalid' };
  return { ok: false, problem: 'unmapped' };
}

export interface HesaMappingGap {
  kind: string;
  label: string;
  hesaField: string;
  internalValue: string;
  /** How many students in the records hold the value (0: in the catalogue, not used yet). */
  students: number;
}

/**
 * The catalogue values (and any value found in the records) with no mapping row. `inUse` counts
 * the students holding each value, by kind.
 */
export function mappingGaps(
  rows: readonly HesaMappingRow[],
  inUse: Readonly<Record<string, Readonly<Record<string, number>>>> = {},
): HesaMappingGap[] {
  const index = indexMappings(rows);
  const gaps: HesaMappingGap[] = [];
  for (const kind of HESA_MAPPING_KINDS.filter((k) => k.sort === 'catalogue')) {
    const used = inUse[kind.kind] ?? {};
    const values = [...new Set([...kind.values, ...Object.keys(used)])];
    for (const value of values) {
      if (!index.has(`${kind.kind}\u0000${value}`)) {
        gaps.push({
          kind: kind.kind,
          label: kind.label,
          hesaField: kind.hesaField,
          internalValue: value,
          students: used[value] ?? 0,
        });
      }
    }
  }
  return gaps.sort((a, b) => b.students - a.students);
}
