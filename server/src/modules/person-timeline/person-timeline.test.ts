import type { PersonTimeline } from '@collegium/domain/person-timeline';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertApplication } from '../application-outcomes/outcome-test-support.ts';
import { leadsApplied } from '../leads/lead-stage-changes.ts';

// Issue 17: one timeline per person. A person who was a potential student, applied, studied,
// completed and became an alumnus (and a donor) shows entries from every source, newest first,
// with links to the records; each reader sees only the sources their rights allow (no invoices
// without finance rights, no support without the special-category right), and nobody without
// contacts:view reads anyone's timeline.

const { app, db } = await createTestApp({ FEATURES: 'invoices' });
const EVERYTHING = [
  'contacts:menu contacts:view leads:menu leads:view leads:create leads:edit registrations:view',
  'applications:view applications:edit students:view students:edit students:special',
  'finance:menu students:invoice alumni:view donors:view role:manager consents:view',
].join(' ');
const registrar = await login(app, await buildUser(db, { permissions: EVERYTHING }));
const recruiter = await login(
  app,
  await buildUser(db, { permissions: 'contacts:view leads:menu leads:view applications:view students:view' }),
);
const contactsOnly = await login(app, await buildUser(db, { permissions: 'contacts:menu contacts:view' }));
const financeOnly = await login(app, await buildUser(db, { permissions: 'finance:menu students:invoice' }));
const now = new Date().toISOString();

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const ok = async (method: Method, url: string, cookie: string, payload?: object) => {
  const res = await call(method, url, cookie, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Record<string, unknown>;
};

/** Lead → applicant → student → alumnus, through the product's own calls where there are ones. */
async function wholeStory() {
  const lead = await ok('POST', '/leads', registrar, {
    firstName: 'Tess',
    lastName: 'Timeline',
    email: 'tess.timeline@example.org',
    stage: 'Initial contact made',
    hub: 'Durham',
    firstContact: '2024-01-10',
  });
  const leadId = Number(lead.id);
  const { person_id: personId } = await db.kysely
    .selectFrom('leads')
    .select('person_id')
    .where('id', '=', leadId)
    .executeTakeFirstOrThrow();
  await ok('POST', `/leads/${leadId}/activities`, registrar, {
    kind: 'Call',
    occurredOn: '2024-02-01',
    note: 'Asked about the BTh',
  });
  const k = db.kysely;
  const { id: registrationId } = await k
    .insertInto('registrations')
    .values({
      person_id: personId,
      event_name: 'Spring open day',
      event_date: '2024-03-01',
      attended: 1,
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Registering as an applicant makes a new person with the same e-mail; the lead is linked to the
  // application in the same transaction (issue 6), as here.
  const applicant = await buildUser(db, {
    email: 'tess.timeline@example.org',
    firstName: 'Tess',
    lastName: 'Timeline',
  });
  const applicationId = await insertApplication(db, applicant.personId, {
    status: 'Submitted',
    submittedAt: '2024-04-02T10:00:00.000Z',
  });
  await k.transaction().execute((trx) => leadsApplied(trx, 'tess.timeline@example.org', applicationId, applicant.id));
  const { version } = await k
    .selectFrom('applications')
    .select('version')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  await ok('PUT', `/applications/${applicationId}/status`, registrar, { status: 'Under review', version });
  await ok('PUT', `/applications/${applicationId}/status`, registrar, { status: 'Rejected', version: version + 1 });
  const student = await buildStudent(db, applicant.personId, { startIntake: '2024-09-01', sessionYear: 2024 });
  await ok('POST', `/engagements/${student.engagementId}/status`, registrar, {
    status: 'Completed',
    reason: 'Exam board confirmed the award.',
    effectiveDate: '2025-07-14',
    version: 1,
  });
  await k
    .insertInto('student_requests')
    .values({
      student_id: student.id,
      engagement_id: student.engagementId,
      type: 'Deferral',
      status: 'Pending',
      reason: 'Work',
      effective_date: '2024-11-01',
      return_date: null,
      requested_at: '2024-10-20T09:00:00.000Z',
      decided_by_user_id: null,
      decided_at: null,
      decision_note: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await k
    .insertInto('learning_support')
    .values({
      student_id: student.id,
      categories: 'Dyslexia',
      needs: 'Extra time',
      adjustments: null,
      disclosed_on: '2024-09-20',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { id: invoiceId } = await k
    .insertInto('invoices')
    .values({
      student_id: student.id,
      fee_assessment_id: null,
      number: 'INV-TL-1',
      description: 'Tuition 2024/25',
      payer: 'Student',
      issued_on: '2024-09-05',
      due_on: '2024-10-05',
      amount_pence: 221250,
      status: 'issued',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await k
    .insertInto('payments')
    .values({
      student_id: student.id,
      invoice_id: invoiceId,
      received_on: '2024-10-01',
      amount_pence: 221250,
      method: 'Card',
      reference: 'CARD-TL',
      created_at: now,
    })
    .execute();
  const { id: donorId } = await k
    .insertInto('donors')
    .values({
      person_id: personId,
      crm_id: 'CRM-TL',
      donor_type: 'Regular',
      first_gift_on: '2025-12-01',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ok('POST', `/people/${personId}/consents`, registrar, {
    purpose: 'Marketing e-mails',
    given: true,
    on: '2025-08-01',
    method: 'Online form',
  });
  return {
    personId,
    applicantPersonId: applicant.personId,
    leadId,
    registrationId,
    applicationId,
    studentId: student.id,
    invoiceId,
    donorId,
  };
}

const story = await wholeStory();
const timeline = async (cookie: string, query = '', personId = story.personId) => {
  const res = await call('GET', `/contacts/${personId}/timeline${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PersonTimeline;
};
const find = (t: PersonTimeline, title: string) => t.items.find((i) => i.title === title);

describe('GET /contacts/:id/timeline', () => {
  it('tells the story from first contact to alumnus, every source, newest first, with links', async () => {
    const t = await timeline(registrar, '?limit=200');
    expect(new Set(t.items.map((i) => i.source))).toEqual(
      new Set([
        'lead',
        'activity',
        'event',
        'application',
        'engagement',
        'request',
        'support',
        'finance',
        'alumni',
        'gift',
        'consent',
      ]),
    );
    expect(t.total).toBe(t.items.length);
    const days = t.items.map((i) => i.on.slice(0, 10));
    expect(days).toEqual([...days].sort().reverse());
    expect(find(t, 'First contact as a potential student')).toMatchObject({
      on: '2024-01-10',
      link: `/leads/${story.leadId}`,
    });
    expect(find(t, 'Call')).toMatchObject({ detail: 'Asked about the BTh', link: `/leads/${story.leadId}` });
    expect(find(t, 'Attended Spring open day')).toMatchObject({ link: `/registrations/${story.registrationId}` });
    expect(find(t, 'Application submitted')).toMatchObject({ link: `/applications/${story.applicationId}` });
    expect(find(t, 'Application status: Under review')).toMatchObject({ detail: 'from Submitted' });
    // Issue 19: by the catalogue's label, never the stored status alone.
    expect(find(t, 'Application status: Rejected (by SPI)')).toMatchObject({ detail: 'from Under review' });
    expect(find(t, 'Status: Current → Completed')).toMatchObject({
      on: '2025-07-14',
      link: `/students/${story.studentId}`,
    });
    expect(find(t, 'Deferral requested')).toBeDefined();
    expect(find(t, 'Learning support recorded')).toMatchObject({ detail: 'Dyslexia' });
    expect(find(t, 'Invoice INV-TL-1: £2,212.50')).toMatchObject({ link: `/finance/invoices/${story.invoiceId}` });
    expect(find(t, 'Payment of £2,212.50')).toMatchObject({ detail: 'Card · against INV-TL-1' });
    expect(t.items.find((i) => i.source === 'alumni')?.title).toMatch(/^Alumnus of 2025: /);
    expect(find(t, 'First gift')).toMatchObject({ link: `/donors/${story.donorId}` });
    expect(find(t, 'Marketing e-mails: given')).toMatchObject({ on: '2025-08-01' });
    // The newest first (the review's decision was made today): first contact ends the story.
    expect(t.items.at(-1)?.title).toBe('First contact as a potential student');
    // The lead became an Applicant with its application: its stage history says so.
    expect(find(t, 'Application started: Initial contact made → Applicant')).toBeDefined();
  });

  it('tells the same story from the applicant’s person as from the lead’s (two people rows, one person)', async () => {
    const fromLead = await timeline(registrar, '?limit=200');
    const fromApplicant = await timeline(registrar, '?limit=200', story.applicantPersonId);
    expect(fromApplicant.items).toEqual(fromLead.items);
  });

  it('leaves out finance and special-category entries for a reader without their rights', async () => {
    const t = await timeline(recruiter, '?limit=200');
    expect(t.sources).not.toContain('finance');
    expect(t.sources).not.toContain('support');
    expect(t.items.filter((i) => ['finance', 'support', 'gift', 'consent', 'alumni'].includes(i.source))).toEqual([]);
    expect(JSON.stringify(t)).not.toContain('INV-TL-1');
    expect(JSON.stringify(t)).not.toContain('Dyslexia');
    expect(find(t, 'Application submitted')).toBeDefined();
    expect(find(t, 'Status: Current → Completed')).toBeDefined();
    // Events attended are the recruiter's too, but the registration's page needs registrations:view.
    expect(find(t, 'Attended Spring open day')).toMatchObject({ link: null });
    // A link only where the reader may open the page.
    expect(t.items.every((i) => i.link === null || /^\/(leads|applications|students)\//.test(i.link))).toBe(true);
  });

  it('gives a reader of contacts alone no entries, and refuses readers without contacts:view (IDOR)', async () => {
    const t = await timeline(contactsOnly);
    expect(t).toMatchObject({ items: [], total: 0, sources: [] });
    expect((await call('GET', `/contacts/${story.personId}/timeline`, financeOnly)).statusCode).toBe(403);
    const student = await buildUser(db, { permissions: 'forms:student' });
    const self = await login(app, student);
    expect((await call('GET', `/contacts/${story.personId}/timeline`, self)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/contacts/${story.personId}/timeline` })).statusCode).toBe(401);
  });

  it('pages: the newest `limit` entries and how many there are; bad limits and unknown people refused', async () => {
    const all = await timeline(registrar, '?limit=200');
    const first = await timeline(registrar, '?limit=3');
    expect(first.items).toEqual(all.items.slice(0, 3));
    expect(first.total).toBe(all.total);
    const bad = await call('GET', `/contacts/${story.personId}/timeline?limit=0`, registrar);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ details: [expect.objectContaining({ param: 'limit' })] });
    const missing = await call('GET', '/contacts/999999/timeline', registrar);
    expect(missing.statusCode).toBe(404);
  });
});
