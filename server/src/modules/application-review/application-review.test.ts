import { applicationStatusesForMode } from '@collegium/domain/application-list-modes';
import { REVIEW_SECTIONS } from '@collegium/domain/section-review-statuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { completeEveryStep, registerApplicant, seedChoices } from '../applicant/applicant-test-support.ts';
import type { ReviewRecord } from '@collegium/domain/application-review';

const { app, db } = await createTestApp();
let staff: string;
let viewer: string;

beforeAll(async () => {
  await seedChoices(db);
  const admissions = await buildUser(db, { permissions: 'applications' });
  staff = await login(app, { email: admissions.email, password: TEST_PASSWORD });
  const director = await buildUser(db, { permissions: 'applications:menu applications:view' });
  viewer = await login(app, { email: director.email, password: TEST_PASSWORD });
});

/** A submitted application, as the applicant makes it through the real calls. */
async function submittedApplication(): Promise<number> {
  const applicant = await registerApplicant(app, db);
  await completeEveryStep(app, applicant.cookie);
  const res = await app.inject({
    method: 'POST',
    url: '/api/applicant/application/submit',
    headers: { cookie: applicant.cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }).id;
}

async function read(id: number, cookie = staff): Promise<ReviewRecord> {
  const res = await app.inject({ method: 'GET', url: `/api/applications/${id}/review`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as ReviewRecord;
}

const putSection = (id: number, section: string, payload: object, cookie = staff) =>
  app.inject({ method: 'PUT', url: `/api/applications/${id}/reviews/${section}`, headers: { cookie }, payload });

describe('the application review record (spec 2.5, 4.4)', () => {
  it('shows the applicant, the answers, every section not yet reviewed, the references and what may come next', async () => {
    const id = await submittedApplication();
    const record = await read(id, viewer);
    expect(record).toMatchObject({
      id,
      status: 'Submitted',
      submitted: true,
      course: 'BTh',
      courseTitle: 'Bachelor of Theology',
      applicantType: 'Ordinand',
    });
    expect(record.applicantName).toMatch(/Lovelace$/);
    expect(record.sections.map((s) => s.section)).toEqual(REVIEW_SECTIONS);
    expect(record.sections.every((s) => s.status === null)).toBe(true);
    expect(record.sections.find((s) => s.section === 'finances')?.options).toEqual([
      'Insufficient finances',
      'Accepted',
    ]);
    expect((record.answers.commitment as { placement: string }).placement).toBe('St Oswald, Durham');
    expect(record.references.map((r) => [r.email, r.status])).toContainEqual(['mary@example.org', 'Requested']);
    expect(record.nextStatuses.map((s) => s.value)).toContain('Under review');
    expect(record.nextStatuses.map((s) => s.value)).not.toContain('Confirmed');
  });

  it('answers 404 for an application that does not exist', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/applications/999999/review', headers: { cookie: staff } });
    expect(res.statusCode).toBe(404);
  });
});

describe('section reviews', () => {
  it('sets a status of the section with notes, versioned and audited under the application', async () => {
    const id = await submittedApplication();
    const { version } = await read(id);
    const res = await putSection(id, 'eligibility', {
      status: 'Additional information needed',
      notes: 'Ask for the visa letter.',
      version,
    });
    expect(res.statusCode).toBe(200);
    const record = res.json() as ReviewRecord;
    expect(record.version).toBe(version + 1);
    expect(record.sections.find((s) => s.section === 'eligibility')).toMatchObject({
      status: 'Additional information needed',
      notes: 'Ask for the visa letter.',
    });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'applications')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'section review')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.changes))).toEqual([
      { field: 'Eligibility review', before: null, after: 'Additional information needed' },
      { field: 'Eligibility notes', before: null, after: 'Ask for the visa letter.' },
    ]);
    const history = await app.inject({
      method: 'GET',
      url: `/api/applications/${id}/history`,
      headers: { cookie: staff },
    });
    expect(history.statusCode).toBe(200);
    const entries = history.json() as { items?: unknown[] } | unknown[];
    expect(JSON.stringify(entries)).toContain('Eligibility review');

    // Back to not yet reviewed.
    const cleared = await putSection(id, 'eligibility', { status: null, notes: '', version: version + 1 });
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as ReviewRecord).sections.find((s) => s.section === 'eligibility')).toMatchObject({
      status: null,
      notes: '',
    });
  });

  it('refuses a status of another section with 422 naming the field, and changes nothing', async () => {
    const id = await submittedApplication();
    const { version } = await read(id);
    const res = await putSection(id, 'finances', { status: 'Acknowledged', notes: '', version });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      details: [{ param: 'status', message: expect.stringContaining('Insufficient finances, Accepted') }],
    });
    const after = await read(id);
    expect(after.version).toBe(version);
    expect(after.sections.find((s) => s.section === 'finances')?.status).toBeNull();
  });

  it('answers 404 for a section that is not in the table and 409 for a stale version', async () => {
    const id = await submittedApplication();
    const { version } = await read(id);
    expect((await putSection(id, 'hobbies', { status: 'Accepted', notes: '', version })).statusCode).toBe(404);
    expect((await putSection(id, 'finances', { status: 'Accepted', notes: '', version })).statusCode).toBe(200);
    const stale = await putSection(id, 'attendance', { status: 'Accepted', notes: '', version });
    expect(stale.statusCode).toBe(409);
    expect((await read(id)).sections.find((s) => s.section === 'attendance')?.status).toBeNull();
  });

  it('needs applications:edit to write', async () => {
    const id = await submittedApplication();
    const { version } = await read(id);
    expect((await putSection(id, 'finances', { status: 'Accepted', notes: '', version }, viewer)).statusCode).toBe(403);
    const quick = await app.inject({
      method: 'POST',
      url: `/api/applications/${id}/quick-accept`,
      headers: { cookie: viewer },
      payload: { version },
    });
    expect(quick.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `/api/applications/${id}/review` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('quick accept (spec 4.4)', () => {
  it('sets every review Accepted, the five sensitive sections Acknowledged, keeps notes, leaves the bursary reviews alone', async () => {
    const id = await submittedApplication();
    let { version } = await read(id);
    await putSection(id, 'convictions', { status: null, notes: 'Spent caution, 2004.', version });
    version++;
    await putSection(id, 'bursaryApplication', { status: 'Under consideration', notes: '', version });
    version++;
    const res = await app.inject({
      method: 'POST',
      url: `/api/applications/${id}/quick-accept`,
      headers: { cookie: staff },
      payload: { version },
    });
    expect(res.statusCode).toBe(200);
    const statuses = Object.fromEntries((res.json() as ReviewRecord).sections.map((s) => [s.section, s.status]));
    expect(statuses).toEqual({
      eligibility: 'Accepted',
      references: 'Accepted',
      leaderReferences: 'Accepted',
      placement: 'Accepted',
      churchPlanting: 'Accepted',
      studentMinistry: 'Accepted',
      convictions: 'Acknowledged',
      nextSteps: 'Accepted',
      attendance: 'Accepted',
      finances: 'Accepted',
      qualifications: 'Accepted',
      languageAbility: 'Accepted',
      disabilities: 'Acknowledged',
      learningSupport: 'Acknowledged',
      neurodiversity: 'Acknowledged',
      healthDisability: 'Acknowledged',
      bursaryApplication: 'Under consideration',
      bursaryReferences: null,
    });
    expect((res.json() as ReviewRecord).sections.find((s) => s.section === 'convictions')?.notes).toBe(
      'Spent caution, 2004.',
    );
    const stale = await app.inject({
      method: 'POST',
      url: `/api/applications/${id}/quick-accept`,
      headers: { cookie: staff },
      payload: { version },
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('the overall status', () => {
  it('moves only to a sensible next status (422 otherwise) and records it', async () => {
    const id = await submittedApplication();
    const { version } = await read(id);
    const jump = await app.inject({
      method: 'PUT',
      url: `/api/applications/${id}/status`,
      headers: { cookie: staff },
      payload: { status: 'Place accepted', version },
    });
    expect(jump.statusCode).toBe(422);
    expect(jump.json()).toMatchObject({
      details: [{ param: 'status', message: expect.stringContaining('Under review') }],
    });
    const confirm = await app.inject({
      method: 'PUT',
      url: `/api/applications/${id}/status`,
      headers: { cookie: staff },
      payload: { status: 'Confirmed', version },
    });
    expect(confirm.statusCode).toBe(422);
    const ok = await app.inject({
      method: 'PUT',
      url: `/api/applications/${id}/status`,
      headers: { cookie: staff },
      payload: { status: 'Under review', version },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'Under review', version: version + 1 });
    expect((ok.json() as ReviewRecord).nextStatuses.map((s) => s.value)).toContain('Ready for approval');
    const stale = await app.inject({
      method: 'PUT',
      url: `/api/applications/${id}/status`,
      headers: { cookie: staff },
      payload: { status: 'Ready for approval', version },
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('references and evidence', () => {
  it('sends a reminder with a fresh link, and refuses a reference of another application', async () => {
    const id = await submittedApplication();
    const other = await submittedApplication();
    const record = await read(id);
    const mary = record.references.find((r) => r.email === 'mary@example.org');
    expect(mary).toBeDefined();
    const res = await app.inject({
      method: 'POST',
      url: `/api/applications/${id}/references/${mary?.id}/reminder`,
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(200);
    const mail = await db.kysely
      .selectFrom('outbox')
      .select(['template_key'])
      .where('to_email', '=', 'mary@example.org')
      .where('template_key', '=', 'reference-reminder')
      .execute();
    expect(mail.length).toBeGreaterThan(0);
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/applications/${other}/references/${mary?.id}/resend`,
      headers: { cookie: staff },
    });
    expect(wrong.statusCode).toBe(404);
    const viewerTry = await app.inject({
      method: 'POST',
      url: `/api/applications/${id}/references/${mary?.id}/reminder`,
      headers: { cookie: viewer },
    });
    expect(viewerTry.statusCode).toBe(403);
  });
});

describe('the three list modes (spec 4.3)', () => {
  it('lists each mode with its statuses through the generic list and its preset filter', async () => {
    const submitted = await submittedApplication();
    const confirmedId = await submittedApplication();
    await db.kysely.updateTable('applications').set({ status: 'Confirmed' }).where('id', '=', confirmedId).execute();
    const archivedId = await submittedApplication();
    await db.kysely
      .updateTable('applications')
      .set({ status: 'Ready for archive' })
      .where('id', '=', archivedId)
      .execute();
    const list = async (statuses: readonly string[] | null) => {
      const query = statuses ? `?pageSize=100&status=${encodeURIComponent(statuses.join(','))}` : '?pageSize=100';
      const res = await app.inject({ method: 'GET', url: `/api/applications${query}`, headers: { cookie: staff } });
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: { id: number; status: string }[] }).items;
    };
    const ongoing = await list(applicationStatusesForMode('ongoing'));
    expect(ongoing.map((r) => r.id)).toContain(submitted);
    expect(ongoing.map((r) => r.id)).not.toContain(confirmedId);
    expect(ongoing.map((r) => r.id)).not.toContain(archivedId);
    const confirmed = await list(applicationStatusesForMode('confirmed'));
    expect(confirmed.map((r) => r.id)).toEqual([confirmedId]);
    const all = await list(null);
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([submitted, confirmedId, archivedId]));
  });
});
