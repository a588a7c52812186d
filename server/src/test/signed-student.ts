import { academicYearOf } from '@collegium/domain/academic-year';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { type BuiltUser, buildStudent, buildUser, login } from './factories.ts';

// Test helper for the request tests: a signed-in student with a place on a module of this
// academic year that has one assignment (due 2027-01-10 unless told).

export interface SignedStudent {
  user: BuiltUser;
  cookie: string;
  studentId: number;
  engagementId: number;
  sessionId: number;
  moduleInstanceId: number;
  assignmentId: number;
  moduleCode: string;
}

export async function signedStudent(
  app: FastifyInstance,
  db: Db,
  o: Parameters<typeof buildStudent>[2] = {},
  dueDate = '2027-01-10',
): Promise<SignedStudent> {
  const user = await buildUser(db, {
    permissions: 'forms:student',
    firstName: 'Req',
    lastName: `Student${Math.floor(Math.random() * 1e6)}`,
  });
  const s = await buildStudent(db, user.personId, o);
  const now = new Date().toISOString();
  const session = await db.kysely
    .selectFrom('engagement_sessions')
    .select('id')
    .where('engagement_id', '=', s.engagementId)
    .executeTakeFirstOrThrow();
  const code = `R${Math.floor(Math.random() * 1e7)}`;
  const module = await db.kysely
    .insertInto('modules')
    .values({
      code,
      title: 'Reading the Psalms',
      credits: 20,
      level: '4',
      programme: null,
      hub_weeks: null,
      residentials: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const instance = await db.kysely
    .insertInto('module_instances')
    .values({
      module_id: module.id,
      academic_year: academicYearOf(new Date()),
      hub: 'Durham',
      tutor_id: null,
      starts_on: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('results')
    .values({
      engagement_id: s.engagementId,
      session_id: session.id,
      module_instance_id: instance.id,
      outcome: 'Enrolled',
      mark: null,
      credits_awarded: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const assignment = await db.kysely
    .insertInto('assignments')
    .values({
      module_instance_id: instance.id,
      title: 'Essay 1',
      due_date: dueDate,
      weight: 100,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    user,
    cookie: await login(app, user),
    studentId: s.id,
    engagementId: s.engagementId,
    sessionId: session.id,
    moduleInstanceId: instance.id,
    assignmentId: assignment.id,
    moduleCode: code,
  };
}
