import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { studentOn, today } from '../engagements/engagement-test-support.ts';
import { alumniFromCompletions } from './alumni-from-completion.ts';

// Issue 17: completing an engagement makes the student an alumnus in the same transaction.

const { app, db } = await createTestApp();
const registrar = await buildUser(db, { permissions: 'students:view students:edit', firstName: 'Rita' });
const editor = await login(app, registrar);

const complete = (engagementId: number, version = 1, effectiveDate = today()) =>
  app.inject({
    method: 'POST',
    url: `/api/engagements/${engagementId}/status`,
    headers: { cookie: editor },
    payload: { status: 'Completed', reason: 'Exam board confirmed the award.', effectiveDate, version },
  });

const personOf = async (student: { id: number }) =>
  Number(
    (await db.kysely.selectFrom('students').select('person_id').where('id', '=', student.id).executeTakeFirstOrThrow())
      .person_id,
  );

const alumniOf = async (student: { id: number }) =>
  db.kysely
    .selectFrom('alumni')
    .selectAll()
    .where('person_id', '=', await personOf(student))
    .orderBy('id')
    .execute();

const auditOf = (alumniId: number) =>
  db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'alumni')
    .where('entity_id', '=', String(alumniId))
    .orderBy('id')
    .execute();

describe('completion makes an alumnus', () => {
  it('a Completed engagement gives one alumni record with programme, year and hub, audited', async () => {
    const student = await studentOn(db, { programmeCode: 'MA', hub: 'Bristol' });
    const res = await complete(student.engagementId, 1, '2026-07-14');
    expect(res.statusCode, res.body).toBe(200);
    const [alumnus, ...more] = await alumniOf(student);
    expect(more).toEqual([]);
    expect(alumnus).toMatchObject({
      programme: 'MA',
      graduation_year: 2026,
      hub: 'Bristol',
      exit_award: null,
      engagement_id: student.engagementId,
    });
    const audit = await auditOf(alumnus!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actor_user_id: registrar.id });
    expect(JSON.parse(audit[0]!.changes!)).toContainEqual({
      field: 'engagement',
      before: null,
      after: student.engagementId,
    });

    // Running again (an import, a later edit) makes nothing new.
    expect(await alumniFromCompletions(db.kysely, { actorUserId: null })).toBe(0);
    expect(await alumniOf(student)).toHaveLength(1);
  });

  it('an award given after completion reaches the alumni record, audited', async () => {
    const student = await studentOn(db);
    expect((await complete(student.engagementId)).statusCode).toBe(200);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/engagements/${student.engagementId}`,
      headers: { cookie: editor },
      payload: { version: 2, exitAward: 'DipHE' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [alumnus] = await alumniOf(student);
    expect(alumnus).toMatchObject({ exit_award: 'DipHE', version: 2 });
    const audit = await auditOf(alumnus!.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.changes!)).toEqual([{ field: 'exitAward', before: null, after: 'DipHE' }]);
  });

  it('adopts an earlier record of the same person and programme instead of making a second', async () => {
    const student = await studentOn(db, { programmeCode: 'BTh' });
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('alumni')
      .values({
        person_id: await personOf(student),
        programme: 'BTh',
        graduation_year: 2020,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await complete(student.engagementId, 1, '2026-06-30')).statusCode).toBe(200);
    const rows = await alumniOf(student);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ engagement_id: student.engagementId, graduation_year: 2026 });
  });

  it('makes no alumnus of an engagement that ends otherwise, nor of a refused change', async () => {
    const withdrawn = await studentOn(db);
    const res = await app.inject({
      method: 'POST',
      url: `/api/engagements/${withdrawn.engagementId}/status`,
      headers: { cookie: editor },
      payload: { status: 'Withdrawn', reason: 'Left.', effectiveDate: today(), version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alumniOf(withdrawn)).toEqual([]);

    const stale = await studentOn(db);
    expect((await complete(stale.engagementId, 7)).statusCode).toBe(409);
    expect(await alumniOf(stale)).toEqual([]);
  });

  it('the whole sweep (students import) makes records for Completed engagements that lack one', async () => {
    const student = await studentOn(db, { status: 'Completed', programmeCode: 'CertHE' });
    expect(await alumniOf(student)).toEqual([]);
    expect(await alumniFromCompletions(db.kysely, { actorUserId: registrar.id })).toBeGreaterThanOrEqual(1);
    expect(await alumniOf(student)).toMatchObject([{ programme: 'CertHE', engagement_id: student.engagementId }]);
  });
});
