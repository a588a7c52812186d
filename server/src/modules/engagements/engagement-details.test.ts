import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditOf, engagementRow, snapshot, studentOn, studentRow } from './engagement-test-support.ts';

// PATCH /api/engagements/:id: the details the registry keeps up to date.

const { app, db } = await createTestApp();
let editor: string;
let viewer: string;
let tutorId: number;

beforeAll(async () => {
  editor = await login(app, await buildUser(db, { permissions: 'students:view students:edit' }));
  viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
  const tutor = await buildUser(db, { firstName: 'Tom', lastName: 'Tutor' });
  const now = new Date().toISOString();
  const row = await db.kysely
    .insertInto('faculty')
    .values({
      person_id: tutor.personId,
      job_title: 'Tutor',
      department: null,
      qualifications: null,
      hub: 'Durham',
      start_date: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  tutorId = row.id;
});

function patch(engagementId: number, payload: Record<string, unknown>, cookie = editor) {
  return app.inject({ method: 'PATCH', url: `/api/engagements/${engagementId}`, headers: { cookie }, payload });
}

describe('PATCH /api/engagements/:id', () => {
  it('saves the details, keeps the students summary in step and audits each changed field', async () => {
    const student = await studentOn(db);
    const studentBefore = await studentRow(db, student.id);
    const res = await patch(student.engagementId, {
      version: 1,
      personalTutorId: tutorId,
      pathway: ' Pioneer ',
      pace: 'PT',
      studentType: 'LLM',
      cohortGroup: 'NLM 2024',
      exitAward: 'DipHE',
      paymentTerm: 'Termly',
      auditing: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: 2,
      personalTutorId: tutorId,
      personalTutorName: 'Tom Tutor',
      pathway: 'Pioneer',
      studentType: 'LLM',
      cohortGroup: 'NLM 2024',
      exitAward: 'DipHE',
      paymentTerm: 'Termly',
      auditing: true,
    });
    expect(await studentRow(db, student.id)).toMatchObject({
      pathway: 'Pioneer',
      student_type: 'LLM',
      cohort_group: 'NLM 2024',
      exit_award: 'DipHE',
      auditing: 1,
      version: studentBefore.version + 1,
    });
    const [audit] = await auditOf(db, student.id);
    expect(audit?.action).toBe('engagement update');
    // Pace was PT already, so it is not a change.
    expect(JSON.parse(audit?.changes ?? '[]')).toEqual([
      { field: 'engagement', before: null, after: student.engagementId },
      { field: 'pathway', before: null, after: 'Pioneer' },
      { field: 'studentType', before: null, after: 'LLM' },
      { field: 'cohortGroup', before: null, after: 'NLM 2024' },
      { field: 'exitAward', before: null, after: 'DipHE' },
      { field: 'paymentTerm', before: null, after: 'Termly' },
      { field: 'auditing', before: false, after: true },
      { field: 'personalTutor', before: null, after: 'Tom Tutor' },
    ]);
  });

  it('clears a field with null, and writes nothing when nothing changes', async () => {
    const student = await studentOn(db);
    expect((await patch(student.engagementId, { version: 1, exitAward: 'CertHE' })).json().version).toBe(2);
    expect((await patch(student.engagementId, { version: 2, exitAward: null })).json()).toMatchObject({
      version: 3,
      exitAward: null,
    });
    const before = await snapshot(db, student.id);
    const same = await patch(student.engagementId, { version: 3, exitAward: null, pace: 'PT' });
    expect(same.statusCode).toBe(200);
    expect(same.json().version).toBe(3);
    expect(await snapshot(db, student.id)).toEqual(before);
  });

  it.each([
    [{ pace: 'Fast' }, 'pace', 'Choose one of the paces offered.'],
    // Student types, cohort groups and exit awards are System data lists (engagement-lookups.test.ts).
    [{ studentType: 'Visitor' }, 'studentType', 'Choose a student type from the list: Independent, Ordinand, LLM.'],
    [
      { cohortGroup: 'NLM 2031' },
      'cohortGroup',
      'Choose a cohort group from the list: Candidate, Student, NLM 2022, NLM 2023, NLM 2024.',
    ],
    [
      { exitAward: 'PhD' },
      'exitAward',
      'Choose an exit award from the list: CertHE (App), CertHE, Bth, BA, DipHE, PGCert, PGDip, Mth, MA.',
    ],
    [{ paymentTerm: 'Weekly' }, 'paymentTerm', 'Choose one of the payment terms offered.'],
    [{ pathway: 'x'.repeat(101) }, 'pathway', 'Keep it to 100 characters.'],
    [{ personalTutorId: 987_654 }, 'personalTutorId', 'There is no member of faculty with id 987654.'],
  ])('refuses %j with 422 and writes nothing', async (change, param, message) => {
    const student = await studentOn(db);
    const before = await snapshot(db, student.id);
    const res = await patch(student.engagementId, { version: 1, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ param, message }]);
    expect(await snapshot(db, student.id)).toEqual(before);
  });

  it('answers 409 to a stale version, 404 to an unknown engagement', async () => {
    const student = await studentOn(db);
    const before = await snapshot(db, student.id);
    expect((await patch(student.engagementId, { version: 5, pace: 'FT' })).statusCode).toBe(409);
    expect(await snapshot(db, student.id)).toEqual(before);
    expect((await patch(999_999, { version: 1, pace: 'FT' })).statusCode).toBe(404);
  });

  it('needs students:edit', async () => {
    const student = await studentOn(db);
    expect((await patch(student.engagementId, { version: 1, pace: 'FT' }, '')).statusCode).toBe(401);
    expect((await patch(student.engagementId, { version: 1, pace: 'FT' }, viewer)).statusCode).toBe(403);
    expect((await engagementRow(db, student.engagementId)).pace).toBe('PT');
  });
});
