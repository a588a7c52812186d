import { DOCUMENT_TYPES } from '@collegium/domain/student-files';
import type { SupportEvidenceUpload } from '@collegium/domain/student-support';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { auditActor } from '../../http/actor.ts';
import { validationFailed } from '../../http/errors.ts';
import type { OwnStudent } from '../../http/own-student.ts';
import { checkFileContent } from '../files/content-check.ts';
import type { FileStore } from '../files/file-store.ts';
import { withStoredFile } from '../files/stored-files.ts';
import type { readUpload } from '../files/uploads.ts';

// POST /forms/student/support-evidence: the student's evidence file for a declaration, checked by
// its content (PDF, JPEG, PNG, DOCX), stored with its audit entry in one transaction; the
// declaration then names its id.

export async function storeSupportEvidence(
  ctx: AppContext,
  store: FileStore,
  me: OwnStudent,
  upload: Awaited<ReturnType<typeof readUpload>>,
): Promise<SupportEvidenceUpload> {
  const checked = await checkFileContent(upload.bytes, DOCUMENT_TYPES);
  if (!checked.ok) throw validationFailed([{ param: 'file', message: checked.message }]);
  const contentType = checked.contentType;
  const file = { bytes: upload.bytes, originalName: upload.filename, contentType, uploadedByUserId: me.auth.user.id };
  const stored = await withStoredFile(ctx.db, store, file, async (trx, saved) => {
    const changes = { fileId: saved.id, contentType, size: saved.size, sha256: saved.sha256 };
    await recordAudit(trx, {
      ...auditActor(me.actor),
      entity: 'students',
      entityId: me.id,
      action: 'support evidence uploaded',
      changes,
      ip: me.actor.ip,
    });
    return saved;
  });
  return { fileId: stored.id, name: upload.filename, size: stored.size };
}
