import type { StudentDocument } from '@collegium/domain/student-documents';
import { DOCUMENT_CATEGORIES, DOCUMENT_TYPES } from '@collegium/domain/student-files';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { ErrorDetail } from '../../http/errors.ts';
import { checkFileContent } from '../files/content-check.ts';
import { extensionOf } from '../files/content-type.ts';
import { personName } from '../users/person-name.ts';

// The documents kept on a student's record (the Documents tab): a title, a category and a stored
// file (PDF, JPEG, PNG or DOCX, recognised by content), newest first.

export const documentFields = z.object({
  title: z
    .string({ error: 'Enter a title.' })
    .trim()
    .min(1, { error: 'Enter a title.' })
    .max(200, { error: 'Keep the title to 200 characters.' }),
  category: z.enum(DOCUMENT_CATEGORIES, { error: `Choose a category: ${DOCUMENT_CATEGORIES.join(', ')}.` }),
});

/** The field errors of an upload (title, category and the file's type), all at once. */
export async function checkDocument(
  fields: Record<string, string>,
  bytes: Buffer,
): Promise<{ details: ErrorDetail[]; contentType: string | null; values: z.infer<typeof documentFields> | null }> {
  const details: ErrorDetail[] = [];
  const parsed = documentFields.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      details.push({ param: issue.path.join('.') || 'body', message: issue.message });
  }
  const checked = await checkFileContent(bytes, DOCUMENT_TYPES);
  const contentType = checked.ok ? checked.contentType : null;
  if (!checked.ok) details.push({ param: 'file', message: checked.message });
  return { details, contentType, values: parsed.success ? parsed.data : null };
}

/** The download name: the uploaded name with the extension its content really has. */
export function downloadName(originalName: string, contentType: string): string {
  const base = originalName.replace(/\.[^.]*$/, '') || 'document';
  return `${base}.${extensionOf(contentType)}`;
}

export async function listStudentDocuments(db: Kysely<Database>, studentId: number): Promise<StudentDocument[]> {
  const rows = await db
    .selectFrom('student_documents as d')
    .innerJoin('files as f', 'f.id', 'd.file_id')
    .leftJoin('users as u', 'u.id', 'd.uploaded_by_user_id')
    .leftJoin('people as p', 'p.id', 'u.person_id')
    .select([
      'd.id',
      'd.title',
      'd.category',
      'd.created_at',
      'f.original_name',
      'f.content_type',
      'f.size',
      'p.first_name',
      'p.last_name',
      'p.preferred_name',
    ])
    .where('d.student_id', '=', studentId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    category: r.category,
    filename: downloadName(r.original_name, r.content_type),
    contentType: r.content_type,
    size: Number(r.size),
    uploadedAt: r.created_at,
    uploadedBy:
      r.first_name !== null && r.last_name !== null
        ? personName({ first_name: r.first_name, last_name: r.last_name, preferred_name: r.preferred_name })
        : null,
  }));
}
