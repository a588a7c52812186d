import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  completeEveryStep,
  registerApplicant,
  saveStep,
  seedChoices,
  STEP_ANSWERS,
} from '../applicant/applicant-test-support.ts';

// spec 2.5 fc-applications: the flexible-study coordinator reads the flexi applications, and only
// those (403 without the permission, 404 for any other application).

const { app, db } = await createTestApp();
let coordinator: string;
let tutor: string;
let flexiId: number;
let otherId: number;

async function submitted(flexi: boolean, firstName: string): Promise<number> {
  const applicant = await registerApplicant(app, db, { firstName });
  await completeEveryStep(app, applicant.cookie);
  await saveStep(app, applicant.cookie, 'course', { ...STEP_ANSWERS.course(), flexi });
  const res = await app.inject({
    method: 'POST',
    url: '/api/applicant/application/submit',
    headers: { cookie: applicant.cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }).id;
}

beforeAll(async () => {
  await seedChoices(db);
  coordinator = await login(app, {
    email: (await buildUser(db, { permissions: 'dashboard:view applications:menu fc-applications:view' })).email,
    password: TEST_PASSWORD,
  });
  tutor = await login(app, {
    email: (await buildUser(db, { permissions: 'dashboard:view mystudents:menu' })).email,
    password: TEST_PASSWORD,
  });
  flexiId = await submitted(true, 'Flora');
  otherId = await submitted(false, 'Oliver');
  // A flexi applicant who told the college about support needs and a caution.
  await db.kysely
    .updateTable('applications')
    .set({
      declarations: JSON.stringify({
        convictions: true,
        convictionDetails: 'A caution in 2009.',
        learningSupport: true,
        learningSupportDetails: 'Dyslexia: extra time.',
        truthful: true,
        dataProtection: true,
      }),
    })
    .where('id', '=', flexiId)
    .execute();
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('application_section_reviews')
    .values([
      {
        application_id: flexiId,
        section: 'convictions',
        status: 'Acknowledged',
        notes: 'Caution spent; no bar to study.',
        updated_at: now,
        updated_by_user_id: null,
      },
      {
        application_id: flexiId,
        section: 'finances',
        status: 'Accepted',
        notes: 'Self-funded, deposit promised.',
        updated_at: now,
        updated_by_user_id: null,
      },
    ])
    .execute();
});

const get = (url: string, cookie: string) => app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie } });

describe('flexible study applications (fc-applications)', () => {
  it('lists the flexi applications only, with the filters’ choices', async () => {
    const res = await get('fc-applications', coordinator);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { id: number }[]; total: number; statuses: unknown; intakes: string[] };
    expect(body.items.map((i) => i.id)).toEqual([flexiId]);
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      name: 'Ada Lovelace',
      status: 'Submitted',
      statusLabel: 'Submitted',
      course: 'BTh',
      courseTitle: 'Bachelor of Theology',
    });
    expect(body.statuses).toEqual([{ value: 'Submitted', label: 'Submitted' }]);
    expect(body.intakes).toHaveLength(1);
    expect((await get('fc-applications?status=Under%20review', coordinator)).json().total).toBe(0);
    expect((await get('fc-applications?search=ada', coordinator)).json().total).toBe(1);
    expect((await get('fc-applications?search=oliver', coordinator)).json().total).toBe(0);
    const excel = await get('fc-applications?export=excel', coordinator);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
  });

  it('reads a flexi application read-only, without the special-category declarations', async () => {
    const res = await get(`fc-applications/${flexiId}`, coordinator);
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(record).toMatchObject({ id: flexiId, applicantName: 'Ada Lovelace', status: 'Submitted', nextStatuses: [] });
    expect((record.answers.course as { flexi: boolean }).flexi).toBe(true);
    expect((record.answers.commitment as { placement: string }).placement).toBe('St Oswald, Durham');
    expect(record.answers.declarations).toEqual({ truthful: true, dataProtection: true });
    expect(JSON.stringify(record)).not.toContain('Dyslexia');
    // Admissions' notes on special-category sections stay with admissions; the others are shown.
    const sections = record.sections as { section: string; status: string | null; notes: string }[];
    expect(sections.find((s) => s.section === 'convictions')).toMatchObject({ status: 'Acknowledged', notes: '' });
    expect(sections.find((s) => s.section === 'finances')).toMatchObject({
      status: 'Accepted',
      notes: 'Self-funded, deposit promised.',
    });
    expect(JSON.stringify(record)).not.toContain('Caution spent');
    expect(record.references.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for an application that is not for flexible study, or does not exist', async () => {
    expect((await get(`fc-applications/${otherId}`, coordinator)).statusCode).toBe(404);
    expect((await get('fc-applications/999999', coordinator)).statusCode).toBe(404);
    // The permission opens nothing of admissions' own.
    expect((await get(`applications/${otherId}/review`, coordinator)).statusCode).toBe(403);
    // Nor does applications:menu: the list of every application needs applications:view.
    expect((await get('applications', coordinator)).statusCode).toBe(403);
  });

  it('answers 403 without fc-applications:view and 401 signed out', async () => {
    expect((await get('fc-applications', tutor)).statusCode).toBe(403);
    expect((await get(`fc-applications/${flexiId}`, tutor)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/fc-applications' })).statusCode).toBe(401);
  });
});
