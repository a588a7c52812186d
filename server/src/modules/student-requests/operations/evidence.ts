import { DOCUMENT_TYPES } from '@collegium/domain/student-files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/schema.ts';
import { auditActor } from '../../../http/actor.ts';
import { attachmentHeader } from '../../../http/download-headers.ts';
import { notFound, validationFailed } from '../../../http/errors.ts';
import type { OwnStudent } from '../../../http/own-student.ts';
import { downloadName } from '../../documents/student-documents.ts';
import { checkFileContent } from '../../files/content-check.ts';
import type { FileStore } from '../../files/file-store.ts';
import { findStoredFile, withStoredFile } from '../../files/stored-files.ts';
import { readUpload, sendStoredFile } from '../../files/uploads.ts';
import { evidenceFileIdOf } from '../extension-queries.ts';

// spec 5: the evidence for an extension, checked by its content (PDF, JPEG, PNG, DOCX) and size;
// the answer's id goes in the extension request's evidenceFileId. The student reads back their
// own; staff with students:view read any.

export async function uploadEvidence(ctx: AppContext, store: FileStore, me: OwnStudent, request: FastifyRequest) {
  const upload = await readUpload(request, ctx.config.documentMaxBytes);
  const checked = await checkFileContent(upload.bytes, DOCUMENT_TYPES);
  if (!checked.ok) throw validationFailed([{ param: 'file', message: checked.message }]);
  const contentType = checked.contentType;
  const stored = await withStoredFile(
    ctx.db,
    store,
    { bytes: upload.bytes, originalName: upload.filename, contentType, uploadedByUserId: me.auth.user.id },
    async (trx, file) => {
      await recordAudit(trx, {
        ...auditActor(me.actor),
        entity: 'students',
        entityId: me.id,
        action: 'extension evidence uploaded',
        changes: { fileId: file.id, contentType, size: file.size, sha256: file.sha256 },
        ip: me.actor.ip,
      });
      return file;
    },
  );
  return { fileId: stored.id, name: upload.filename, size: stored.size };
}

/** Sends an extension's evidence file; only the given student's when one is named. */
export async function sendEvidence(
  db: Kysely<Database>,
  store: FileStore,
  request: FastifyRequest,
  reply: FastifyReply,
  extensionId: number,
  studentId?: number,
) {
  const fileId = await evidenceFileIdOf(db, extensionId, studentId);
  const file = fileId ? await findStoredFile(db, fileId) : null;
  if (!file) throw notFound('There is no evidence file for this request.');
  return sendStoredFile(request, reply, store, file, {
    'Content-Disposition': attachmentHeader(downloadName(file.original_name, file.content_type)),
    'Cache-Control': 'private, no-cache',
  });
}
