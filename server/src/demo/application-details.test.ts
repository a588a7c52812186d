import { describe, expect, it } from 'vitest';
import { login } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoData } from './demo-data.ts';

// The demo applications are full enough to review (issue 6): intakes, every answer past In
// progress, references with answers and section reviews that agree with the status; and the
// flexible-study coordinator can sign in and read the flexi ones.

const { app, db } = await createTestApp();
await seedDemoData(db);

const applications = await db.kysely
  .selectFrom('applications')
  .select([
    'id',
    'status',
    'intake',
    'eligibility',
    'commitment',
    'declarations',
    'diocese',
    'diocese_id',
    'flexi',
    'completed_steps',
    'created_at',
    'submitted_at',
  ])
  .execute();
const past = applications.filter((a) => a.status !== 'In progress');
const ACCEPTED_STAGE = ['Ready for approval', 'Approved', 'Place offered', 'Place accepted', 'Confirmed'];

describe('the demo applications', () => {
  it('have an intake, and every answer once submitted', () => {
    expect(past.length).toBeGreaterThan(30);
    for (const a of applications) expect(a.intake, `application ${a.id}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const a of past) {
      const commitment = JSON.parse(String(a.commitment));
      expect(commitment.bap, `application ${a.id}`).toEqual(expect.any(String));
      expect(JSON.parse(String(a.eligibility)).highestQualification).not.toBe('');
      expect(JSON.parse(String(a.declarations)).truthful).toBe(true);
      expect(JSON.parse(String(a.completed_steps))).toContain('declarations');
    }
    // Each was started before it was submitted, never on the seeding day after it.
    for (const a of past.filter((x) => x.submitted_at))
      expect(Date.parse(String(a.created_at)), `application ${a.id}`).toBeLessThan(Date.parse(String(a.submitted_at)));
    // The diocese named is one of the dioceses (organisations), linked by id.
    for (const a of applications.filter((x) => x.diocese)) expect(a.diocese_id, `application ${a.id}`).not.toBeNull();
  });

  it('have references, all received with answers once the application is ready for approval', async () => {
    const refs = await db.kysely
      .selectFrom('application_references')
      .select(['application_id', 'status', 'academic_ability', 'time_known'])
      .execute();
    for (const a of past)
      expect(refs.filter((r) => r.application_id === a.id).length, `application ${a.id}`).toBeGreaterThanOrEqual(2);
    const ready = past.filter((a) => ACCEPTED_STAGE.includes(a.status)).map((a) => a.id);
    expect(ready.length).toBeGreaterThan(3);
    for (const r of refs.filter((x) => ready.includes(x.application_id))) {
      expect(r.status).toBe('Received');
      expect(r.academic_ability).toEqual(expect.any(String));
    }
  });

  it('have section reviews that agree with the status', async () => {
    const reviews = await db.kysely
      .selectFrom('application_section_reviews')
      .select(['application_id', 'section', 'status'])
      .execute();
    const of = (id: number) => reviews.filter((r) => r.application_id === id);
    for (const a of applications.filter((x) => x.status === 'Submitted' || x.status === 'In progress'))
      expect(of(a.id)).toEqual([]);
    for (const a of past.filter((x) => ACCEPTED_STAGE.includes(x.status))) {
      expect(of(a.id).find((r) => r.section === 'eligibility')?.status).toBe('Accepted');
      expect(
        of(a.id).some((r) => ['Rejected', 'Insufficient qualifications', 'Not eligible'].includes(r.status ?? '')),
      ).toBe(false);
    }
    for (const a of past.filter((x) => x.status === 'Rejected'))
      expect(of(a.id).map((r) => r.status)).toContain('Insufficient qualifications');
  });

  it('let the flexible-study coordinator read the flexi applications, and only those', async () => {
    const cookie = await login(app, { email: 'flexi@demo.college', password: DEMO_PASSWORD });
    const list = await app.inject({ method: 'GET', url: '/api/fc-applications', headers: { cookie } });
    const ids = (list.json() as { items: { id: number }[] }).items.map((i) => i.id).sort((x, y) => x - y);
    expect(ids).toEqual(
      applications
        .filter((a) => a.flexi === 1)
        .map((a) => a.id)
        .sort((x, y) => x - y),
    );
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const record = await app.inject({ method: 'GET', url: `/api/fc-applications/${ids[0]}`, headers: { cookie } });
    expect(record.statusCode).toBe(200);
    const other = applications.find((a) => a.flexi === 0);
    expect(
      (await app.inject({ method: 'GET', url: `/api/fc-applications/${other?.id}`, headers: { cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/applications/${other?.id}/review`, headers: { cookie } }))
        .statusCode,
    ).toBe(403);
  });
});
