import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditsOf, caller, params, type Signed, signedStudent } from '../../test/student-calls.ts';

// spec 7.3 (issue 5): GET/PUT forms/student/folder-request, the signed-in student's own, and the
// registry's queue (GET students/folder-requests, POST students/folder-requests/:id/decision).

const t = await createTestApp();
const call = caller(t);

let ann: Signed;
let bob: Signed;
beforeAll(async () => {
  ann = await signedStudent(t, 'forms:student');
  bob = await signedStudent(t, 'forms:student', { partnerId: 42 });
});

describe('access', () => {
  it('needs forms:student', async () => {
    const staff = await login(t.app, await buildUser(t.db, { permissions: 'students:view' }));
    expect((await call('GET', 'forms/student/folder-request', staff)).statusCode).toBe(403);
    const body = { reason: 'For my records please', delivery: 'Email' };
    expect((await call('PUT', 'forms/student/folder-request', staff, body)).statusCode).toBe(403);
  });
});

describe('folder request', () => {
  it('checks the reason and the delivery field by field', async () => {
    const res = await call('PUT', 'forms/student/folder-request', ann.cookie, { reason: 'pls', delivery: 'Pigeon' });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['delivery', 'reason']);
  });

  it('refuses post when the record has no address', async () => {
    const res = await call('PUT', 'forms/student/folder-request', ann.cookie, {
      reason: 'I am applying to another college.',
      delivery: 'Post',
    });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['delivery']);
  });

  it('takes a request (200) to the e-mail on the record, audited, then refuses a second while one is pending', async () => {
    const res = await call('PUT', 'forms/student/folder-request', ann.cookie, {
      reason: 'I am applying to another college.',
      delivery: 'Email',
      studentId: bob.studentId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Pending', delivery: 'Email', sendTo: ann.user.email });
    expect(
      (
        await call('PUT', 'forms/student/folder-request', ann.cookie, {
          reason: 'Once more, please.',
          delivery: 'Email',
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('GET', 'forms/student/folder-request', ann.cookie)).json().items).toHaveLength(1);
    expect((await call('GET', 'forms/student/folder-request', bob.cookie)).json().items).toEqual([]);
    const audits = await auditsOf(t, 'students', ann.user.id);
    expect(audits).toEqual([expect.objectContaining({ action: 'folder requested', entityId: String(ann.studentId) })]);
  });

  it('two at once: exactly one is taken', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call('PUT', 'forms/student/folder-request', bob.cookie, {
          reason: 'For my own records, please.',
          delivery: 'Email',
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.kysely
      .selectFrom('folder_requests')
      .select('id')
      .where('student_id', '=', bob.studentId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await auditsOf(t, 'students', bob.user.id)).toHaveLength(1);
  });

  it('shows staff with students:view the pending requests', async () => {
    const registry = await login(t.app, await buildUser(t.db, { permissions: 'students:view' }));
    const res = await call('GET', 'students/folder-requests', registry);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((i: { studentId: number }) => i.studentId)
        .sort(),
    ).toEqual([ann.studentId, bob.studentId].sort());
    expect(res.json().abilities).toEqual({ canDecide: false });
    expect((await call('GET', 'students/folder-requests', ann.cookie)).statusCode).toBe(403);
  });

  it('lets the registry mark one sent, or decline one with a reason the student reads; once only', async () => {
    const viewer = await login(t.app, await buildUser(t.db, { permissions: 'students:view' }));
    const editor = await buildUser(t.db, {
      permissions: 'students:view students:edit',
      firstName: 'Rita',
      lastName: 'Registry',
    });
    const registry = await login(t.app, editor);
    const [annRequest, bobRequest] = (await Promise.all(
      [ann, bob].map(
        async (s) => (await call('GET', 'forms/student/folder-request', s.cookie)).json().items[0].id as number,
      ),
    )) as [number, number];
    const decide = (id: number, cookie: string, body: object) =>
      call('POST', `students/folder-requests/${id}/decision`, cookie, body);

    expect((await decide(annRequest, viewer, { status: 'Sent', note: '' })).statusCode).toBe(403);
    expect(params((await decide(annRequest, registry, { status: 'Declined', note: ' ' })).body)).toEqual(['note']);
    expect(params((await decide(annRequest, registry, { status: 'Lost', note: '' })).body)).toEqual(['status']);

    const sent = await decide(annRequest, registry, { status: 'Sent', note: 'Sent by secure e-mail.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      id: annRequest,
      status: 'Sent',
      studentId: ann.studentId,
      completedBy: 'Rita Registry',
      decisionNote: 'Sent by secure e-mail.',
    });
    expect((await decide(annRequest, registry, { status: 'Declined', note: 'No.' })).statusCode).toBe(409);
    const declined = await decide(bobRequest, registry, {
      status: 'Declined',
      note: 'We need to confirm who you are first: please call the registry.',
    });
    expect(declined.json()).toMatchObject({ status: 'Declined' });
    expect((await call('GET', 'forms/student/folder-request', bob.cookie)).json().items[0]).toMatchObject({
      status: 'Declined',
      decisionNote: 'We need to confirm who you are first: please call the registry.',
    });
    expect((await decide(999999, registry, { status: 'Sent', note: '' })).statusCode).toBe(404);
    // Each student is told by e-mail what became of the request.
    const mail = await t.db.kysely
      .selectFrom('outbox')
      .select(['to_email', 'template_key', 'data'])
      .where('template_key', '=', 'folder-request-outcome')
      .orderBy('id')
      .execute();
    expect(mail.map((m) => m.to_email)).toEqual([ann.user.email, bob.user.email]);
    expect(JSON.parse(mail[0]!.data)).toMatchObject({
      outcome: `We have sent it by e-mail to ${ann.user.email}.`,
      note: 'Sent by secure e-mail.',
    });
    expect(JSON.parse(mail[1]!.data)).toMatchObject({
      outcome: 'We are not able to send it at present, for the reason below.',
      note: 'We need to confirm who you are first: please call the registry.',
    });

    expect((await call('GET', 'students/folder-requests', viewer)).json().items).toEqual([]);
    expect((await call('GET', 'students/folder-requests', registry)).json().abilities).toEqual({ canDecide: true });
    expect(
      (await call('GET', 'students/folder-requests?status=Sent', viewer)).json().items.map((i: { id: number }) => i.id),
    ).toEqual([annRequest]);
    expect(params((await call('GET', 'students/folder-requests?status=Lost', viewer)).body)).toEqual(['status']);
    const audits = await auditsOf(t, 'students', editor.id);
    expect(audits.map((a) => [a.action, a.entityId])).toEqual([
      ['folder request sent', String(ann.studentId)],
      ['folder request declined', String(bob.studentId)],
    ]);
  });
});
