import { ALL_ENGAGEMENT_STATUSES } from '@collegium/domain/engagement-status-change';
import { canMoveEngagement } from '@collegium/domain/engagement-transitions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
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

// POST /api/engagements/:id/status (spec 4.2): the transition table decides, on the server.

const { app, db } = await createTestApp();
let editor: string;
let viewer: string;

beforeAll(async () => {
  editor = await login(
    app,
    await buildUser(db, { permissions: 'students:view students:edit', firstName: 'Rita', lastName: 'Registry' }),
  );
  viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
});

function post(engagementId: number, payload: Record<string, unknown>, cookie = editor) {
  return app.inject({ method: 'POST', url: `/api/engagements/${engagementId}/status`, headers: { cookie }, payload });
}

const change = (status: string, version = 1) => ({
  status,
  reason: 'Registry decision',
  effectiveDate: today(),
  intention: 'Continue',
  version,
});

describe('the transition table (spec 4.2, DESIGN 5)', () => {
  it('allows every row of the table and refuses every other pair with 422 on status', async () => {
    const seen: string[] = [];
    for (const from of ALL_ENGAGEMENT_STATUSES) {
      for (const to of ALL_ENGAGEMENT_STATUSES) {
        const student = await studentOn(db, { status: from });
        const res = await post(student.engagementId, change(to));
        const allowed = canMoveEngagement(from, to) && to !== 'Transferred';
        if (allowed) {
          expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
          expect(res.json()).toMatchObject({ id: student.engagementId, status: to, version: 2 });
          expect((await engagementRow(db, student.engagementId)).status).toBe(to);
          seen.push(`${from} → ${to}`);
        } else {
          expect(res.statusCode, `${from} → ${to}`).toBe(422);
          const body = res.json();
          expect(body.code).toBe('validation_failed');
          expect(body.details.map((d: { param: string }) => d.param)).toEqual(['status']);
          expect((await engagementRow(db, student.engagementId)).status).toBe(from);
        }
      }
    }
    // Transferred is a row of the table too, reached by the transfer call (engagement-transfer.test.ts).
    expect(seen.sort()).toEqual(
      [
        'IoS → Current',
        'IoS → Withdrawn',
        'IoS → Terminated',
        'Current → IoS',
        'Current → Completed',
        'Current → Withdrawn',
        'Current → Terminated',
        'Deferred → Current',
        'Deferred → Starting',
        'Did not start → Current',
        'Did not start → Starting',
        'Resi only → Current',
        'Resi only → Starting',
        'Starting → Deferred',
        'Starting → Did not start',
        'Starting → Resi only',
      ].sort(),
    );
  }, 120_000);

  it('says clearly why a move is refused', async () => {
    const withdrawn = await studentOn(db, { status: 'Withdrawn' });
    const res = await post(withdrawn.engagementId, change('Current'));
    expect(res.json().details).toEqual([
      { param: 'status', message: 'An engagement that is Withdrawn cannot change status.' },
    ]);
    const current = await studentOn(db);
    const transfer = await post(current.engagementId, change('Transferred'));
    expect(transfer.json().details[0].message).toBe(
      'Transferred is set by a transfer to another programme: use Transfer instead.',
    );
    const starting = await post(current.engagementId, change('Starting'));
    expect(starting.json().details[0].message).toBe(
      'An engagement that is Current cannot move to Starting. It can move to IoS, Completed, Withdrawn or Terminated.',
    );
  });
});

describe('what a status change needs', () => {
  it.each([
    [{ reason: undefined }, 'reason', 'Give a reason for the change.'],
    [{ reason: '   ' }, 'reason', 'Give a reason for the change.'],
    [{ reason: 'x'.repeat(1001) }, 'reason', 'Keep the reason to 1,000 characters.'],
    [{ effectiveDate: undefined }, 'effectiveDate', 'Enter the effective date as a real date, YYYY-MM-DD.'],
    [{ effectiveDate: '2026-02-30' }, 'effectiveDate', 'Enter the effective date as a real date, YYYY-MM-DD.'],
    [{ effectiveDate: '2016-08-01' }, 'effectiveDate', 'The effective date cannot be before 2017.'],
    [
      { effectiveDate: `${Number(today().slice(0, 4)) + 2}-01-01` },
      'effectiveDate',
      'The effective date cannot be more than a year from today.',
    ],
    [
      { intention: undefined },
      'intention',
      "Choose the student's intention for next year: it is required when the status is IoS.",
    ],
    [{ intention: 'Sail round the world' }, 'intention', 'Choose one of the intentions offered.'],
  ])('refuses %j with 422 on the field and writes nothing', async (override, param, message) => {
    const student = await studentOn(db);
    const before = await snapshot(db, student.id);
    const res = await post(student.engagementId, { ...change('IoS'), ...override });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ param, message }]);
    expect(await snapshot(db, student.id)).toEqual(before);
  });

  it('asks for an intention when moving back to Current, not when withdrawing', async () => {
    const ios = await studentOn(db, { status: 'IoS' });
    const res = await post(ios.engagementId, { ...change('Current'), intention: null });
    expect(res.json().details).toEqual([
      {
        param: 'intention',
        message: "Choose the student's intention for next year: it is required when the status is Current.",
      },
    ]);
    const leaving = await studentOn(db);
    expect((await post(leaving.engagementId, { ...change('Withdrawn'), intention: undefined })).statusCode).toBe(200);
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const student = await studentOn(db);
    const before = await snapshot(db, student.id);
    const res = await post(student.engagementId, change('IoS', 7));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    expect(await snapshot(db, student.id)).toEqual(before);
  });

  it('answers 404 for an unknown engagement and 422 for a bad id', async () => {
    expect((await post(999_999, change('IoS'))).statusCode).toBe(404);
    expect((await post('abc' as unknown as number, change('IoS'))).statusCode).toBe(422);
  });

  it('needs students:edit (401 signed out, 403 with students:view only)', async () => {
    const student = await studentOn(db);
    expect((await post(student.engagementId, change('IoS'), '')).statusCode).toBe(401);
    expect((await post(student.engagementId, change('IoS'), viewer)).statusCode).toBe(403);
    expect((await engagementRow(db, student.engagementId)).status).toBe('Current');
  });
});

describe('what a status change writes', () => {
  it('updates the engagement, its history, its session, the students summary and the audit in one go', async () => {
    const student = await studentOn(db);
    const studentBefore = await studentRow(db, student.id);
    const res = await post(student.engagementId, {
      ...change('IoS'),
      reason: '  Bereavement  ',
      intention: 'Interrupt studies',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'IoS',
      intentions: 'Assumed',
      intention: 'Interrupt studies',
      endDate: null,
      nextStatuses: ['Current', 'Transferred', 'Withdrawn', 'Terminated'],
      canTransfer: true,
    });
    expect(body.history).toEqual([
      {
        id: expect.any(Number),
        fromStatus: 'Current',
        toStatus: 'IoS',
        reason: 'Bereavement',
        effectiveDate: today(),
        changedBy: { id: expect.any(Number), name: 'Rita Registry' },
        changedAt: expect.any(String),
      },
    ]);

    const changes = await changesOf(db, student.engagementId);
    expect(changes).toMatchObject([
      { from_status: 'Current', to_status: 'IoS', reason: 'Bereavement', effective_date: today() },
    ]);
    expect((await sessionsOf(db, student.engagementId)).map((s) => s.status)).toEqual(['Incomplete']);

    const studentAfter = await studentRow(db, student.id);
    expect(studentAfter.status).toBe('IoS');
    expect(studentAfter.version).toBe(studentBefore.version + 1);

    const [audit] = await auditOf(db, student.id);
    expect(audit).toMatchObject({ action: 'status change', actor_user_id: expect.any(Number) });
    expect(JSON.parse(audit?.changes ?? '[]')).toEqual([
      { field: 'engagement', before: null, after: student.engagementId },
      { field: 'status', before: 'Current', after: 'IoS' },
      { field: 'intention', before: null, after: 'Interrupt studies' },
      { field: 'sessionStatus', before: 'Current', after: 'Incomplete' },
      { field: 'effectiveDate', before: null, after: today() },
      { field: 'reason', before: null, after: 'Bereavement' },
    ]);
  });

  it('ends the engagement on Completed, Withdrawn or Terminated and closes the session', async () => {
    for (const [status, session] of [
      ['Completed', 'Completed'],
      ['Withdrawn', 'Incomplete'],
      ['Terminated', 'Incomplete'],
    ] as const) {
      const student = await studentOn(db);
      const res = await post(student.engagementId, { ...change(status), intention: null });
      expect(res.json()).toMatchObject({
        status,
        endDate: today(),
        intentions: null,
        nextStatuses: [],
        canTransfer: false,
      });
      expect((await sessionsOf(db, student.engagementId)).map((s) => s.status)).toEqual([session]);
      expect((await studentRow(db, student.id)).intentions).toBeNull();
    }
  });

  it('leaves a session of another academic year alone', async () => {
    const student = await studentOn(db, { sessionYear: 2019 });
    expect((await post(student.engagementId, change('IoS'))).statusCode).toBe(200);
    expect((await sessionsOf(db, student.engagementId)).map((s) => s.status)).toEqual(['Current']);
  });
});
