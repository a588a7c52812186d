import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp, TEST_DB } from '../../test/test-app.ts';
import {
  auditOf,
  changesOf,
  engagementRow,
  sessionsOf,
  snapshot,
  studentOn,
  studentRow,
  today,
} from './engagement-test-support.ts';

// POST /api/engagements/:id/transfer (spec 4.2, 5): a new engagement on another programme and
// the old one Transferred, all or nothing.

const { app, db } = await createTestApp();
let editor: string;
let viewer: string;

beforeAll(async () => {
  editor = await login(app, await buildUser(db, { permissions: 'students:*' }));
  viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
});

function transfer(engagementId: number, payload: Record<string, unknown>, cookie = editor) {
  return app.inject({ method: 'POST', url: `/api/engagements/${engagementId}/transfer`, headers: { cookie }, payload });
}

const toBTh = (version = 1) => ({
  programmeCode: 'BTh',
  level: '5',
  pathway: 'Mission',
  reason: 'Moving on to the degree',
  effectiveDate: today(),
  version,
});

describe('a transfer', () => {
  it('creates the new engagement, marks the old one Transferred and moves the student', async () => {
    const student = await studentOn(db, { programmeCode: 'DipHE', level: '5', hub: 'York' });
    await db.kysely
      .updateTable('engagements')
      .set({ intention: 'Continue', payment_term: 'Monthly', student_type: 'Ordinand' })
      .where('id', '=', student.engagementId)
      .execute();
    const res = await transfer(student.engagementId, toBTh());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      current: true,
      programmeCode: 'BTh',
      level: '5',
      cohort: '5',
      pathway: 'Mission',
      status: 'Current',
      hub: 'York',
      pace: 'PT',
      studentType: 'Ordinand',
      paymentTerm: 'Monthly',
      intention: 'Continue',
      intentions: 'Assumed',
      startIntake: today(),
      transferredFromId: student.engagementId,
      version: 1,
    });
    expect(created.sessions).toMatchObject([{ status: 'Current', level: '5' }]);
    expect(created.history).toMatchObject([
      { fromStatus: null, toStatus: 'Current', reason: 'Moving on to the degree' },
    ]);

    const old = await engagementRow(db, student.engagementId);
    expect(old).toMatchObject({ status: 'Transferred', end_date: today(), intentions: null, version: 2 });
    expect((await sessionsOf(db, student.engagementId)).map((s) => s.status)).toEqual(['Transferred']);
    expect(await changesOf(db, student.engagementId)).toMatchObject([
      { from_status: 'Current', to_status: 'Transferred', effective_date: today() },
    ]);

    const row = await studentRow(db, student.id);
    expect(row).toMatchObject({
      current_engagement_id: created.id,
      programme_code: 'BTh',
      level: '5',
      status: 'Current',
      pathway: 'Mission',
    });
    const [audit] = await auditOf(db, student.id);
    expect(audit?.action).toBe('transfer');
    expect(JSON.parse(audit?.changes ?? '[]')).toContainEqual({
      field: 'programmeCode',
      before: 'DipHE',
      after: 'BTh',
    });

    const list = (
      await app.inject({ method: 'GET', url: `/api/students/${student.id}/engagements`, headers: { cookie: viewer } })
    ).json();
    expect(
      list.items.map((e: { programmeCode: string; status: string; current: boolean }) => [
        e.programmeCode,
        e.status,
        e.current,
      ]),
    ).toEqual([
      ['BTh', 'Current', true],
      ['DipHE', 'Transferred', false],
    ]);
  });

  it('may start from IoS, and asks for an intention when there is none to carry over', async () => {
    const student = await studentOn(db, { programmeCode: 'CertHE', status: 'IoS' });
    const res = await transfer(student.engagementId, toBTh());
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      {
        param: 'intention',
        message: "Choose the student's intention for next year: it is required on the new, Current engagement.",
      },
    ]);
    expect((await transfer(student.engagementId, { ...toBTh(), intention: 'Continue' })).statusCode).toBe(201);
  });
});

describe('what a transfer refuses', () => {
  it.each(['MA', 'GradDip', 'BA'])('a %s engagement (spec 5: not transferable)', async (programmeCode) => {
    const student = await studentOn(db, { programmeCode, level: programmeCode === 'BA' ? '6' : undefined });
    const before = await snapshot(db, student.id);
    const res = await transfer(student.engagementId, { ...toBTh(), intention: 'Continue' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { param: 'engagement', message: `Students on ${programmeCode} cannot transfer to another programme.` },
    ]);
    expect(await snapshot(db, student.id)).toEqual(before);
  });

  it.each(['Withdrawn', 'Completed', 'Transferred', 'Deferred'])('a %s engagement', async (status) => {
    const student = await studentOn(db, { status });
    const res = await transfer(student.engagementId, { ...toBTh(), programmeCode: 'DipHE', level: '4' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0]).toEqual({
      param: 'engagement',
      message: `An engagement that is ${status} cannot be transferred: only Current or IoS ones can.`,
    });
  });

  it.each([
    [{ level: '7' }, 'level', 'BTh is studied at level 4, 5 or 6: choose one of those.'],
    [
      { programmeCode: 'CertHE', level: '4' },
      'programmeCode',
      'The student is already on CertHE: choose another programme.',
    ],
    // System data's programmes (issue 15), not a constant
    [
      { programmeCode: 'BSc' },
      'programmeCode',
      expect.stringMatching(/^Choose a programme from the list: NLM, .*BTh.*\.$/),
    ],
    [{ reason: '' }, 'reason', 'Give a reason for the change.'],
    [{ effectiveDate: '2026-13-01' }, 'effectiveDate', 'Enter the effective date as a real date, YYYY-MM-DD.'],
  ])('%j, writing nothing', async (override, param, message) => {
    const student = await studentOn(db, { programmeCode: 'CertHE' });
    await db.kysely
      .updateTable('engagements')
      .set({ intention: 'Continue' })
      .where('id', '=', student.engagementId)
      .execute();
    const before = await snapshot(db, student.id);
    const res = await transfer(student.engagementId, { ...toBTh(), ...override });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ param, message }]);
    expect(await snapshot(db, student.id)).toEqual(before);
  });

  it('a stale version (409), writing nothing', async () => {
    const student = await studentOn(db, { programmeCode: 'CertHE' });
    const before = await snapshot(db, student.id);
    expect((await transfer(student.engagementId, { ...toBTh(4), intention: 'Continue' })).statusCode).toBe(409);
    expect(await snapshot(db, student.id)).toEqual(before);
  });

  it('without students:edit (401, 403)', async () => {
    const student = await studentOn(db, { programmeCode: 'CertHE' });
    expect((await transfer(student.engagementId, toBTh(), '')).statusCode).toBe(401);
    expect((await transfer(student.engagementId, toBTh(), viewer)).statusCode).toBe(403);
  });
});

describe('atomicity', () => {
  it('leaves everything as it was when the database fails at the last write', async () => {
    const student = await studentOn(db, { programmeCode: 'CertHE' });
    await db.kysely
      .updateTable('engagements')
      .set({ intention: 'Continue' })
      .where('id', '=', student.engagementId)
      .execute();
    const before = await snapshot(db, student.id);
    const engagementsBefore = await db.kysely
      .selectFrom('engagements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // The audit entry is written last: fail it, after the engagements, sessions and history are written.
    if (TEST_DB === 'sqlite') {
      await sql`create trigger fail_transfer before insert on audit_log when new.action = 'transfer' begin select raise(abort, 'forced failure'); end`.execute(
        db.kysely,
      );
    } else {
      await sql`create function fail_transfer() returns trigger language plpgsql as $$ begin if new.action = 'transfer' then raise exception 'forced failure'; end if; return new; end $$`.execute(
        db.kysely,
      );
      await sql`create trigger fail_transfer before insert on audit_log for each row execute function fail_transfer()`.execute(
        db.kysely,
      );
    }
    try {
      const res = await transfer(student.engagementId, toBTh());
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`drop trigger fail_transfer${sql.raw(TEST_DB === 'postgres' ? ' on audit_log' : '')}`.execute(db.kysely);
    }
    expect(await snapshot(db, student.id)).toEqual(before);
    const engagementsAfter = await db.kysely
      .selectFrom('engagements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(engagementsAfter.n)).toBe(Number(engagementsBefore.n));
    // And the same call goes through once the database is well again.
    expect((await transfer(student.engagementId, toBTh())).statusCode).toBe(201);
  });
});
