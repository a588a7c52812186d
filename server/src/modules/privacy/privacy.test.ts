import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { tempFilesDir } from '../files/test-uploads.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { foreignKeys, isActorLink } from './person-graph.ts';

// The person's own data (issue 15): the subject-access export holds every table that points at
// the person (found by walking the schema's foreign keys here, so a new table cannot be
// forgotten), with the person's rows; anonymisation keeps the records and removes the person.

const { app, db, ctx } = await createTestApp({ FILES_DIR: tempFilesDir() });
let admin: string;

beforeAll(async () => {
  admin = await login(app, await buildUser(db, { permissions: 'admin:menu admin:admin' }));
});

/** Tables reachable from people through foreign keys that are not "who did it" links. */
async function tablesAboutPeople(): Promise<Set<string>> {
  const fks = (await foreignKeys(db)).filter(
    (fk) => !isActorLink(fk) && fk.references !== 'files' && fk.table !== 'files',
  );
  const reached = new Set(['people']);
  for (let grew = true; grew;) {
    grew = false;
    for (const fk of fks) {
      if (reached.has(fk.references) && !reached.has(fk.table)) {
        reached.add(fk.table);
        grew = true;
      }
    }
  }
  return reached;
}

describe('subject access', () => {
  it('exports every table that references the person, with their rows, as a job; audited', async () => {
    const user = await buildUser(db, { firstName: 'Hilda', lastName: 'Whitby' });
    const student = await buildStudent(db, user.personId);
    const expected = await tablesAboutPeople();
    expect(expected.has('users')).toBe(true);
    expect(expected.has('students')).toBe(true);
    expect(expected.has('engagements')).toBe(true);

    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/privacy/people/${user.personId}/exports`,
          headers: { cookie: await login(app, user) },
        })
      ).statusCode,
    ).toBe(403);
    const queued = await app.inject({
      method: 'POST',
      url: `/api/privacy/people/${user.personId}/exports`,
      headers: { cookie: admin },
    });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ status: 'queued', hasFile: false });
    await runDueJobs(ctx);
    const person = (
      await app.inject({ method: 'GET', url: `/api/privacy/people/${user.personId}`, headers: { cookie: admin } })
    ).json();
    expect(person.roles).toEqual(expect.arrayContaining(['Contact', 'Student', 'User']));
    const exp = person.exports[0];
    expect(exp).toMatchObject({ status: 'done', hasFile: true });

    const file = await app.inject({
      method: 'GET',
      url: `/api/privacy/exports/${exp.id}/file`,
      headers: { cookie: admin },
    });
    expect(file.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(file.rawPayload);
    const inZip = new Set(
      Object.keys(zip.files)
        .filter((n) => n.startsWith('data/'))
        .map((n) => n.slice(5, -5)),
    );
    for (const table of expected) expect(inZip, `the export lacks ${table}`).toContain(table);
    const people = JSON.parse(await zip.file('data/people.json')!.async('string'));
    expect(people).toEqual([expect.objectContaining({ id: user.personId, first_name: 'Hilda', last_name: 'Whitby' })]);
    const students = JSON.parse(await zip.file('data/students.json')!.async('string'));
    expect(students.map((s: { id: number }) => s.id)).toEqual([student.id]);
    const users = JSON.parse(await zip.file('data/users.json')!.async('string'));
    expect(users[0].password_hash).toBe('[not exported]');
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(manifest.personId).toBe(user.personId);

    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'people')
      .where('entity_id', '=', String(user.personId))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'subject access requested',
      'subject access exported',
      'subject access downloaded',
    ]);
  });
});

describe('anonymisation', () => {
  it('needs the id typed again, keeps the student record and removes the person', async () => {
    const user = await buildUser(db, { firstName: 'Cuthbert', lastName: 'Farne' });
    const student = await buildStudent(db, user.personId);
    await db.kysely
      .updateTable('people')
      .set({ post_code: 'DH1 3LE', date_of_birth: '1980-06-15', phone: '0191 000' })
      .where('id', '=', user.personId)
      .execute();
    const cookie = await login(app, user);
    const url = `/api/privacy/people/${user.personId}/anonymise`;
    const wrong = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: admin },
      payload: { reason: 'Asked to be forgotten', confirmId: user.personId + 1 },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details[0].param).toBe('confirmId');

    const done = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: admin },
      payload: { reason: 'Asked to be forgotten', confirmId: user.personId },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ name: `Anonymised Person ${user.personId}`, email: null });
    expect(done.json().anonymisedAt).not.toBeNull();
    const person = await db.kysely
      .selectFrom('people')
      .selectAll()
      .where('id', '=', user.personId)
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      first_name: 'Anonymised',
      email: null,
      phone: null,
      post_code: 'DH1',
      date_of_birth: '1980-01-01',
    });
    // The student (HESA and finance counts) stays; the account is closed and signed out.
    expect(await db.kysely.selectFrom('students').select('id').where('id', '=', student.id).execute()).toHaveLength(1);
    const account = await db.kysely.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ active: 0, password_hash: null, email: `anonymised-${user.id}@invalid` });
    expect(cookie).toContain('collegium_session=');
    expect(await db.kysely.selectFrom('sessions').select('user_id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url,
          headers: { cookie: admin },
          payload: { reason: 'Again', confirmId: user.personId },
        })
      ).statusCode,
    ).toBe(409);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'people')
      .where('entity_id', '=', String(user.personId))
      .execute();
    expect(audit.map((a) => a.action)).toContain('person anonymised');
  });
});

describe('finding a person', () => {
  it('searches every person by name, e-mail or record number, for admin:admin only; says what is held', async () => {
    const user = await buildUser(db, { firstName: 'Aethelwold', lastName: 'Wintoniensis' });
    await buildStudent(db, user.personId);
    const find = (search: string, cookie = admin) =>
      app.inject({
        method: 'GET',
        url: `/api/privacy/people?search=${encodeURIComponent(search)}`,
        headers: { cookie },
      });
    const byName = (await find('aethelwold WINTON')).json().items;
    expect(byName).toEqual([
      { id: user.personId, name: 'Aethelwold Wintoniensis', email: user.email, birthYear: null, anonymised: false },
    ]);
    expect((await find(user.email.toUpperCase())).json().items.map((p: { id: number }) => p.id)).toEqual([
      user.personId,
    ]);
    expect((await find(String(user.personId))).json().items.map((p: { id: number }) => p.id)).toContain(user.personId);
    expect((await find('100%_')).json().items).toEqual([]);
    const short = await find('w');
    expect(short.statusCode).toBe(422);
    expect(short.json().details[0].param).toBe('search');
    expect((await find('winton', await login(app, user))).statusCode).toBe(403);

    const person = (
      await app.inject({ method: 'GET', url: `/api/privacy/people/${user.personId}`, headers: { cookie: admin } })
    ).json();
    expect(person.held).toEqual(
      expect.arrayContaining([
        { table: 'people', rows: 1 },
        { table: 'users', rows: 1 },
        { table: 'students', rows: 1 },
      ]),
    );
  });
});
