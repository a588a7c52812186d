import { z } from 'zod';

// Issue 12: the Documents tab of the student record (GET /students/{id}/documents and an upload's
// answer), shared by the server routes and the web hooks.

export const studentDocument = z.object({
  id: z.number(),
  title: z.string(),
  /** One of DOCUMENT_CATEGORIES. */
  category: z.string(),
  /** The name it was uploaded under, offered as the download name. */
  filename: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number(),
  /** ISO-8601 UTC. */
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type StudentDocument = z.infer<typeof studentDocument>;

export const documentList = z.object({
  items: z.array(studentDocument),
  /** What the caller may do here. */
  abilities: z.object({ upload: z.boolean(), delete: z.boolean() }),
});
export type DocumentList = z.infer<typeof documentList>;
