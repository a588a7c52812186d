import type { SubjectAccessExport } from '@collegium/domain/privacy';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { notifyJobsQueued } from '../jobs/wake.ts';
import { personSummary } from './person-summary.ts';
import { requestSubjectAccess } from './subject-access.ts';

// What an admin does with subject-access exports (issue 15): ask for one (the job builds it) and
// download a finished one (audited), for routes.ts.

export interface PrivacyActor {
  userId: number;
  asUserId: number | null;
  ip: string;
}

/** Queues an export of everything held about a person; answers the new export's summary. */
export async function askForSubjectAccess(
  database: Db,
  personId: number,
  actor: PrivacyActor,
): Promise<SubjectAccessExport> {
  const db = database.kysely;
  const person = await db.selectFrom('people').select('id').where('id', '=', personId).executeTakeFirst();
  if (!person) throw notFound('There is no person with that id.');
  const id = await db.transaction().execute((trx) =>
    requestSubjectAccess(trx, {
      personId: person.id,
      requestedByUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
    }),
  );
  notifyJobsQueued();
  const summary = await personSummary(database, person.id);
  const created = summary?.exports.find((e) => e.id === id);
  if (!created) throw notFound('The export request has gone.');
  return created;
}

/** A finished export's stored file, its download written to the audit log. */
export async function subjectAccessDownload(db: Kysely<Database>, exportId: number, actor: PrivacyActor) {
  const row = await db
    .selectFrom('subject_access_exports')
    .select(['file_id', 'person_id'])
    .where('id', '=', exportId)
    .executeTakeFirst();
  if (!row || row.file_id === null) throw notFound('This export is not ready.');
  const file = await findStoredFile(db, row.file_id);
  if (!file) throw notFound('The export file could not be found.');
  await recordAudit(db, {
    actorUserId: actor.userId,
    asUserId: actor.asUserId,
    ip: actor.ip,
    entity: 'people',
    entityId: row.person_id,
    action: 'subject access downloaded',
    changes: { exportId },
  });
  return file;
}
