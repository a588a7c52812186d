import { z } from 'zod';

// Issue 15, the person's own data (UK GDPR): subject-access exports and anonymisation, as the
// server sends and takes them (Administration > Personal data, admin:admin).

export const SUBJECT_ACCESS_STATUSES = ['queued', 'done', 'failed'] as const;

export const subjectAccessExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBJECT_ACCESS_STATUSES),
  requestedBy: z.string().nullable(),
  viaFolderRequest: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  hasFile: z.boolean(),
});
export type SubjectAccessExport = z.infer<typeof subjectAccessExportSchema>;

export const privacyPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  /** The roles the person has had: lead, applicant, student, alumnus, donor, contact, user ... */
  roles: z.array(z.string()),
  anonymisedAt: z.string().nullable(),
  /** What is held: each table with rows about the person, and how many. */
  held: z.array(z.object({ table: z.string(), rows: z.number().int() })),
  exports: z.array(subjectAccessExportSchema),
});
export type PrivacyPerson = z.infer<typeof privacyPersonSchema>;

export const anonymiseBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(5, 'Say why (at least a few words): it is kept in the audit.')
    .max(500, 'Keep it to 500 characters.'),
  /** The person's id typed again: nothing is erased without this confirmation. */
  confirmId: z.number().int(),
});
export type AnonymiseBody = z.infer<typeof anonymiseBodySchema>;

export const privacySearchQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, 'Keep the search to 100 characters.')
    .refine((s) => /^\d+$/.test(s) || s.length >= 2, {
      message: 'Type at least two letters of a name or e-mail, or a record number.',
    }),
});

export const privacySearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  anonymised: z.boolean(),
});
export type PrivacySearchResult = z.infer<typeof privacySearchResultSchema>;
export const privacySearchListSchema = z.object({ items: z.array(privacySearchResultSchema) });
export type PrivacySearchList = z.infer<typeof privacySearchListSchema>;
