import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { runDueJobs } from '../jobs/worker.ts';

// Issue 14, Finance > Runs: the bulk runs are jobs with a progress and a result (how many made,
// which failed and why), and running one twice makes nothing twice.

const t = await createTestApp({ FEATURES: 'invoices,payments' });
const off = await createTestApp({ FEATURES: 'payments' });
const db = t.db.kysely;
const finance = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view finance:menu students:menu students:view students:invoice' }),
);
const registry = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view students:menu students:view students:edit' }),
);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = finance, app = t.app) =>
  app.inject({ method, url: `/api/${url}`, headers: { cookie: as }, ...(payload === undefined ? {} : { payload }) });

const YEAR = 2031;
const student = async (startIntake: string) =>
  buildStudent(t.db, (await buildUser(t.db)).personId, { sessionYear: YEAR, startIntake, status: 'Starting' });

async function run(body: object) {
  const started = await call('POST', 'finance/runs', body);
  expect(started.statusCode).toBe(202);
  expect(started.json()).toMatchObject({ status: 'queued', processed: 0 });
  await runDueJobs(t.ctx);
  return (await call('GET', `finance/runs/${started.json().id}`)).json();
}

const count = async (table: 'fee_assessments' | 'invoices', studentIds: number[], status?: string) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('student_id', 'in', studentIds)
        .$if(status !== undefined, (q) => q.where('status' as never, '=', status as never))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('finance bulk runs', () => {
  it('assesses a year’s sessions, lists those it could not with the reason, and a second run makes nothing', async () => {
    expect(
      (await call('PUT', 'finance/fee-rates', { academicYear: YEAR, programmeCode: 'BTh', amount: 900_000 }))
        .statusCode,
    ).toBe(200);
    const a = await student(`${YEAR}-09-01`);
    const b = await student(`${YEAR}-01-01`);
    const odd = await student(`${YEAR}-04-01`);
    const ids = [a.id, b.id, odd.id];

    const first = await run({ kind: 'assess', academicYear: YEAR });
    expect(first).toMatchObject({
      kind: 'assess',
      scope: `${YEAR}/${String(YEAR + 1).slice(2)}`,
      status: 'done',
      total: 3,
      processed: 3,
      made: 2,
      failed: 1,
      finishedAt: expect.any(String),
    });
    expect(first.failures).toEqual([
      {
        id: expect.any(Number),
        studentId: odd.id,
        studentName: expect.any(String),
        reason: expect.stringContaining('follows no payment schedule'),
      },
    ]);
    expect(await count('fee_assessments', ids)).toBe(2);
    const drafts = await count('invoices', ids, 'draft');
    expect(drafts).toBeGreaterThan(0);

    const second = await run({ kind: 'assess', academicYear: YEAR });
    expect(second).toMatchObject({ status: 'done', total: 1, made: 0, failed: 1 });
    expect(await count('fee_assessments', ids)).toBe(2);
    expect(await count('invoices', ids)).toBe(drafts);

    // The audit names who started it and what it did.
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'finance_runs')
      .where('entity_id', '=', String(first.id))
      .execute();
    expect(audit.map((r) => r.action).sort()).toEqual(['finance run finished', 'finance run started']);

    // Issue the drafts due by the end of the month of the earliest one: only those, then nothing more.
    const earliest = await db
      .selectFrom('invoices')
      .select(['due_on'])
      .where('student_id', 'in', ids)
      .orderBy('due_on')
      .executeTakeFirstOrThrow();
    const month = earliest.due_on.slice(0, 7);
    const dueThen = Number(
      (
        await db
          .selectFrom('invoices')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'draft')
          .where('due_on', '<=', `${month}-31`)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const issued = await run({ kind: 'issue', month });
    expect(issued).toMatchObject({ kind: 'issue', scope: month, status: 'done', made: dueThen, failed: 0 });
    expect(dueThen).toBeGreaterThan(0);
    expect(await count('invoices', ids, 'issued')).toBeGreaterThan(0);
    const numbers = await db
      .selectFrom('invoices')
      .select('number')
      .where('student_id', 'in', ids)
      .where('status', '=', 'issued')
      .execute();
    expect(numbers.every((n) => n.number.startsWith(`INV-${YEAR}-`))).toBe(true);
    const again = await run({ kind: 'issue', month });
    expect(again).toMatchObject({ status: 'done', total: 0, made: 0 });
    expect(await count('invoices', ids, 'issued')).toBe(numbers.length);

    const list = (await call('GET', 'finance/runs')).json();
    expect(list.items.slice(0, 4).map((r: { id: number }) => r.id)).toEqual([again.id, issued.id, second.id, first.id]);
  });

  it('refuses a second start of a run still under way, and bad input with the field', async () => {
    const first = await call('POST', 'finance/runs', { kind: 'assess', academicYear: 2040 });
    expect(first.statusCode).toBe(202);
    const twice = await call('POST', 'finance/runs', { kind: 'assess', academicYear: 2040 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain(`run ${first.json().id}`);
    await runDueJobs(t.ctx);
    expect((await call('GET', `finance/runs/${first.json().id}`)).json()).toMatchObject({ status: 'done', total: 0 });

    const badMonth = await call('POST', 'finance/runs', { kind: 'issue', month: '2031-13' });
    expect(badMonth.statusCode).toBe(422);
    expect(badMonth.json().details).toEqual([{ param: 'month', message: 'Give the month as YYYY-MM.' }]);
    const badYear = await call('POST', 'finance/runs', { kind: 'assess', academicYear: 2010 });
    expect(badYear.statusCode).toBe(422);
    expect((await call('POST', 'finance/runs', { kind: 'refund' })).statusCode).toBe(422);
    expect((await call('GET', 'finance/runs/999999')).statusCode).toBe(404);
  });

  it('is for finance only, and absent while invoices are off', async () => {
    expect((await call('GET', 'finance/runs', undefined, registry)).statusCode).toBe(403);
    expect((await call('POST', 'finance/runs', { kind: 'issue', month: '2031-09' }, registry)).statusCode).toBe(403);
    const offFinance = await login(
      off.app,
      await buildUser(off.db, { permissions: 'dashboard:view finance:menu students:invoice' }),
    );
    expect((await call('GET', 'finance/runs', undefined, offFinance, off.app)).statusCode).toBe(404);
  });
});
