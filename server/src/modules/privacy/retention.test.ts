import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { tempFilesDir } from '../files/test-uploads.ts';
import { runDueJobs } from '../jobs/worker.ts';

// Retention (issue 15): a period per record type, set by an administrator; the records past it
// listed; nothing acted on until the administrator confirms the chosen ones, all or none, each
// audited: old leads anonymised (never someone who applied, studies or signs in), old exports erased.

const { app, db, ctx } = await createTestApp({ FILES_DIR: tempFilesDir() });
let admin: string;
const LONG_AGO = '2022-01-10T09:00:00.000Z';

beforeAll(async () => {
  admin = await login(app, await buildUser(db, { permissions: 'admin:menu admin:admin' }));
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, cookie = admin) =>
  app.inject({ method, url: `/api/privacy/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function lead(first: string, updatedAt: string, personId?: number) {
  const now = new Date().toISOString();
  const pid =
    personId ??
    Number(
      (
        await db.kysely
          .insertInto('people')
          .values({
            first_name: first,
            last_name: 'Lead',
            email: `${first.toLowerCase()}@example.org`,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const row = await db.kysely
    .insertInto('leads')
    .values({ person_id: pid, stage: 'Enquiry', created_at: updatedAt, updated_at: updatedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { personId: pid, leadId: Number(row.id) };
}

describe('retention', () => {
  it('lists old leads once a period is set, and anonymises only the confirmed ones', async () => {
    const old = await lead('Aldhelm', LONG_AGO);
    const recent = await lead('Boniface', new Date().toISOString());
    const user = await buildUser(db, { firstName: 'Ceolfrith' });
    const signsIn = await lead('Ceolfrith', LONG_AGO, user.personId);

    const first = await call('GET', 'retention');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      rules: [
        { recordType: 'leads', months: null, updatedAt: null },
        { recordType: 'unsuccessful-applications', months: null, updatedAt: null },
        { recordType: 'subject-access-exports', months: null, updatedAt: null },
      ],
      due: [],
    });
    expect((await call('GET', 'retention', undefined, await login(app, user))).statusCode).toBe(403);
    const zero = await call('PUT', 'retention/leads', { months: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().details[0]).toEqual({ param: 'months', message: 'The shortest period is one month.' });
    expect((await call('PUT', 'retention/nothing', { months: 3 })).statusCode).toBe(422);

    const set = await call('PUT', 'retention/leads', { months: 24 });
    expect(set.statusCode).toBe(200);
    expect(set.json().due).toEqual([
      { recordType: 'leads', id: old.leadId, personId: old.personId, label: 'Aldhelm Lead', since: LONG_AGO },
    ]);
    // Nothing is erased by setting a period.
    const untouched = await db.kysely
      .selectFrom('people')
      .select('first_name')
      .where('id', '=', old.personId)
      .executeTakeFirstOrThrow();
    expect(untouched.first_name).toBe('Aldhelm');

    // All or none: one id not past its period refuses the lot.
    const mixed = await call('POST', 'retention/confirm', { recordType: 'leads', ids: [old.leadId, recent.leadId] });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toContain(String(recent.leadId));
    expect((await call('POST', 'retention/confirm', { recordType: 'leads', ids: [signsIn.leadId] })).statusCode).toBe(
      409,
    );
    expect((await call('POST', 'retention/confirm', { recordType: 'leads', ids: [] })).statusCode).toBe(422);
    const still = await db.kysely
      .selectFrom('people')
      .select('first_name')
      .where('id', '=', old.personId)
      .executeTakeFirstOrThrow();
    expect(still.first_name).toBe('Aldhelm');

    const done = await call('POST', 'retention/confirm', { recordType: 'leads', ids: [old.leadId] });
    expect(done.statusCode).toBe(200);
    expect(done.json().due).toEqual([]);
    const gone = await db.kysely
      .selectFrom('people')
      .selectAll()
      .where('id', '=', old.personId)
      .executeTakeFirstOrThrow();
    expect(gone).toMatchObject({ first_name: 'Anonymised', email: null });
    for (const p of [recent.personId, user.personId]) {
      const kept = await db.kysely
        .selectFrom('people')
        .select('first_name')
        .where('id', '=', p)
        .executeTakeFirstOrThrow();
      expect(kept.first_name).not.toBe('Anonymised');
    }
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'action'])
      .where('action', 'in', ['retention period changed', 'person anonymised'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { entity: 'retention_rules', entity_id: 'leads', action: 'retention period changed' },
      { entity: 'people', entity_id: String(old.personId), action: 'person anonymised' },
    ]);
  });

  it('erases old subject-access exports (record and zip) once confirmed', async () => {
    const person = await buildUser(db, { firstName: 'Wilfrid' });
    expect((await call('POST', `people/${person.personId}/exports`)).statusCode).toBe(202);
    await runDueJobs(ctx);
    const exp = await db.kysely
      .selectFrom('subject_access_exports')
      .selectAll()
      .where('person_id', '=', person.personId)
      .executeTakeFirstOrThrow();
    expect(exp.file_id).not.toBeNull();
    await db.kysely
      .updateTable('subject_access_exports')
      .set({ created_at: LONG_AGO })
      .where('id', '=', exp.id)
      .execute();
    const set = await call('PUT', 'retention/subject-access-exports', { months: 12 });
    expect(set.json().due).toEqual([expect.objectContaining({ recordType: 'subject-access-exports', id: exp.id })]);
    const done = await call('POST', 'retention/confirm', { recordType: 'subject-access-exports', ids: [exp.id] });
    expect(done.statusCode).toBe(200);
    expect(
      await db.kysely.selectFrom('subject_access_exports').select('id').where('id', '=', exp.id).execute(),
    ).toEqual([]);
    expect(await db.kysely.selectFrom('files').select('id').where('id', '=', exp.file_id!).execute()).toEqual([]);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'people')
      .where('entity_id', '=', String(person.personId))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toContain('subject access export erased');
    // Unset: nothing of that type is listed any more.
    const unset = await call('PUT', 'retention/subject-access-exports', { months: null });
    expect(unset.json().rules[2]).toMatchObject({ recordType: 'subject-access-exports', months: null });
  });

  it('anonymises applicants whose applications ended without a place long ago, keeping the applications', async () => {
    /** An applicant (a user with the Applicant role unless `permissions` says otherwise) with applications. */
    async function applicant(first: string, applications: [status: string, updatedAt: string][], permissions = '') {
      const user = await buildUser(db, { firstName: first, permissions });
      if (permissions === '') {
        const now = new Date().toISOString();
        const role =
          (await db.kysely.selectFrom('roles').select('id').where('name', '=', 'Applicant').executeTakeFirst()) ??
          (await db.kysely
            .insertInto('roles')
            .values({
              name: 'Applicant',
              description: '',
              permissions: 'applications:apply',
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow());
        await db.kysely.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
      }
      const ids: number[] = [];
      for (const [status, updatedAt] of applications) {
        const row = await db.kysely
          .insertInto('applications')
          .values({ person_id: user.personId, status, course: 'BTh', created_at: updatedAt, updated_at: updatedAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(Number(row.id));
      }
      return { personId: user.personId, ids };
    }
    const declined = await applicant('Hilda', [
      ['Declined', LONG_AGO],
      ['Did not respond', LONG_AGO],
    ]);
    const recent = await applicant('Wilfrid', [['Rejected', new Date().toISOString()]]);
    const reapplied = await applicant('Chad', [
      ['Declined', LONG_AGO],
      ['Under review', LONG_AGO],
    ]);
    const studies = await applicant('Cedd', [['Declined', LONG_AGO]]);
    await buildStudent(db, studies.personId);
    const staff = await applicant('Bede', [['Declined', LONG_AGO]], 'students:view');

    const set = await call('PUT', 'retention/unsuccessful-applications', { months: 24 });
    expect(set.statusCode).toBe(200);
    const due = set.json().due.filter((d: { recordType: string }) => d.recordType === 'unsuccessful-applications');
    expect(due.map((d: { id: number }) => d.id)).toEqual(declined.ids);
    expect(due[0]).toMatchObject({ personId: declined.personId, label: expect.stringMatching(/^Hilda .*Declined\)$/) });

    const refused = await call('POST', 'retention/confirm', {
      recordType: 'unsuccessful-applications',
      ids: [...declined.ids, reapplied.ids[0]],
    });
    expect(refused.statusCode).toBe(409);
    const done = await call('POST', 'retention/confirm', {
      recordType: 'unsuccessful-applications',
      ids: declined.ids,
    });
    expect(done.statusCode).toBe(200);
    const person = await db.kysely
      .selectFrom('people')
      .select('first_name')
      .where('id', '=', declined.personId)
      .executeTakeFirstOrThrow();
    expect(person.first_name).toBe('Anonymised');
    // The applications stay for the admissions counts, with their statuses.
    const kept = await db.kysely
      .selectFrom('applications')
      .select('status')
      .where('person_id', '=', declined.personId)
      .orderBy('id')
      .execute();
    expect(kept.map((a) => a.status)).toEqual(['Declined', 'Did not respond']);
    const anonymisations = await db.kysely
      .selectFrom('person_anonymisations')
      .select('person_id')
      .where('person_id', '=', declined.personId)
      .execute();
    expect(anonymisations).toHaveLength(1);
    for (const p of [recent, reapplied, studies, staff]) {
      const other = await db.kysely
        .selectFrom('people')
        .select('first_name')
        .where('id', '=', p.personId)
        .executeTakeFirstOrThrow();
      expect(other.first_name).not.toBe('Anonymised');
    }
    expect(
      (await call('GET', 'retention'))
        .json()
        .due.filter((d: { recordType: string }) => d.recordType === 'unsuccessful-applications'),
    ).toEqual([]);
  });
});
