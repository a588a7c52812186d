import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { noStudent } from '../../http/student-id-param.ts';
import { readEmergencyContacts } from './emergency-contacts.ts';
import {
  dbsView as dbsOf,
  detailsRow,
  policiesViewOf,
  readPersonalDetails,
  residentialView,
  safeguardingView as safeguardingOf,
} from './form-details.ts';
import { readLearningSupport } from './learning-support.ts';

// GET /students/:id/portal-forms: what a student entered in the portal, read by staff on the
// record's Portal forms tab. DBS and learning support are special category, so each read is
// audited (learning support only when there is one to read).

export async function staffPortalForms(db: Kysely<Database>, id: number, actor: Actor) {
  const exists = await db
    .selectFrom('students')
    .innerJoin('people', 'people.id', 'students.person_id')
    .select(['students.person_id', 'people.updated_at'])
    .where('students.id', '=', id)
    .executeTakeFirst();
  if (!exists) throw noStudent(id);
  const [personal, contacts, row, support, supportRow] = await Promise.all([
    readPersonalDetails(db, exists.person_id),
    readEmergencyContacts(db, id),
    detailsRow(db, id),
    readLearningSupport(db, id),
    db.selectFrom('learning_support').select('updated_at').where('student_id', '=', id).executeTakeFirst(),
  ]);
  const audited = {
    ...auditActor(actor),
    entity: 'students',
    entityId: id,
    changes: { via: 'portal-forms' },
    ip: actor.ip,
  };
  await recordAudit(db, { ...audited, action: 'dbs.read' });
  if (support) await recordAudit(db, { ...audited, action: 'learning-support.read' });
  const { updatedAt: _u, ...policies } = policiesViewOf(row);
  return {
    personalDetails: { ...personal, updatedAt: exists.updated_at },
    emergencyContacts: contacts,
    residentialRequirements: residentialView(row),
    dbs: dbsOf(row),
    safeguarding: safeguardingOf(row),
    policies,
    learningSupport: support && { ...support, updatedAt: supportRow?.updated_at ?? '' },
  };
}
