import type { PrivacyPerson } from '@collegium/domain/privacy';
import type { Db } from '../../db/database.ts';
import { collectPersonData } from './person-graph.ts';

// One person for the privacy screen: who they are, the roles they have had, their exports.

const ROLE_TABLES = [
  ['leads', 'Potential student'],
  ['applications', 'Applicant'],
  ['students', 'Student'],
  ['alumni', 'Alumnus'],
  ['donors', 'Donor'],
  ['faculty', 'Faculty'],
  ['users', 'User'],
  ['consents', 'Consent given'],
  ['registrations', 'Event registration'],
] as const;

export async function personSummary(database: Db, id: number): Promise<PrivacyPerson | null> {
  const db = database.kysely;
  const person = await db
    .selectFrom('people')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!person) return null;
  const roles = ['Contact'];
  for (const [table, label] of ROLE_TABLES) {
    const row = await db.selectFrom(table).select('id').where('person_id', '=', id).limit(1).executeTakeFirst();
    if (row) roles.push(label);
  }
  const anonymised = await db
    .selectFrom('person_anonymisations')
    .select('anonymised_at')
    .where('person_id', '=', id)
    .executeTakeFirst();
  const exports = await db
    .selectFrom('subject_access_exports')
    .leftJoin('users', 'users.id', 'subject_access_exports.requested_by_user_id')
    .select([
      'subject_access_exports.id',
      'subject_access_exports.status',
      'subject_access_exports.folder_request_id',
      'subject_access_exports.created_at',
      'subject_access_exports.finished_at',
      'subject_access_exports.file_id',
      'users.email as requested_by',
    ])
    .where('subject_access_exports.person_id', '=', id)
    .orderBy('subject_access_exports.id', 'desc')
    .execute();
  const data = await collectPersonData(database, id);
  const held = Object.entries(data.tables)
    .filter(([, rows]) => rows.length > 0)
    .map(([table, rows]) => ({ table, rows: rows.length }));
  if (data.fileIds.length > 0) held.push({ table: 'files', rows: data.fileIds.length });
  return {
    id: person.id,
    name: `${person.first_name} ${person.last_name}`,
    email: person.email,
    roles,
    anonymisedAt: anonymised?.anonymised_at ?? null,
    held,
    exports: exports.map((e) => ({
      id: e.id,
      status: e.status as 'queued' | 'done' | 'failed',
      requestedBy: e.requested_by,
      viaFolderRequest: e.folder_request_id !== null,
      createdAt: e.created_at,
      finishedAt: e.finished_at,
      hasFile: e.file_id !== null,
    })),
  };
}
