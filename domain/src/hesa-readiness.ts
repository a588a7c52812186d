import { ENDING_STATUSES, type MappingIndex, resolveMapping, type HesaValueSource } from './hesa-mapping.ts';
import { type HesaDefaults, NO_HESA_DEFAULTS } from './hesa-defaults.ts';
import type { HesaAnswers } from './student-hesa.ts';

// Issue 16: every field the HESA return sends for one student, where each value comes from and
// what is missing or invalid. A student is ready when no required field has a problem; the
// export leaves out a student who is not ready and says why.

export interface HesaStudentInput {
  studentId: number;
  partnerId: number;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD or null. */
  dateOfBirth: string | null;
  /** Allocated at the first export that includes the student; null before. */
  husid: string | null;
  engagement: {
    id: number;
    programme: string;
    level: string | null;
    pace: string | null;
    status: string;
    studentType: string | null;
    /** YYYY-MM-DD. */
    startDate: string;
    endDate: string | null;
    exitAward: string | null;
  };
  /** The answers of the year (or the latest earlier year), and the year they were given. */
  answers: HesaAnswers | null;
  answersYear: string | null;
  details: { nationality: string | null; domicile: string | null; entryQualification: string | null } | null;
}

export type HesaProblem = 'missing' | 'invalid' | 'unmapped';
/** Where the fix is made: the record page, the student's own HESA answers, the mapping, the HESA details. */
export type HesaFix = 'record' | 'answers' | 'mapping' | 'details';

export interface HesaField {
  entity: string;
  field: string;
  label: string;
  /** The code or value sent; multiple values joined by spaces (DISABILITY). */
  value: string | null;
  source: HesaValueSource | null;
  /** The internal value a mapping was applied to. */
  internalValue?: string;
  problem: HesaProblem | null;
  fix: HesaFix | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const ANSWER_FIELDS: [key: keyof HesaAnswers, field: string, label: string][] = [
  ['sex', 'SEXID', 'Sex'],
  ['ethnicity', 'ETHNIC', 'Ethnicity'],
  ['religion', 'RELBLF', 'Religion or belief'],
  ['genderIdentity', 'GENDERID', 'Gender identity'],
  ['sexualOrientation', 'SEXORT', 'Sexual orientation'],
  ['careLeaver', 'CARELEAVER', 'Care leaver'],
  ['parentalEducation', 'PARED', 'Parental education'],
  ['estranged', 'ESTRANGED', 'Estranged'],
  ['carer', 'CARER', 'Carer'],
];

/**
 * Every field of the return for one student, with its source and problem. A field the record
 * holds no value for takes its System data default (source `default`) when it has one.
 */
export function hesaStudentFields(
  s: HesaStudentInput,
  index: MappingIndex,
  defaults: HesaDefaults = NO_HESA_DEFAULTS,
  today = new Date().toISOString().slice(0, 10),
): HesaField[] {
  const out: HesaField[] = [];
  /** The default of a field the record holds nothing for, as its field; false when it has none. */
  const fromDefault = (entity: string, field: string, label: string): boolean => {
    const code = defaults[field];
    if (code === undefined) return false;
    out.push({ entity, field, label, value: code, source: 'default', problem: null, fix: null });
    return true;
  };
  const record = (
    entity: string,
    field: string,
    label: string,
    value: string | null,
    check: (v: string) => boolean = () => true,
  ) =>
    out.push({
      entity,
      field,
      label,
      value,
      source: value === null ? null : 'record',
      problem: value === null || value === '' ? 'missing' : check(value) ? null : 'invalid',
      fix: value === null || !check(value) ? 'record' : null,
    });
  const mapped = (
    entity: string,
    field: string,
    label: string,
    kind: string,
    value: string | null,
    fixWhenMissing: HesaFix = 'record',
    codedSource: HesaValueSource = 'answer',
  ) => {
    if (value === null || value === '') {
      if (fromDefault(entity, field, label)) return;
      out.push({ entity, field, label, value: null, source: null, problem: 'missing', fix: fixWhenMissing });
      return;
    }
    const r = resolveMapping(index, kind, value, codedSource);
    if (r.ok)
      out.push({
        entity,
        field,
        label,
        value: r.code,
        source: r.source,
        internalValue: value,
        problem: null,
        fix: null,
      });
    else
      out.push({
        entity,
        field,
        label,
        value: null,
        source: null,
        internalValue: value,
        problem: r.problem,
        fix: r.problem === 'unmapped' ? 'mapping' : fixWhenMissing,
      });
  };

  // Student
  out.push({
    entity: 'Student',
    field: 'HUSID',
    label: 'HESA unique student identifier',
    value: s.husid,
    source: s.husid ? 'record' : 'default',
    problem: null,
    fix: null,
  });
  out.push({
    entity: 'Student',
    field: 'OWNSTU',
    label: "College's student number",
    value: String(s.partnerId).padStart(7, '0'),
    source: 'record',
    problem: null,
    fix: null,
  });
  record('Student', 'FNAMES', 'Forenames', s.firstName.trim() || null);
  record('Student', 'SURNAME', 'Family name', s.lastName.trim() || null);
  record('Student', 'BIRTHDTE', 'Date of birth', s.dateOfBirth, (v) => validDate(v) && v < today && v > '1900-01-01');
  for (const [key, field, label] of ANSWER_FIELDS) {
    mapped('Student', field, label, key, s.answers ? (s.answers[key] as string) : null, 'answers');
  }
  if (!s.answers) {
    if (!fromDefault('Disability', 'DISABILITY', 'Disability'))
      out.push({
        entity: 'Disability',
        field: 'DISABILITY',
        label: 'Disability',
        value: null,
        source: null,
        problem: 'missing',
        fix: 'answers',
      });
  } else {
    const codes = s.answers.disabilities.map((c) => resolveMapping(index, 'disabilities', c));
    const bad = codes.find((r) => !r.ok);
    out.push(
      bad
        ? {
            entity: 'Disability',
            field: 'DISABILITY',
            label: 'Disability',
            value: null,
            source: null,
            internalValue: s.answers.disabilities.join(' '),
            problem: bad.ok ? null : bad.problem,
            fix: 'mapping',
          }
        : {
            entity: 'Disability',
            field: 'DISABILITY',
            label: 'Disability',
            value: codes.map((r) => (r.ok ? r.code : '')).join(' '),
            source: codes.some((r) => r.ok && r.source === 'mapping') ? 'mapping' : 'answer',
            internalValue: s.answers.disabilities.join(' '),
            problem: null,
            fix: null,
          },
    );
  }
  mapped('Student', 'NATION', 'Nationality', 'nationality', s.details?.nationality ?? null, 'details', 'details');
  mapped('EntryProfile', 'DOMICILE', 'Domicile', 'domicile', s.details?.domicile ?? null, 'details', 'details');
  mapped(
    'EntryProfile',
    'QUALENT3',
    'Highest qualification on entry',
    'entryQualification',
    s.details?.entryQualification ?? null,
    'details',
    'details',
  );

  // Engagement
  const e = s.engagement;
  out.push({
    entity: 'Engagement',
    field: 'NUMHUS',
    label: 'Engagement number',
    value: String(e.id),
    source: 'record',
    problem: null,
    fix: null,
  });
  record('Engagement', 'ENGSTARTDATE', 'Engagement start date', e.startDate, validDate);
  const ended = (ENDING_STATUSES as readonly string[]).includes(e.status);
  if (ended) {
    record('Engagement', 'ENGENDDATE', 'Engagement end date', e.endDate, (v) => validDate(v) && v >= e.startDate);
    mapped('Engagement', 'RSNENGEND', 'Reason for ending', 'reason', e.status);
  }

  // Student course session
  out.push({
    entity: 'StudentCourseSession',
    field: 'COURSEID',
    label: 'Course',
    value: e.programme,
    source: 'record',
    problem: null,
    fix: null,
  });
  mapped('StudentCourseSession', 'QUALCAT', 'Qualification aim', 'programme', e.programme);
  mapped('StudentCourseSession', 'SCSLEVEL', 'Level', 'level', e.level);
  mapped('StudentCourseSession', 'SCSMODE', 'Mode of study', 'pace', e.pace);
  mapped('StudentCourseSession', 'FEESOURCE', 'Fee source', 'studentType', e.studentType);
  mapped('SessionStatus', 'STATUSCHANGEDTO', 'Session status', 'status', e.status);

  if (e.status === 'Completed')
    mapped('QualificationAwarded', 'QUALID', 'Qualification awarded', 'exitAward', e.exitAward);
  return out;
}

export interface HesaReadiness {
  ready: boolean;
  /** Fields with a problem. */
  missing: number;
  problems: { field: string; label: string; problem: HesaProblem; fix: HesaFix | null }[];
}

export function hesaReadiness(fields: readonly HesaField[]): HesaReadiness {
  const problems = fields
    .filter((f) => f.problem !== null)
    .map((f) => ({ field: f.field, label: f.label, problem: f.problem!, fix: f.fix }));
  return { ready: problems.length === 0, missing: problems.length, problems };
}

/** A readable reason for a problem, for the worklist and the export report. */
export function problemText(p: { label: string; problem: HesaProblem }): string {
  if (p.problem === 'missing') return `${p.label}: not given`;
  if (p.problem === 'unmapped') return `${p.label}: no HESA code mapped`;
  return `${p.label}: not a valid value`;
}
