import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  completeEveryStep,
  registerApplicant,
  saveStep,
  seedChoices,
  STEP_ANSWERS,
  tokenOf,
} from '../applicant/applicant-test-support.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { freePort, smtpUrl, startTestSmtp, subjectOf, type TestSmtp, textPart } from '../mail/test-smtp-server.ts';

// The diocese evidence request by e-mail (issue 6, spec 9 source Diocese), delivered over SMTP to
// an in-process server: on submission to the diocese's own address, then from the record page to
// a diocesan contact staff name, the new link replacing the old.

const port = await freePort();
const { app, db, ctx } = await createTestApp({ SMTP_URL: smtpUrl(port), PUBLIC_URL: 'https://portal.college.example' });
let smtp: TestSmtp;
let staff: string;
let viewer: string;

beforeAll(async () => {
  smtp = await startTestSmtp(port);
  await seedChoices(db);
  staff = await login(app, {
    email: (await buildUser(db, { permissions: 'applications' })).email,
    password: TEST_PASSWORD,
  });
  viewer = await login(app, {
    email: (await buildUser(db, { permissions: 'applications:menu applications:view' })).email,
    password: TEST_PASSWORD,
  });
});
afterAll(() => smtp.close());

async function submit(applicantType = 'Ordinand') {
  const applicant = await registerApplicant(app, db);
  await completeEveryStep(app, applicant.cookie);
  if (applicantType !== 'Ordinand')
    await saveStep(app, applicant.cookie, 'course', { ...STEP_ANSWERS.course(), applicantType });
  const res = await app.inject({
    method: 'POST',
    url: '/api/applicant/application/submit',
    headers: { cookie: applicant.cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }).id;
}

async function deliveredTo(email: string) {
  await runDueJobs(ctx);
  return smtp.received.filter((m) => m.to.includes(email));
}

const linkIn = (text: string) =>
  /https:\/\/portal\.college\.example\/pages\/diocese-evidence\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
const request = (id: number, payload: object, cookie = staff) =>
  app.inject({ method: 'POST', url: `/api/applications/${id}/diocese-request`, headers: { cookie }, payload });

describe('the diocese evidence request (issue 6)', () => {
  it('mails the diocese its upload link when an ordinand submits, and the link opens the upload page', async () => {
    const before = (await deliveredTo('office@durham.example.org')).length;
    const id = await submit();
    const mails = (await deliveredTo('office@durham.example.org')).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(subjectOf(mail?.raw ?? '')).toBe('Evidence for the application of Ada Lovelace');
    const text = textPart(mail?.raw ?? '');
    expect(text).toContain('Dear Diocese of Durham,');
    expect(text).toContain('Bachelor of Theology (BTh)');
    const link = linkIn(text);
    expect(link).not.toBe('');
    const page = await app.inject({ method: 'GET', url: `/api/references/diocese/${tokenOf(link)}` });
    expect(page.json()).toMatchObject({ applicantName: 'Ada Lovelace', dioceseName: 'Diocese of Durham' });

    const record = (
      await app.inject({ method: 'GET', url: `/api/applications/${id}/review`, headers: { cookie: staff } })
    ).json();
    expect(record.dioceseEmail).toBe('office@durham.example.org');
    expect(record.dioceseRequest).toMatchObject({
      email: 'office@durham.example.org',
      sentAt: expect.any(String),
      expiresAt: expect.any(String),
    });
  });

  it('sends nothing on submission for an independent applicant', async () => {
    const before = (await deliveredTo('office@durham.example.org')).length;
    const id = await submit('Independent');
    expect((await deliveredTo('office@durham.example.org')).length).toBe(before);
    const outbox = await db.kysely
      .selectFrom('outbox')
      .select('id')
      .where('template_key', '=', 'diocese-evidence-request')
      .where('related_id', '=', String(id))
      .execute();
    expect(outbox).toEqual([]);
  });

  it('lets staff resend to a diocesan contact: a new link, the old one stops working, audited', async () => {
    const id = await submit();
    const first = linkIn(textPart((await deliveredTo('office@durham.example.org')).at(-1)?.raw ?? ''));
    const res = await request(id, { contactName: 'Revd Sarah Ellison', email: 'ddo@durham.example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json().dioceseRequest).toMatchObject({ email: 'ddo@durham.example.org' });
    const [mail] = await deliveredTo('ddo@durham.example.org');
    const text = textPart(mail?.raw ?? '');
    expect(text).toContain('Dear Revd Sarah Ellison,');
    const second = linkIn(text);
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: `/api/references/diocese/${tokenOf(second)}` })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: `/api/references/diocese/${tokenOf(first)}` })).statusCode).toBe(
      410,
    );
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('changes')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'diocese-evidence.requested')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.changes))).toEqual({ to: 'ddo@durham.example.org', contact: 'Revd Sarah Ellison' });
    // The new link's own entry says who issued it and from where, like the request's.
    const issued = await db.kysely
      .selectFrom('audit_log')
      .select(['actor_user_id', 'ip'])
      .where('entity_id', '=', String(id))
      .where('action', '=', 'diocese-evidence.link-issued')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(issued.actor_user_id).not.toBeNull();
    expect(issued.ip).toBeTruthy();
  });

  it('checks the address (422 per field), needs applications:edit, 404 for no application, 409 without a diocese', async () => {
    const id = await submit();
    const bad = await request(id, { contactName: 'x', email: 'not-an-address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.map((d: { param: string }) => d.param)).toEqual(['email']);
    expect((await request(id, {}, viewer)).statusCode).toBe(403);
    expect((await request(999999, {})).statusCode).toBe(404);
    const independent = await submit('Independent');
    await db.kysely
      .updateTable('applications')
      .set({ diocese_id: null, diocese: null })
      .where('id', '=', independent)
      .execute();
    expect((await request(independent, {})).statusCode).toBe(409);
  });
});
