import { beforeAll, describe, expect, it, vi } from 'vitest';

// Forces a failure in the middle of a decision: the audit entry of the named action throws.
const failAudit = vi.hoisted(() => ({ action: null as string | null }));
vi.mock('../../audit/audit-log.ts', async (original) => {
  const real = await original<typeof import('../../audit/audit-log.ts')>();
  return {
    ...real,
    recordAudit: async (...args: Parameters<typeof real.recordAudit>) => {
      if (failAudit.action && args[1].action === failAudit.action) throw new Error('forced failure');
      return real.recordAudit(...args);
    },
  };
});
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { multipartBody, samplePdf, tempFilesDir } from '../files/test-uploads.ts';
import { type SignedStudent, signedStudent as signedStudentIn } from '../../test/signed-student.ts';

// Issue 5: the request engine. Students ask for extensions, deferrals, IoS and withdrawals on their
// own records only; staff decide them in one queue; approving moves the engagement in the same
// transaction through the spec 4.2 rule.

const { app, db } = await createTestApp({ FILES_DIR: tempFilesDir(), DOCUMENT_MAX_MB: '1' });
const PDF = samplePdf('A letter from my doctor');

async function upload(cookie: string, bytes: Buffer, filename = 'evidence.pdf') {
  const body = multipartBody({}, { filename, contentType: 'application/pdf', bytes });
  return app.inject({
    method: 'POST',
    url: '/api/forms/student/extension-evidence',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}
const evidence = async (cookie: string) => (await upload(cookie, PDF)).json().fileId as number;

type Signed = SignedStudent;
const signedStudent = (o: Parameters<typeof signedStudentIn>[2] = {}) => signedStudentIn(app, db, o);

const extUrl = (s: Pick<Signed, 'engagementId' | 'sessionId' | 'moduleInstanceId'>) =>
  `/api/forms/student/extension-request/${s.engagementId}/${s.sessionId}/${s.moduleInstanceId}/`;
const post = (url: string, cookie: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload });
const params = (body: string) =>
  (JSON.parse(body) as { details?: { param: string }[] }).details?.map((d) => d.param).sort() ?? [];
const countExtensions = async (engagementId: number) =>
  Number(
    (
      await db.kysely
        .selectFrom('extensions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('engagement_id', '=', engagementId)
        .executeTakeFirstOrThrow()
    ).n,
  );

// Dated today, an approval moves the engagement at once (one dated ahead waits: scheduled-changes.test.ts).
const TODAY = new Date().toISOString().slice(0, 10);
const RETURN = `${Number(TODAY.slice(0, 4)) + 1}-09-01`;
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

let ann: Signed;
let bob: Signed;
let registry: string;
let viewer: string;

beforeAll(async () => {
  ann = await signedStudent();
  bob = await signedStudent();
  registry = await login(app, await buildUser(db, { permissions: 'students:view students:edit' }));
  viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
});

describe('extension requests', () => {
  it('records a pending request on the caller’s own module, audited', async () => {
    const res = await post(extUrl(ann), ann.cookie, {
      assignmentId: ann.assignmentId,
      length: '14 days',
      lastEssayOfYear: false,
      reason: 'I was in hospital for a week.',
      evidenceFileId: await evidence(ann.cookie),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'Extension',
      status: 'Pending',
      studentId: ann.studentId,
      detail: '14 days: Essay 1',
      hasEvidence: true,
    });
    const own = await app.inject({
      method: 'GET',
      url: `/api/forms/student/requests/Extension/${res.json().id}/evidence`,
      headers: { cookie: ann.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/forms/student/requests/Extension/${res.json().id}/evidence`,
          headers: { cookie: bob.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/students/requests/Extension/${res.json().id}/evidence`,
          headers: { cookie: viewer },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/students/requests/Extension/${res.json().id}/evidence`,
          headers: { cookie: bob.cookie },
        })
      ).statusCode,
    ).toBe(403);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('actor_user_id', '=', ann.user.id)
      .where('action', '=', 'extension requested')
      .execute();
    expect(audit).toHaveLength(1);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/forms/student/requests',
      headers: { cookie: ann.cookie },
    });
    expect(mine.json().items.map((i: { id: number }) => i.id)).toContain(res.json().id);
  });

  it('refuses a request without evidence, per field', async () => {
    const res = await post(extUrl(ann), ann.cookie, { length: '8 days', lastEssayOfYear: 'no', reason: '  ' });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['lastEssayOfYear', 'length', 'reason']);
  });

  it('needs a 500-word statement for the last essay of the year beyond 21 days', async () => {
    const short = await post(extUrl(ann), ann.cookie, {
      length: 'more than 21 days',
      lastEssayOfYear: true,
      reason: 'Too ill to write.',
      evidenceFileId: await evidence(ann.cookie),
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().details[0]).toMatchObject({ param: 'reason' });
    expect(short.json().details[0].message).toContain('500-word');
    // A second assignment of the module: the first has a request waiting (one at a time, issue 11).
    const now = new Date().toISOString();
    const second = await db.kysely
      .insertInto('assignments')
      .values({
        module_instance_id: ann.moduleInstanceId,
        title: 'Essay 2',
        due_date: '2027-05-10',
        weight: 50,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const long = await post(extUrl(ann), ann.cookie, {
      assignmentId: second.id,
      length: 'more than 21 days',
      lastEssayOfYear: true,
      reason: Array.from({ length: 500 }, (_, i) => `word${i}`).join(' '),
      evidenceFileId: await evidence(ann.cookie),
    });
    expect(long.statusCode).toBe(201);
  });

  it('needs an evidence file, one the caller uploaded and has not used', async () => {
    const none = await post(extUrl(ann), ann.cookie, {
      length: '21 days',
      lastEssayOfYear: false,
      reason: 'Bereavement.',
    });
    expect(none.statusCode).toBe(422);
    expect(params(none.body)).toEqual(['evidenceFileId']);
    const bobs = await evidence(bob.cookie);
    const stolen = await post(extUrl(ann), ann.cookie, {
      assignmentId: ann.assignmentId,
      length: '21 days',
      lastEssayOfYear: false,
      reason: 'Bereavement.',
      evidenceFileId: bobs,
    });
    expect(stolen.statusCode).toBe(422);
    expect(params(stolen.body)).toEqual(['evidenceFileId']);
    expect(await countExtensions(ann.engagementId)).toBe(2);
  });

  it('accepts evidence only of the allowed types and size', async () => {
    const text = await upload(ann.cookie, Buffer.from('just some text pretending to be a PDF'), 'evidence.pdf');
    expect(text.statusCode).toBe(422);
    expect(params(text.body)).toEqual(['file']);
    const big = await upload(ann.cookie, Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10)]));
    expect(big.statusCode).toBe(413);
    const students = await db.kysely
      .selectFrom('audit_log')
      .select('id')
      .where('actor_user_id', '=', ann.user.id)
      .where('action', '=', 'extension evidence uploaded')
      .execute();
    expect(students.length).toBeGreaterThan(0);
  });

  it('answers 404 and writes nothing for another student’s engagement, session or module', async () => {
    const before = await countExtensions(bob.engagementId);
    const body = {
      length: '7 days',
      lastEssayOfYear: false,
      reason: 'Mine.',
      evidenceFileId: await evidence(ann.cookie),
    };
    for (const ids of [
      { ...ann, engagementId: bob.engagementId },
      { ...ann, sessionId: bob.sessionId },
      { ...ann, moduleInstanceId: bob.moduleInstanceId },
      bob,
    ]) {
      const res = await post(extUrl(ids), ann.cookie, body);
      expect(res.statusCode).toBe(404);
    }
    expect(await countExtensions(bob.engagementId)).toBe(before);
    expect(await countExtensions(ann.engagementId)).toBe(2);
  });

  it('staff approve it and the new due date follows the length', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/students/requests?type=Extension&status=Pending',
      headers: { cookie: viewer },
    });
    expect(list.statusCode).toBe(200);
    // The queue says what the caller may do with it: a viewer may not decide.
    expect(list.json().abilities).toEqual({ canDecide: false });
    const item = list
      .json()
      .items.find(
        (i: { studentId: number; detail: string }) => i.studentId === ann.studentId && i.detail.startsWith('14 days'),
      );
    expect(item).toBeDefined();
    const refused = await post(`/api/students/requests/Extension/${item.id}/decision`, viewer, {
      decision: 'Approved',
    });
    expect(refused.statusCode).toBe(403);
    const res = await post(`/api/students/requests/Extension/${item.id}/decision`, registry, {
      decision: 'Approved',
      note: 'Evidence seen.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Approved', newDueDate: '2027-01-24', decisionNote: 'Evidence seen.' });
    const again = await post(`/api/students/requests/Extension/${item.id}/decision`, registry, {
      decision: 'Declined',
    });
    expect(again.statusCode).toBe(409);
  });

  it('needs the new due date from staff for more than 21 days', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/students/requests?type=Extension&status=Pending',
      headers: { cookie: registry },
    });
    expect(list.json().abilities).toEqual({ canDecide: true });
    const item = list.json().items.find((i: { studentId: number }) => i.studentId === ann.studentId);
    const missing = await post(`/api/students/requests/Extension/${item.id}/decision`, registry, {
      decision: 'Approved',
    });
    expect(missing.statusCode).toBe(422);
    expect(params(missing.body)).toEqual(['newDueDate']);
    const ok = await post(`/api/students/requests/Extension/${item.id}/decision`, registry, {
      decision: 'Approved',
      newDueDate: '2027-03-01',
    });
    expect(ok.json()).toMatchObject({ status: 'Approved', newDueDate: '2027-03-01' });
  });
});

describe('deferral, IoS and withdrawal requests', () => {
  it('validates per field and keeps one pending request of a type', async () => {
    const bad = await post('/api/forms/student/ios-request', bob.cookie, { reason: '', effectiveDate: '2027-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(params(bad.body)).toEqual(['effectiveDate', 'reason']);
    const ok = await post('/api/forms/student/ios-request', bob.cookie, {
      reason: 'Caring for a parent.',
      effectiveDate: TODAY,
      returnDate: RETURN,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ kind: 'IoS', status: 'Pending', studentId: bob.studentId });
    expect(
      (await post('/api/forms/student/ios-request', bob.cookie, { reason: 'Again.', effectiveDate: TODAY })).statusCode,
    ).toBe(409);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/forms/student/ios-request',
      headers: { cookie: bob.cookie },
    });
    expect(mine.json().items).toHaveLength(1);
  });

  it('lets the student withdraw their own pending request only', async () => {
    const made = await post('/api/forms/student/withdrawal-request', bob.cookie, {
      reason: 'Moving abroad.',
      effectiveDate: TODAY,
    });
    const url = `/api/forms/student/requests/Withdrawal/${made.json().id}`;
    expect((await app.inject({ method: 'DELETE', url, headers: { cookie: ann.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: { cookie: bob.cookie } })).statusCode).toBe(204);
    const row = await db.kysely
      .selectFrom('student_requests')
      .select('status')
      .where('id', '=', made.json().id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Withdrawn');
    expect((await app.inject({ method: 'DELETE', url, headers: { cookie: bob.cookie } })).statusCode).toBe(409);
  });

  it('takes any of the three at POST forms/student/requests with its type, and withdraws it at DELETE requests/{id} (spec 7.3)', async () => {
    const noType = await post('/api/forms/student/requests', ann.cookie, {
      reason: 'Moving to Leeds for work.',
      effectiveDate: TODAY,
    });
    expect(noType.statusCode).toBe(422);
    expect(params(noType.body)).toEqual(['type']);
    const made = await post('/api/forms/student/requests', ann.cookie, {
      type: 'Deferral',
      reason: 'Moving to Leeds for work.',
      effectiveDate: TODAY,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ kind: 'Deferral', status: 'Pending', studentId: ann.studentId });
    const url = `/api/forms/student/requests/${made.json().id}`;
    expect((await app.inject({ method: 'DELETE', url, headers: { cookie: bob.cookie } })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/forms/student/requests/999999',
          headers: { cookie: ann.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: { cookie: ann.cookie } })).statusCode).toBe(204);
    const row = await db.kysely
      .selectFrom('student_requests')
      .select(['status', 'type'])
      .where('id', '=', made.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Withdrawn', type: 'Deferral' });
  });

  it('shows the request dates as the college writes dates (DD/MM/YYYY)', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/students/requests?type=IoS&status=Pending',
      headers: { cookie: registry },
    });
    const item = list.json().items.find((i: { studentId: number }) => i.studentId === bob.studentId);
    expect(item.detail).toBe(`From ${shown(TODAY)}, returning ${shown(RETURN)}`);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/forms/student/ios-request',
      headers: { cookie: bob.cookie },
    });
    expect(mine.json().items[0].detail).toBe(`From ${shown(TODAY)}, returning ${shown(RETURN)}`);
  });

  it('approving an IoS needs an intention: refused per field without one, nothing written', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/students/requests?type=IoS&status=Pending&hub=Durham',
      headers: { cookie: registry },
    });
    const item = list.json().items.find((i: { studentId: number }) => i.studentId === bob.studentId);
    expect(item.intention).toBeNull();
    const url = `/api/students/requests/IoS/${item.id}/decision`;
    const missing = await post(url, registry, { decision: 'Approved' });
    expect(missing.statusCode).toBe(422);
    expect(params(missing.body)).toEqual(['intention']);
    const unknown = await post(url, registry, { decision: 'Approved', intention: 'Become a bishop' });
    expect(unknown.statusCode).toBe(422);
    expect(params(unknown.body)).toEqual(['intention']);
    const e = await db.kysely
      .selectFrom('engagements')
      .select(['status', 'intention'])
      .where('id', '=', bob.engagementId)
      .executeTakeFirstOrThrow();
    expect(e).toEqual({ status: 'Current', intention: null });
    const row = await db.kysely
      .selectFrom('student_requests')
      .select('status')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Pending');
  });

  it('a failed approval keeps neither the intention given nor the status', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/students/requests?type=IoS&status=Pending',
      headers: { cookie: registry },
    });
    const item = list.json().items.find((i: { studentId: number }) => i.studentId === bob.studentId);
    failAudit.action = 'request approved';
    const res = await post(`/api/students/requests/IoS/${item.id}/decision`, registry, {
      decision: 'Approved',
      intention: 'Interrupt studies',
    });
    failAudit.action = null;
    expect(res.statusCode).toBe(500);
    const e = await db.kysely
      .selectFrom('engagements')
      .select(['status', 'intention'])
      .where('id', '=', bob.engagementId)
      .executeTakeFirstOrThrow();
    expect(e).toEqual({ status: 'Current', intention: null });
  });

  it('approving an IoS with the intention moves the engagement, stores the intention and the summary in one go', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/students/requests?type=IoS&status=Pending&hub=Durham',
      headers: { cookie: registry },
    });
    const item = list.json().items.find((i: { studentId: number }) => i.studentId === bob.studentId);
    const res = await post(`/api/students/requests/IoS/${item.id}/decision`, registry, {
      decision: 'Approved',
      note: 'Agreed with tutor.',
      intention: 'Interrupt studies',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Approved', intention: 'Interrupt studies' });
    const e = await db.kysely
      .selectFrom('engagements')
      .select(['status', 'intention'])
      .where('id', '=', bob.engagementId)
      .executeTakeFirstOrThrow();
    const s = await db.kysely
      .selectFrom('students')
      .select('status')
      .where('id', '=', bob.studentId)
      .executeTakeFirstOrThrow();
    expect([e.status, e.intention, s.status]).toEqual(['IoS', 'Interrupt studies', 'IoS']);
    const history = await db.kysely
      .selectFrom('engagement_status_changes')
      .select(['to_status'])
      .where('engagement_id', '=', bob.engagementId)
      .execute();
    expect(history.map((h) => h.to_status)).toContain('IoS');
  });

  it('an intention already held is enough to approve an IoS', async () => {
    const carol = await signedStudent();
    await db.kysely
      .updateTable('engagements')
      .set({ intention: 'Continue' })
      .where('id', '=', carol.engagementId)
      .execute();
    const made = await post('/api/forms/student/ios-request', carol.cookie, {
      reason: 'Illness.',
      effectiveDate: TODAY,
    });
    const res = await post(`/api/students/requests/IoS/${made.json().id}/decision`, registry, { decision: 'Approved' });
    expect(res.statusCode, res.body).toBe(200);
    const e = await db.kysely
      .selectFrom('engagements')
      .select(['status', 'intention'])
      .where('id', '=', carol.engagementId)
      .executeTakeFirstOrThrow();
    expect(e).toEqual({ status: 'IoS', intention: 'Continue' });
  });

  it('an illegal move (deferral of a Current engagement) is 422 and writes nothing', async () => {
    const made = await post('/api/forms/student/deferral-request', ann.cookie, {
      reason: 'Not ready to start.',
      effectiveDate: TODAY,
    });
    const res = await post(`/api/students/requests/Deferral/${made.json().id}/decision`, registry, {
      decision: 'Approved',
    });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['decision']);
    const row = await db.kysely
      .selectFrom('student_requests')
      .select('status')
      .where('id', '=', made.json().id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Pending');
    const e = await db.kysely
      .selectFrom('engagements')
      .select('status')
      .where('id', '=', ann.engagementId)
      .executeTakeFirstOrThrow();
    expect(e.status).toBe('Current');
    const declined = await post(`/api/students/requests/Deferral/${made.json().id}/decision`, registry, {
      decision: 'Declined',
      note: 'Please speak to your tutor.',
    });
    expect(declined.json()).toMatchObject({ status: 'Declined', decisionNote: 'Please speak to your tutor.' });
  });

  it('approving the deferral of a student who has not started moves them to Deferred', async () => {
    const starter = await signedStudent({ status: 'Starting' });
    const made = await post('/api/forms/student/deferral-request', starter.cookie, {
      reason: 'My parish post starts late.',
      effectiveDate: TODAY,
    });
    expect(made.statusCode, made.body).toBe(201);
    const res = await post(`/api/students/requests/Deferral/${made.json().id}/decision`, registry, {
      decision: 'Approved',
      note: 'Start next September.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const e = await db.kysely
      .selectFrom('engagements')
      .select('status')
      .where('id', '=', starter.engagementId)
      .executeTakeFirstOrThrow();
    const s = await db.kysely
      .selectFrom('students')
      .select('status')
      .where('id', '=', starter.studentId)
      .executeTakeFirstOrThrow();
    expect([e.status, s.status]).toEqual(['Deferred', 'Deferred']);
  });

  it('a failure after the status change leaves the engagement and the request untouched', async () => {
    const made = await post('/api/forms/student/withdrawal-request', ann.cookie, {
      reason: 'Leaving.',
      effectiveDate: TODAY,
    });
    const history = async () =>
      (
        await db.kysely
          .selectFrom('engagement_status_changes')
          .select('id')
          .where('engagement_id', '=', ann.engagementId)
          .execute()
      ).length;
    const before = await history();
    failAudit.action = 'request approved';
    const res = await post(`/api/students/requests/Withdrawal/${made.json().id}/decision`, registry, {
      decision: 'Approved',
    });
    failAudit.action = null;
    expect(res.statusCode).toBe(500);
    expect(await history()).toBe(before);
    const e = await db.kysely
      .selectFrom('engagements')
      .select('status')
      .where('id', '=', ann.engagementId)
      .executeTakeFirstOrThrow();
    expect(e.status).toBe('Current');
    const row = await db.kysely
      .selectFrom('student_requests')
      .select('status')
      .where('id', '=', made.json().id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Pending');
    // Once the failure is gone the same approval goes through.
    const ok = await post(`/api/students/requests/Withdrawal/${made.json().id}/decision`, registry, {
      decision: 'Approved',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await db.kysely
      .selectFrom('students')
      .select('status')
      .where('id', '=', ann.studentId)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('Withdrawn');
  });
});
