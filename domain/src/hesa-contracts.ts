import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';
import { HESA_MAPPING_KIND_NAMES } from './hesa-mapping.ts';

// Issue 16: the requests and answers of the HESA calls (server/src/modules/hesa/routes.ts), shared
// by the server's route schemas and the web's hooks. The views carry the caller's abilities
// (abilities.ts), so the screens never spell a permission.

/** A HESA code as registry may type it: letters, digits, hyphen; 1 to 10 characters. */
export const hesaCodeSchema = z
  .string({ error: 'Give the HESA code.' })
  .trim()
  .min(1, 'Give the HESA code.')
  .max(10, 'A HESA code is at most 10 characters.')
  .regex(/^[A-Za-z0-9-]+$/, 'A HESA code has only letters, digits and hyphens.');

export const hesaMappingWrite = z.object({
  kind: z.enum(HESA_MAPPING_KIND_NAMES, { error: 'Choose what is mapped.' }),
  internalValue: z
    .string({ error: 'Give the value mapped.' })
    .trim()
    .min(1, 'Give the value mapped.')
    .max(60, 'At most 60 characters.'),
  hesaCode: hesaCodeSchema,
});
export type HesaMappingWrite = z.infer<typeof hesaMappingWrite>;

export const hesaMappingView = z.object({
  kinds: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      entity: z.string(),
      hesaField: z.string(),
      sort: z.enum(['catalogue', 'coded']),
    }),
  ),
  rows: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      internalValue: z.string(),
      hesaField: z.string(),
      hesaCode: z.string(),
      updatedAt: z.string(),
    }),
  ),
  gaps: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      hesaField: z.string(),
      internalValue: z.string(),
      students: z.number(),
    }),
  ),
  abilities: abilitiesSchema('hesa'),
});
export type HesaMappingView = z.infer<typeof hesaMappingView>;

const fieldSchema = z.object({
  entity: z.string(),
  field: z.string(),
  label: z.string(),
  value: z.string().nullable(),
  source: z.enum(['answer', 'record', 'details', 'mapping', 'default']).nullable(),
  internalValue: z.string().optional(),
  problem: z.enum(['missing', 'invalid', 'unmapped']).nullable(),
  fix: z.enum(['record', 'answers', 'mapping', 'details']).nullable(),
});
const problemSchema = z.object({
  field: z.string(),
  label: z.string(),
  problem: z.enum(['missing', 'invalid', 'unmapped']),
  fix: z.enum(['record', 'answers', 'mapping', 'details']).nullable(),
});

export const hesaReadinessView = z.object({
  ready: z.boolean(),
  missing: z.number(),
  problems: z.array(problemSchema),
});

export const hesaStudentView = z.object({
  studentId: z.number(),
  partnerId: z.number(),
  name: z.string(),
  academicYear: z.string(),
  answersYear: z.string().nullable(),
  fields: z.array(fieldSchema),
  readiness: hesaReadinessView,
  details: z.object({
    nationality: z.string().nullable(),
    domicile: z.string().nullable(),
    entryQualification: z.string().nullable(),
  }),
  abilities: abilitiesSchema('hesa'),
});
export type HesaStudentView = z.infer<typeof hesaStudentView>;

export const hesaWorklistView = z.object({
  academicYear: z.string(),
  total: z.number(),
  ready: z.number(),
  rows: z.array(
    z.object({
      studentId: z.number(),
      partnerId: z.number(),
      name: z.string(),
      programme: z.string(),
      status: z.string(),
      missing: z.number(),
      problems: z.array(problemSchema),
    }),
  ),
  abilities: abilitiesSchema('hesaStudent'),
});
export type HesaWorklistView = z.infer<typeof hesaWorklistView>;

/** PUT hesa/students/:id/details: registry's HESA details for a student (HESA codes). */
export const hesaDetailsWrite = z.object({
  nationality: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Give the two-letter country code, such as GB.')
    .nullable(),
  domicile: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Give the HESA domicile code, such as XF for England.')
    .refine(
      (code) => code !== 'GB',
      'HESA does not take GB as a domicile: give XF for England, XG for Northern Ireland, XH for Scotland or XI for Wales.',
    )
    .nullable(),
  entryQualification: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3}$/, 'Choose the highest qualification on entry.')
    .nullable(),
});
export type HesaDetailsWrite = z.infer<typeof hesaDetailsWrite>;

/** `?year=YYYY`: the academic year starting in YYYY (spec 9: the system starts in 2017). */
export const hesaYearQuery = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, 'Give the year the academic year starts in, such as 2026.')
    .transform(Number)
    .refine((y) => y >= 2017 && y <= 2100, 'Give a year from 2017.')
    .optional(),
});

export const hesaBadgeView = z.object({
  academicYear: z.string(),
  inReturn: z.boolean(),
  readiness: hesaReadinessView.nullable(),
  abilities: abilitiesSchema('hesaStudent'),
});
export type HesaBadgeView = z.infer<typeof hesaBadgeView>;

/** GET hesa/exports: the exports of a period, newest first, each compared with the last submitted before it. */
export const hesaExportsView = z.object({
  academicYear: z.string(),
  exports: z.array(
    z.object({
      id: z.number(),
      createdAt: z.string(),
      by: z.string().nullable(),
      sha256: z.string(),
      included: z.number(),
      leftOut: z.number(),
      submittedAt: z.string().nullable(),
      diff: z.object({ against: z.number().nullable(), added: z.number(), changed: z.number(), removed: z.number() }),
    }),
  ),
  abilities: abilitiesSchema('hesa'),
});
export type HesaExportsView = z.infer<typeof hesaExportsView>;

/** `?year=YYYY` required: the export names its reference period. */
export const hesaExportQuery = z.object({
  year: z
    .string({ error: 'Give the year the academic year starts in, such as 2026.' })
    .regex(/^\d{4}$/, 'Give the year the academic year starts in, such as 2026.')
    .transform(Number)
    .refine((y) => y >= 2017 && y <= 2100, 'Give a year from 2017.'),
});
