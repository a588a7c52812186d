import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { type SignedStudent, signedStudent } from '../../test/signed-student.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 19, GET /dashboard/work: each staff role sees its own work, counted on the server and only
// where the caller's permissions allow it; each count names the list behind it.

const { app, db } = await createTestApp({ FEATURES: 'invoices' });

const work = async (cookie: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/dashboard/work', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { key: string; label: string; count: number; to: string }[];
};
const as = async (permissions: string) => {
  const user = await buildUser(db, { permissions });
  return { user, cookie: await login(app, user) };
};
const now = new Date().toISOString();

async function pendingExtension(s: SignedStudent) {
  await db.kysely
    .insertInto('extensions')
    .values({
      engagement_id: s.engagementId,
      session_id: s.sessionId,
      module_instance_id: s.moduleInstanceId,
      assignment_id: s.assignmentId,
      length: '7 days',
      reason: 'Flu.',
      evidence_file_id: null,
      status: 'Pending',
      original_due_date: '2027-01-10',
      new_due_date: null,
      requested_at: now,
      decided_by_user_id: null,
      decided_at: null,
      decision_note: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

let ann: SignedStudent;
beforeAll(async () => {
  ann = await signedStudent(app, db);
  await pendingExtension(ann);
});

describe('GET /dashboard/work', () => {
  it('needs a session and dashboard:view', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/work' })).statusCode).toBe(401);
    const { cookie } = await as('forms:student');
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/work', headers: { cookie } })).statusCode).toBe(403);
  });

  it('shows the registry the requests waiting, linked to the queue, and follows new requests', async () => {
    const { cookie } = await as('dashboard:view students:view students:edit');
    const before = await work(cookie);
    expect(before.map((i) => i.key)).toEqual(['requests']);
    expect(before[0]).toMatchObject({ to: '/students/requests', label: expect.stringMatching(/requests waiting/) });
    expect(before[0]!.count).toBeGreaterThanOrEqual(1);
    await pendingExtension(await signedStudent(app, db));
    expect((await work(cookie))[0]!.count).toBe(before[0]!.count + 1);
  });

  it('shows admissions the applications submitted and the references outstanding, with the filter in the link', async () => {
    const { cookie } = await as('dashboard:view applications:menu applications:view');
    const items = await work(cookie);
    expect(items.map((i) => i.key)).toEqual(['applications', 'references']);
    expect(items[0]!.to).toBe('/applications/all?status=Submitted');
  });

  it('shows finance the overdue invoices and the failed postings', async () => {
    const { cookie } = await as('dashboard:view finance:menu students:invoice');
    const items = await work(cookie);
    expect(items.map((i) => i.key)).toEqual(['overdueInvoices', 'failedPostings']);
    expect(items[0]).toMatchObject({ count: 0, to: '/finance/invoices?state=overdue' });
  });

  it('shows nothing to a role with no work here, and no tutor work to someone who teaches nothing', async () => {
    expect(await work((await as('dashboard:view')).cookie)).toEqual([]);
    const keys = (await work((await as('*')).cookie)).map((i) => i.key);
    // The administrator holds mystudents:view through `*` but teaches nothing.
    expect(keys).toEqual(['requests', 'applications', 'references', 'overdueInvoices', 'failedPostings']);
  });

  it("shows a tutor their tutees' extension requests waiting and the work to mark", async () => {
    const tutor = await as('dashboard:view mystudents:menu mystudents:view students:faculty');
    const faculty = await db.kysely
      .insertInto('faculty')
      .values({ person_id: tutor.user.personId, job_title: 'Tutor', created_at: now, updated_at: now } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .updateTable('engagements')
      .set({ personal_tutor_id: faculty.id })
      .where('id', '=', ann.engagementId)
      .execute();
    await db.kysely
      .updateTable('module_instances')
      .set({ tutor_id: faculty.id })
      .where('id', '=', ann.moduleInstanceId)
      .execute();
    await db.kysely
      .insertInto('submissions')
      .values({
        assignment_id: ann.assignmentId,
        engagement_id: ann.engagementId,
        submitted_on: '2027-01-09',
        mark: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const items = await work(tutor.cookie);
    expect(items.find((i) => i.key === 'tuteeExtensions')).toMatchObject({ count: 1, to: '/mystudents/photos' });
    expect(items.find((i) => i.key === 'marking')).toMatchObject({ count: 1 });
  });
});
