import { z } from 'zod';
import { ENTRY_QUALIFICATIONS } from './hesa-mapping.ts';
import { type HesaAnswerKey, type HesaOption, hesaQuestion } from './student-hesa.ts';

// Issue 15, System data → HESA defaults (admin:admin): for each HESA field that has a code list,
// the code the return sends when a student's record holds no value for it (no HESA answers for the
// year, no HESA details). The readiness rules and the export then read the field as source
// `default`; a value the record holds, valid or not, always wins. Fields without a code list
// (dates, names, the catalogue kinds mapped per value) have no default.

export interface HesaDefaultField {
  /** The HESA field, the key of its default. */
  field: string;
  label: string;
  /** HESA's codes offered as the default. */
  choices: readonly HesaOption[];
}

const answerField = (key: HesaAnswerKey, field: string, label: string): HesaDefaultField => ({
  field,
  label,
  choices: hesaQuestion(key).options,
});

/** Every field that may have a default, in the order of the return. */
export const HESA_DEFAULT_FIELDS: readonly HesaDefaultField[] = [
  answerField('sex', 'SEXID', 'Sex'),
  answerField('ethnicity', 'ETHNIC', 'Ethnicity'),
  answerField('religion', 'RELBLF', 'Religion or belief'),
  answerField('genderIdentity', 'GENDERID', 'Gender identity'),
  answerField('sexualOrientation', 'SEXORT', 'Sexual orientation'),
  answerField('careLeaver', 'CARELEAVER', 'Care leaver'),
  answerField('parentalEducation', 'PARED', 'Parental education'),
  answerField('estranged', 'ESTRANGED', 'Estranged'),
  answerField('carer', 'CARER', 'Carer'),
  answerField('disabilities', 'DISABILITY', 'Disability'),
  { field: 'QUALENT3', label: 'Highest qualification on entry', choices: ENTRY_QUALIFICATIONS },
];

export const hesaDefaultField = (field: string): HesaDefaultField | undefined =>
  HESA_DEFAULT_FIELDS.find((f) => f.field === field);

/** The defaults in force: HESA field → code. A field absent has none. */
export type HesaDefaults = Readonly<Record<string, string>>;
export const NO_HESA_DEFAULTS: HesaDefaults = {};

/** GET {api}/system-data/hesa-defaults: every field, its choices and its default (null: none). */
export const hesaDefaultsViewSchema = z.object({
  fields: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      choices: z.array(z.object({ code: z.string(), label: z.string() })),
      code: z.string().nullable(),
      /** 0 while the field has never had a default. */
      version: z.number(),
    }),
  ),
});
export type HesaDefaultsView = z.infer<typeof hesaDefaultsViewSchema>;

/** PUT {api}/system-data/hesa-defaults/{field}: the code (one of the field's choices) or null for none. */
export const setHesaDefaultSchema = z.strictObject({
  code: z.string({ error: 'Choose a code, or none.' }).max(10, 'Choose one of the codes listed.').nullable(),
  /** The version read: a change made meanwhile is refused (409). */
  version: z.number().int().nonnegative(),
});
export type SetHesaDefault = z.infer<typeof setHesaDefaultSchema>;
