import { academicYearOf } from '@collegium/domain/academic-year';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { multipartBody, samplePdf, tempFilesDir } from '../files/test-uploads.ts';
import { type SignedStudent, signedStudent } from '../../test/signed-student.ts';

// Issue 5: GET forms/student/module-places, what the extension screens offer: the caller's own
// module places of this year with the ids an extension request names, and each module's
// assignments with their due dates and the extensions pending or granted.

const { app, db } = await createTestApp({ DOCUMENT_MAX_MB: '3', FILES_DIR: tempFilesDir() });
const get = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/forms/student/module-places', headers: { cookie } });
const post = (url: string, cookie: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload });
/** Every extension request needs its evidence file (spec 3, 5). */
const evidence = async (cookie: string) => {
  const body = multipartBody({}, { filename: 'letter.pdf', contentType: 'application/pdf', bytes: samplePdf() });
  return (
    await app.inject({
      method: 'POST',
      url: '/api/forms/student/extension-evidence',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    })
  ).json().fileId as number;
};
const extUrl = (s: SignedStudent) =>
  `/api/forms/student/extension-request/${s.engagementId}/${s.sessionId}/${s.moduleInstanceId}/`;

let ann: SignedStudent;
let bob: SignedStudent;
let registry: string;

beforeAll(async () => {
  ann = await signedStudent(app, db, {}, '2027-01-10');
  bob = await signedStudent(app, db, {}, '2027-02-14');
  registry = await login(app, await buildUser(db, { permissions: 'students:view students:edit' }));
});

describe('the student’s module places', () => {
  it('lists only the caller’s places of this year, with the ids and the assignments', async () => {
    const res = await get(ann.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      evidenceMaxBytes: 3 * 1024 * 1024,
      items: [
        {
          engagementId: ann.engagementId,
          sessionId: ann.sessionId,
          moduleInstanceId: ann.moduleInstanceId,
          module: { code: ann.moduleCode, title: 'Reading the Psalms' },
          assignments: [
            {
              id: ann.assignmentId,
              title: 'Essay 1',
              dueDate: '2027-01-10',
              effectiveDueDate: '2027-01-10',
              submittedOn: null,
              extensions: [],
            },
          ],
        },
      ],
    });
    const bobs = (await get(bob.cookie)).json();
    expect(bobs.items.map((i: { moduleInstanceId: number }) => i.moduleInstanceId)).toEqual([bob.moduleInstanceId]);
  });

  it('reads no id from the request: a query naming another student changes nothing', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/forms/student/module-places?studentId=${bob.studentId}&engagementId=${bob.engagementId}`,
      headers: { cookie: ann.cookie },
    });
    expect(res.json().items.map((i: { engagementId: number }) => i.engagementId)).toEqual([ann.engagementId]);
  });

  it('leaves out last year’s modules and places no longer studied', async () => {
    const now = new Date().toISOString();
    const old = await db.kysely
      .insertInto('module_instances')
      .values({
        module_id: (
          await db.kysely
            .selectFrom('module_instances')
            .select('module_id')
            .where('id', '=', ann.moduleInstanceId)
            .executeTakeFirstOrThrow()
        ).module_id,
        academic_year: academicYearOf(new Date()) - 1,
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
        engagement_id: ann.engagementId,
        session_id: ann.sessionId,
        module_instance_id: old.id,
        outcome: 'Enrolled',
        mark: null,
        credits_awarded: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const withdrawn = await signedStudent(app, db);
    await db.kysely
      .updateTable('results')
      .set({ outcome: 'Withdrawn' })
      .where('engagement_id', '=', withdrawn.engagementId)
      .execute();
    expect((await get(ann.cookie)).json().items).toHaveLength(1);
    expect((await get(withdrawn.cookie)).json().items).toEqual([]);
  });

  it('shows a pending extension, then the approved one moves the due date; withdrawn ones are left out', async () => {
    const withdrawnOne = await post(extUrl(ann), ann.cookie, {
      assignmentId: ann.assignmentId,
      length: '7 days',
      lastEssayOfYear: false,
      reason: 'A cold.',
      evidenceFileId: await evidence(ann.cookie),
    });
    await app.inject({
      method: 'DELETE',
      url: `/api/forms/student/requests/Extension/${withdrawnOne.json().id}`,
      headers: { cookie: ann.cookie },
    });
    const made = await post(extUrl(ann), ann.cookie, {
      assignmentId: ann.assignmentId,
      length: '7 days',
      lastEssayOfYear: false,
      reason: 'Flu.',
      evidenceFileId: await evidence(ann.cookie),
    });
    expect(made.statusCode, made.body).toBe(201);
    const pending = (await get(ann.cookie)).json().items[0].assignments[0];
    expect(pending.extensions).toMatchObject([
      { id: made.json().id, status: 'Pending', length: '7 days', newDueDate: null },
    ]);
    expect(pending.effectiveDueDate).toBe('2027-01-10');
    expect((await get(bob.cookie)).json().items[0].assignments[0].extensions).toEqual([]);
    await post(`/api/students/requests/Extension/${made.json().id}/decision`, registry, { decision: 'Approved' });
    const approved = (await get(ann.cookie)).json().items[0].assignments[0];
    expect(approved.extensions).toMatchObject([{ status: 'Approved', newDueDate: '2027-01-17' }]);
    expect(approved.effectiveDueDate).toBe('2027-01-17');
  });

  it('is for students only', async () => {
    expect((await get(registry)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/forms/student/module-places' })).statusCode).toBe(401);
  });
});
