import { beforeAll, describe, expect, it } from 'vitest';
import { insertEngagement } from '../engagements/engagement-records.ts';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  insertAssignment,
  insertExtension,
  insertFaculty,
  insertInstance,
  insertModule,
  insertProgramme,
  insertResult,
  insertSubmission,
} from './test-records.ts';

// The student record page's calls (docs/api-contract.md, "Student record"): summary, results,
// assignments and finance of one student, for students:view.

const testApp = await createTestApp();
const { app, db } = testApp;

let viewer: string;
let outsider: string;
let decider: { id: number; name: string };
let tutor: { id: number; name: string };
/** Sam Jones: CertHE in 2025/26, then BTh level 5 from January 2027 (the current engagement). */
let sam: { id: number; partnerId: number; certhe: number; bth: number };
let essay1: number;
let essay2: number;
let oldEssay: number;

async function get(path: string, cookie = viewer) {
  return app.inject({ method: 'GET', url: `/api/students/${path}`, headers: cookie ? { cookie } : {} });
}

beforeAll(async () => {
  viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
  outsider = await login(app, await buildUser(db, { permissions: 'students:menu mystudents:view' }));
  const registrar = await buildUser(db, { firstName: 'Rita', lastName: 'Registrar' });
  decider = { id: registrar.id, name: 'Rita Registrar' };
  await insertProgramme(db, 'BTh', 'Bachelor of Theology', '4 5 6');

  const tutorPerson = await buildUser(db, { firstName: 'Thomas', lastName: 'Tutor' });
  await db.kysely.updateTable('people').set({ preferred_name: 'Tom' }).where('id', '=', tutorPerson.personId).execute();
  tutor = { id: await insertFaculty(db, tutorPerson.personId), name: 'Tom Tutor' };

  const person = await buildUser(db, { firstName: 'Samuel', lastName: 'Jones' });
  await db.kysely.updateTable('people').set({ preferred_name: 'Sam' }).where('id', '=', person.personId).execute();
  const built = await buildStudent(db, person.personId, {
    programmeCode: 'CertHE',
    level: '4',
    startIntake: '2025-09-01',
    sessionYear: 2025,
  });
  await db.kysely
    .updateTable('engagements')
    .set({ status: 'Transferred' })
    .where('id', '=', built.engagementId)
    .execute();
  const bth = await insertEngagement(db.kysely, {
    studentId: built.id,
    programmeCode: 'BTh',
    level: '5',
    status: 'Current',
    hub: 'York',
    personalTutorId: tutor.id,
    startIntake: '2027-01-04',
    paymentTerm: 'Termly',
    transferredFromId: built.engagementId,
    sessionYear: 2026,
  });
  sam = { id: built.id, partnerId: built.partner_id, certhe: built.engagementId, bth };

  // 2025/26 on CertHE: one pass, one fail.
  const oldA = await insertInstance(
    db,
    await insertModule(db, { code: 'OT4101', title: 'Old Testament', level: '4' }),
    2025,
    'Durham',
    tutor.id,
  );
  const oldB = await insertInstance(
    db,
    await insertModule(db, { code: 'GK4101', title: 'Greek', level: '4' }),
    2025,
    'Durham',
  );
  await insertResult(db, sam.certhe, oldA, { outcome: 'Passed', mark: 65, creditsAwarded: 20 });
  await insertResult(db, sam.certhe, oldB, { outcome: 'Failed', mark: 35, creditsAwarded: 0 });
  // 2026/27 on BTh: a pass at level 5, a place still running and a level 4 retake passed.
  const gospels = await insertInstance(
    db,
    await insertModule(db, { code: 'BS5101', title: 'The Gospels', level: '5' }),
    2026,
    'York',
    tutor.id,
  );
  const doctrine = await insertInstance(
    db,
    await insertModule(db, { code: 'CD5101', title: 'Christology', level: '5', credits: 40 }),
    2026,
    'York',
  );
  await insertResult(db, sam.bth, gospels, { outcome: 'Passed', mark: 71, creditsAwarded: 20 });
  await insertResult(db, sam.bth, doctrine);

  essay1 = await insertAssignment(db, gospels, 'Gospels essay 1', '2026-11-10', 40);
  essay2 = await insertAssignment(db, gospels, 'Gospels essay 2', '2027-01-15', 60);
  oldEssay = await insertAssignment(db, oldA, 'Old Testament essay', '2025-12-01', 100);
  await insertAssignment(
    db,
    await insertInstance(db, await insertModule(db, { code: 'XX4101' }), 2026),
    'Not Sam’s module',
    '2026-10-01',
  );
  await insertSubmission(db, essay1, sam.bth, '2026-11-09', 68);
  await insertExtension(db, {
    engagementId: sam.bth,
    instanceId: gospels,
    assignmentId: essay2,
    status: 'Rejected',
    requestedAt: '2026-12-01T09:00:00.000Z',
    length: '7 days',
    decidedByUserId: decider.id,
    decidedAt: '2026-12-02T10:00:00.000Z',
  });
  await insertExtension(db, {
    engagementId: sam.bth,
    instanceId: gospels,
    assignmentId: essay2,
    status: 'Approved',
    requestedAt: '2026-12-20T09:00:00.000Z',
    newDueDate: '2027-01-29',
    decidedByUserId: decider.id,
    decidedAt: '2026-12-21T10:00:00.000Z',
  });
  await insertExtension(db, {
    engagementId: sam.bth,
    instanceId: doctrine,
    assignmentId: null,
    status: 'Pending',
    requestedAt: '2027-02-01T09:00:00.000Z',
    length: 'more than 21 days',
  });

  // Another student on the same module, with their own submission and extension.
  const other = await buildStudent(db, (await buildUser(db)).personId);
  await insertResult(db, other.engagementId, gospels);
  await insertSubmission(db, essay1, other.engagementId, '2026-11-01', 40);
  await insertExtension(db, {
    engagementId: other.engagementId,
    instanceId: gospels,
    assignmentId: essay1,
    status: 'Approved',
    requestedAt: '2026-11-01T09:00:00.000Z',
    newDueDate: '2026-12-01',
  });
});

describe('access', () => {
  const calls = ['summary', 'results', 'assignments', 'finance'];

  it('needs a session (401) and students:view (403)', async () => {
    for (const call of calls) {
      expect((await get(`${sam.id}/${call}`, '')).statusCode).toBe(401);
      const refused = await get(`${sam.id}/${call}`, outsider);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 403, code: 'forbidden' });
    }
  });

  it('answers 404 for an unknown or impossible id', async () => {
    for (const call of calls) {
      for (const id of ['999999', 'abc', '0', '99999999999']) {
        const res = await get(`${id}/${call}`);
        expect(res.statusCode, `${call} ${id}`).toBe(404);
        expect(res.json()).toMatchObject({
          status: 404,
          code: 'not_found',
          message: `There is no student with id ${id}.`,
        });
      }
    }
  });
});

describe('GET /api/students/:id/summary', () => {
  it('gives the header: preferred name, current programme with its title, tutor', async () => {
    const res = await get(`${sam.id}/summary`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: sam.id,
      name: 'Sam Jones',
      partnerId: sam.partnerId,
      programmeCode: 'BTh',
      programmeTitle: 'Bachelor of Theology',
      level: '5',
      cohort: '5',
      hub: 'York',
      status: 'Current',
      personalTutor: tutor,
      hasPhoto: false,
      isMa: false,
      dissertationReady: false,
      currentEngagementId: sam.bth,
    });
  });

  it('says when there is a photo, and whether an MA student is ready for the dissertation (spec 5)', async () => {
    const ma = await buildStudent(db, (await buildUser(db, { firstName: 'Mary', lastName: 'Ames' })).personId, {
      programmeCode: 'MA',
      level: '7',
    });
    const file = await db.kysely
      .insertInto('files')
      .values({
        storage_key: `photos/${ma.id}`,
        original_name: 'me.jpg',
        content_type: 'image/jpeg',
        size: 10,
        sha256: 'x',
        uploaded_by_user_id: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely.updateTable('students').set({ photo_file_id: file.id }).where('id', '=', ma.id).execute();
    expect((await get(`${ma.id}/summary`)).json()).toMatchObject({
      name: 'Mary Ames',
      programmeCode: 'MA',
      // the title of System data's MA (migration 0065a)
      programmeTitle: 'MA in Theology, Ministry and Mission',
      personalTutor: null,
      hasPhoto: true,
      isMa: true,
      dissertationReady: true,
    });
    await db.kysely.updateTable('students').set({ cohort: null }).where('id', '=', ma.id).execute();
    expect((await get(`${ma.id}/summary`)).json()).toMatchObject({ isMa: true, dissertationReady: false });
  });
});

describe('GET /api/students/:id/results', () => {
  it('lists the module places of every engagement by academic year, newest first', async () => {
    const res = await get(`${sam.id}/results`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.years.map((y: { label: string }) => y.label)).toEqual(['2026/27', '2025/26']);
    expect(body.years[0].modules).toEqual([
      expect.objectContaining({
        moduleCode: 'BS5101',
        moduleTitle: 'The Gospels',
        programmeCode: 'BTh',
        engagementId: sam.bth,
        level: '5',
        credits: 20,
        hub: 'York',
        tutor: 'Tom Tutor',
        outcome: 'Passed',
        mark: 71,
        creditsAwarded: 20,
      }),
      expect.objectContaining({
        moduleCode: 'CD5101',
        credits: 40,
        tutor: null,
        outcome: 'Enrolled',
        mark: null,
        creditsAwarded: null,
      }),
    ]);
    expect(
      body.years[1].modules.map((m: { moduleCode: string; outcome: string; programmeCode: string }) => [
        m.moduleCode,
        m.outcome,
        m.programmeCode,
      ]),
    ).toEqual([
      ['GK4101', 'Failed', 'CertHE'],
      ['OT4101', 'Passed', 'CertHE'],
    ]);
    expect(Object.keys(body.years[0].modules[0]).sort()).toEqual(
      [
        'credits',
        'creditsAwarded',
        'engagementId',
        'hub',
        'id',
        'level',
        'mark',
        'moduleCode',
        'moduleInstanceId',
        'moduleTitle',
        'outcome',
        'programmeCode',
        'tutor',
      ].sort(),
    );
  });

  it('totals the credits achieved at each of the programme’s levels against 120 (spec 9)', async () => {
    expect((await get(`${sam.id}/results`)).json().totals).toEqual({
      levels: [
        { level: '4', achieved: 20, required: 120 },
        { level: '5', achieved: 20, required: 120 },
        { level: '6', achieved: 0, required: 120 },
      ],
      achieved: 40,
      required: 360,
    });
  });

  it('gives an empty list and zero totals to a student with no module places', async () => {
    const fresh = await buildStudent(db, (await buildUser(db)).personId, { programmeCode: 'MA', level: '7' });
    expect((await get(`${fresh.id}/results`)).json()).toEqual({
      years: [],
      totals: {
        levels: [
          { level: '7', achieved: 0, required: 120 },
          { level: '7Diss', achieved: 0, required: 120 },
        ],
        achieved: 0,
        required: 240,
      },
    });
  });
});

describe('GET /api/students/:id/assignments', () => {
  it('lists the assignments of the student’s modules, newest year first, with submission and extensions', async () => {
    const res = await get(`${sam.id}/assignments`);
    expect(res.statusCode).toBe(200);
    const { items, moduleExtensions } = res.json();
    expect(items.map((a: { id: number }) => a.id)).toEqual([essay1, essay2, oldEssay]);
    expect(items[0]).toEqual({
      id: essay1,
      title: 'Gospels essay 1',
      dueDate: '2026-11-10',
      effectiveDueDate: '2026-11-10',
      weight: 40,
      academicYear: 2026,
      academicYearLabel: '2026/27',
      module: { code: 'BS5101', title: 'The Gospels' },
      submission: { submittedOn: '2026-11-09', mark: 68 },
      extensions: [],
    });
    // The approved extension moves the due date; the rejected one does not.
    expect(items[1]).toMatchObject({ dueDate: '2027-01-15', effectiveDueDate: '2027-01-29', submission: null });
    expect(items[1].extensions).toEqual([
      {
        id: expect.any(Number),
        length: '14 days',
        status: 'Approved',
        lastEssayOfYear: false,
        requestedAt: '2026-12-20T09:00:00.000Z',
        originalDueDate: null,
        newDueDate: '2027-01-29',
        decidedBy: decider.name,
        decidedAt: '2026-12-21T10:00:00.000Z',
      },
      expect.objectContaining({ length: '7 days', status: 'Rejected', newDueDate: null, decidedBy: decider.name }),
    ]);
    expect(items[2]).toMatchObject({
      title: 'Old Testament essay',
      academicYearLabel: '2025/26',
      submission: null,
      extensions: [],
    });
    expect(moduleExtensions).toEqual([
      expect.objectContaining({
        status: 'Pending',
        length: 'more than 21 days',
        decidedBy: null,
        academicYear: 2026,
        academicYearLabel: '2026/27',
        module: { code: 'CD5101', title: 'Christology' },
      }),
    ]);
  });

  it('gives empty lists to a student with no modules', async () => {
    const fresh = await buildStudent(db, (await buildUser(db)).personId);
    expect((await get(`${fresh.id}/assignments`)).json()).toEqual({ items: [], moduleExtensions: [] });
  });
});

describe('GET /api/students/:id/finance', () => {
  it('tells finance (students:invoice) it may assess and invoice there', async () => {
    const finance = await login(app, await buildUser(db, { permissions: 'students:view students:invoice' }));
    const res = await app.inject({
      method: 'GET',
      url: `/api/students/${sam.id}/finance`,
      headers: { cookie: finance },
    });
    expect(res.json().abilities).toEqual({ canInvoice: true });
  });
  it('gives the current engagement’s term, its instalment months for the intake and the fee classification (spec 9)', async () => {
    const res = await get(`${sam.id}/finance`);
    expect(res.statusCode).toBe(200);
    // January intake: the schedule starts in December of the year before; Termly is 0, 5, 8.
    expect(res.json()).toEqual({
      // The registry reads the tab; only finance (students:invoice) assesses and invoices there.
      abilities: { canInvoice: false },
      account: expect.objectContaining({
        invoices: [],
        credits: [],
        statement: [],
        totals: { invoiced: 0, credited: 0, paid: 0, balance: 0, overdue: 0, creditOnAccount: 0 },
      }),
      engagement: {
        id: sam.bth,
        programmeCode: 'BTh',
        startIntake: '2027-01-04',
        intake: 'January',
        paymentTerm: 'Termly',
        feeClassification: 'admin3',
        instalments: ['2026-12-01', '2027-05-01', '2027-08-01'],
      },
    });
  });

  it('follows the September schedule from August, and adds no classification for paying in full', async () => {
    const student = await buildStudent(db, (await buildUser(db)).personId, { startIntake: '2026-09-01' });
    await db.kysely
      .updateTable('engagements')
      .set({ payment_term: 'Monthly' })
      .where('id', '=', student.engagementId)
      .execute();
    expect((await get(`${student.id}/finance`)).json().engagement).toMatchObject({
      intake: 'September',
      feeClassification: 'admin10',
      instalments: [
        '2026-08-01',
        '2026-09-01',
        '2026-10-01',
        '2026-11-01',
        '2026-12-01',
        '2027-01-01',
        '2027-02-01',
        '2027-03-01',
        '2027-04-01',
        '2027-05-01',
      ],
    });
    await db.kysely
      .updateTable('engagements')
      .set({ payment_term: 'InFull' })
      .where('id', '=', student.engagementId)
      .execute();
    expect((await get(`${student.id}/finance`)).json().engagement).toMatchObject({
      paymentTerm: 'InFull',
      feeClassification: null,
      instalments: ['2026-08-01'],
    });
    await db.kysely
      .updateTable('engagements')
      .set({ payment_term: null })
      .where('id', '=', student.engagementId)
      .execute();
    expect((await get(`${student.id}/finance`)).json().engagement).toMatchObject({
      paymentTerm: null,
      feeClassification: null,
      instalments: [],
    });
  });

  it('gives no schedule for an intake in another month, and null for a student without an engagement', async () => {
    const april = await buildStudent(db, (await buildUser(db)).personId, { startIntake: '2027-04-01' });
    await db.kysely
      .updateTable('engagements')
      .set({ payment_term: 'Termly' })
      .where('id', '=', april.engagementId)
      .execute();
    expect((await get(`${april.id}/finance`)).json().engagement).toMatchObject({
      intake: null,
      paymentTerm: 'Termly',
      feeClassification: 'admin3',
      instalments: [],
    });
    await db.kysely.updateTable('students').set({ current_engagement_id: null }).where('id', '=', april.id).execute();
    expect((await get(`${april.id}/finance`)).json()).toMatchObject({ engagement: null });
  });
});
