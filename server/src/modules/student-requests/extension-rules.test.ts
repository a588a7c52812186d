import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { multipartBody, samplePdf, tempFilesDir } from '../files/test-uploads.ts';
import { type SignedStudent, signedStudent } from '../../test/signed-student.ts';

// Issue 11, points 13 and 20: every extension request needs an evidence file (spec 3, 5), the
// 7-day one included; and a student cannot ask for the same assignment without limit (one request
// waiting at a time, none after an approval, one more after a decline, three in all).

const { app, db } = await createTestApp({ FILES_DIR: tempFilesDir() });

const evidence = async (cookie: string) => {
  const body = multipartBody(
    {},
    { filename: 'letter.pdf', contentType: 'application/pdf', bytes: samplePdf('Doctor letter') },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/forms/student/extension-evidence',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().fileId as number;
};
const extUrl = (s: SignedStudent) =>
  `/api/forms/student/extension-request/${s.engagementId}/${s.sessionId}/${s.moduleInstanceId}/`;
const ask = async (s: SignedStudent, extra: object = {}) =>
  app.inject({
    method: 'POST',
    url: extUrl(s),
    headers: { cookie: s.cookie },
    payload: {
      assignmentId: s.assignmentId,
      length: '7 days',
      lastEssayOfYear: false,
      reason: 'Flu.',
      evidenceFileId: await evidence(s.cookie),
      ...extra,
    },
  });
const decide = (id: number, decision: 'Approved' | 'Declined') =>
  app.inject({
    method: 'POST',
    url: `/api/students/requests/Extension/${id}/decision`,
    headers: { cookie: registry },
    payload: { decision },
  });
const count = async (s: SignedStudent) =>
  Number(
    (
      await db.kysely
        .selectFrom('extensions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('engagement_id', '=', s.engagementId)
        .executeTakeFirstOrThrow()
    ).n,
  );

let registry: string;
beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'students:view students:edit' }));
});

describe('evidence for every extension (spec 3, 5)', () => {
  it('refuses a 7-day request without an evidence file, at the field, and writes nothing', async () => {
    const s = await signedStudent(app, db);
    const res = await app.inject({
      method: 'POST',
      url: extUrl(s),
      headers: { cookie: s.cookie },
      payload: { assignmentId: s.assignmentId, length: '7 days', lastEssayOfYear: false, reason: 'Flu all week.' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { param: 'evidenceFileId', message: expect.stringContaining('Every extension request needs an evidence file') },
    ]);
    expect(await count(s)).toBe(0);
  });

  it('takes a 7-day request with its evidence', async () => {
    const s = await signedStudent(app, db);
    const res = await ask(s);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Pending', hasEvidence: true });
  });
});

describe('asking again for the same assignment (issue 11)', () => {
  it('refuses a second request while one waits, with a readable 409', async () => {
    const s = await signedStudent(app, db);
    expect((await ask(s)).statusCode).toBe(201);
    const again = await ask(s, { length: '14 days' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already have an extension request waiting for this assignment/);
    expect(await count(s)).toBe(1);
  });

  it('refuses concurrent duplicates: of five sent at once, one is recorded', async () => {
    const s = await signedStudent(app, db);
    const files = await Promise.all([1, 2, 3, 4, 5].map(() => evidence(s.cookie)));
    const answers = await Promise.all(
      files.map((evidenceFileId) =>
        app.inject({
          method: 'POST',
          url: extUrl(s),
          headers: { cookie: s.cookie },
          payload: {
            assignmentId: s.assignmentId,
            length: '7 days',
            lastEssayOfYear: false,
            reason: 'Flu.',
            evidenceFileId,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await count(s)).toBe(1);
  });

  it('does not take a request without the assignment when the module has assignments', async () => {
    const s = await signedStudent(app, db);
    const res = await ask(s, { assignmentId: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.map((d: { param: string }) => d.param)).toEqual(['assignmentId']);
  });

  it('refuses a new request once one is approved', async () => {
    const s = await signedStudent(app, db);
    const first = await ask(s);
    expect((await decide(first.json().id, 'Approved')).statusCode).toBe(200);
    const again = await ask(s);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already been given an extension/);
  });

  it('after a decline the student may ask once more, not a third time', async () => {
    const s = await signedStudent(app, db);
    const first = await ask(s);
    await decide(first.json().id, 'Declined');
    const second = await ask(s, { length: '14 days' });
    expect(second.statusCode, second.body).toBe(201);
    await decide(second.json().id, 'Declined');
    const third = await ask(s, { length: '21 days' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/declined twice/);
    expect(await count(s)).toBe(2);
  });

  it('withdrawing does not reset the count: three requests in all', async () => {
    const s = await signedStudent(app, db);
    for (let i = 0; i < 3; i++) {
      const made = await ask(s);
      expect(made.statusCode, made.body).toBe(201);
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/forms/student/requests/Extension/${made.json().id}`,
            headers: { cookie: s.cookie },
          })
        ).statusCode,
      ).toBe(204);
    }
    const fourth = await ask(s);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toMatch(/3 extension requests/);
  });
});

describe('issue 19: no extension for work handed in and past due', () => {
  const handIn = async (s: SignedStudent, dueDate: string) => {
    const now = new Date().toISOString();
    await db.kysely.updateTable('assignments').set({ due_date: dueDate }).where('id', '=', s.assignmentId).execute();
    await db.kysely
      .insertInto('submissions')
      .values({
        assignment_id: s.assignmentId,
        engagement_id: s.engagementId,
        submitted_on: dueDate,
        mark: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  };
  const places = async (s: SignedStudent) =>
    (await app.inject({ method: 'GET', url: '/api/forms/student/module-places', headers: { cookie: s.cookie } })).json()
      .items as { assignments: { id: number; submittedOn: string | null }[] }[];

  it('refuses with a readable 409, writes nothing, and says on the module places when it was handed in', async () => {
    const s = await signedStudent(app, db);
    await handIn(s, '2020-01-10');
    const res = await ask(s);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/handed this assignment in and its due date has passed/);
    expect(await count(s)).toBe(0);
    const mine = (await places(s)).flatMap((p) => p.assignments).find((a) => a.id === s.assignmentId);
    expect(mine?.submittedOn).toBe('2020-01-10');
  });

  it('still takes a request for work handed in before a due date still to come', async () => {
    const s = await signedStudent(app, db);
    await handIn(s, '2099-01-10');
    const res = await ask(s);
    expect(res.statusCode, res.body).toBe(201);
  });

  it("gives the registry's queue the due date and the day the work was handed in", async () => {
    const s = await signedStudent(app, db);
    const made = await ask(s);
    expect(made.statusCode, made.body).toBe(201);
    const due = (
      await db.kysely
        .selectFrom('assignments')
        .select('due_date')
        .where('id', '=', s.assignmentId)
        .executeTakeFirstOrThrow()
    ).due_date;
    expect(made.json()).toMatchObject({ dueDate: due, submittedOn: null });
    await handIn(s, due);
    const queue = await app.inject({
      method: 'GET',
      url: '/api/students/requests?type=Extension&pageSize=100',
      headers: { cookie: registry },
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const row = (queue.json().items as { id: number; kind: string }[]).find(
      (r) => r.kind === 'Extension' && r.id === made.json().id,
    );
    expect(row).toMatchObject({ dueDate: due, submittedOn: due });
  });

  it('says nothing was handed in for work not handed in', async () => {
    const s = await signedStudent(app, db);
    const mine = (await places(s)).flatMap((p) => p.assignments).find((a) => a.id === s.assignmentId);
    expect(mine?.submittedOn).toBeNull();
  });
});
