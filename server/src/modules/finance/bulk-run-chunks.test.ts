import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { CHUNK } from './bulk-run-job.ts';
import { assessSessions } from './fee-assessments.ts';

// Issue 14, the bulk runs at scale: a run goes CHUNK items to a transaction, written in bulk; when a
// chunk's bulk write fails on the database it is rolled back and done item by item, each under its
// own savepoint, so what the failed write had made is gone, nothing doubles, and one refused item
// does not lose the others.

vi.mock('./fee-assessments.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./fee-assessments.ts')>();
  return { ...real, assessSessions: vi.fn(real.assessSessions) };
});
const real = (await vi.importActual<typeof import('./fee-assessments.ts')>('./fee-assessments.ts')).assessSessions;

const t = await createTestApp({ FEATURES: 'invoices,payments' });
const db = t.db.kysely;
const finance = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view finance:menu students:menu students:view students:invoice' }),
);

async function students(count: number, year: number, startIntake: string) {
  const now = new Date().toISOString();
  const people = await db
    .insertInto('people')
    .values(
      Array.from({ length: count }, (_, i) => ({
        first_name: `Bulk${i}`,
        last_name: 'Student',
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  const made = [];
  for (const p of people)
    made.push(await buildStudent(t.db, p.id, { sessionYear: year, startIntake, status: 'Current' }));
  return made.map((s) => s.id);
}

async function run(body: object) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/finance/runs',
    headers: { cookie: finance },
    payload: body,
  });
  expect(started.statusCode).toBe(202);
  await runDueJobs(t.ctx);
  return (
    await t.app.inject({ method: 'GET', url: `/api/finance/runs/${started.json().id}`, headers: { cookie: finance } })
  ).json();
}

const perStudent = async (table: 'fee_assessments' | 'invoices', ids: number[], status?: string) =>
  (
    await db
      .selectFrom(table)
      .select(['student_id', (eb) => eb.fn.countAll().as('n')])
      .where('student_id', 'in', ids)
      .$if(status !== undefined, (q) => q.where('status' as never, '=', status as never))
      .groupBy('student_id')
      .execute()
  ).map((r) => Number(r.n));

afterEach(() => vi.mocked(assessSessions).mockReset().mockImplementation(real));

describe('finance bulk runs by chunks', () => {
  it('assesses and issues more than a chunk: every session once, numbers in sequence without a gap', async () => {
    const YEAR = 2033;
    await t.app.inject({
      method: 'PUT',
      url: '/api/finance/fee-rates',
      headers: { cookie: finance },
      payload: { academicYear: YEAR, programmeCode: 'BTh', amount: 900_000 },
    });
    const ids = await students(CHUNK + 5, YEAR, `${YEAR}-09-01`);
    const assessed = await run({ kind: 'assess', academicYear: YEAR });
    expect(assessed).toMatchObject({
      status: 'done',
      total: CHUNK + 5,
      processed: CHUNK + 5,
      made: CHUNK + 5,
      failed: 0,
    });
    expect(await perStudent('fee_assessments', ids)).toEqual(ids.map(() => 1));
    const audits = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('entity', '=', 'fee_assessments')
      .where('action', 'in', ['create', 'invoices generated'])
      .where(
        'entity_id',
        'in',
        (await db.selectFrom('fee_assessments').select('id').where('student_id', 'in', ids).execute()).map((a) =>
          String(a.id),
        ),
      )
      .executeTakeFirstOrThrow();
    expect(Number(audits.n)).toBe(2 * (CHUNK + 5));

    const first = await db
      .selectFrom('invoices')
      .select('due_on')
      .where('student_id', 'in', ids)
      .orderBy('due_on')
      .executeTakeFirstOrThrow();
    const issued = await run({ kind: 'issue', month: first.due_on.slice(0, 7) });
    expect(issued).toMatchObject({ status: 'done', total: CHUNK + 5, made: CHUNK + 5, failed: 0 });
    const numbers = (
      await db
        .selectFrom('invoices')
        .select(['number', 'fee_assessment_id'])
        .where('student_id', 'in', ids)
        .where('status', '=', 'issued')
        .orderBy('fee_assessment_id')
        .execute()
    ).map((i) => Number(i.number.slice(`INV-${YEAR}-`.length)));
    expect(numbers).toHaveLength(CHUNK + 5);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    const queued = await db
      .selectFrom('accounting_sync')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('document_type', '=', 'invoice')
      .where('student_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBe(CHUNK + 5);
  });

  it('redoes a chunk whose bulk write failed item by item: nothing doubled, the refused one listed, the others made', async () => {
    const YEAR = 2034;
    await t.app.inject({
      method: 'PUT',
      url: '/api/finance/fee-rates',
      headers: { cookie: finance },
      payload: { academicYear: YEAR, programmeCode: 'BTh', amount: 600_000 },
    });
    const good = await students(4, YEAR, `${YEAR}-09-01`);
    const [odd] = await students(1, YEAR, `${YEAR}-04-01`);
    // The chunk's bulk write goes through, then the database refuses (as on a deadlock or a
    // session assessed by hand meanwhile): its rows must not survive the fallback.
    vi.mocked(assessSessions).mockImplementationOnce(async (...args) => {
      await real(...args);
      throw new Error('could not serialize access');
    });
    const result = await run({ kind: 'assess', academicYear: YEAR });
    expect(result).toMatchObject({ status: 'done', total: 5, processed: 5, made: 4, failed: 1 });
    expect(result.failures).toEqual([
      expect.objectContaining({ studentId: odd, reason: expect.stringContaining('follows no payment schedule') }),
    ]);
    expect(await perStudent('fee_assessments', [...good, odd!])).toEqual([1, 1, 1, 1]);
    const drafts = await perStudent('invoices', good, 'draft');
    expect(drafts).toHaveLength(4);
    expect(new Set(drafts).size).toBe(1);
  });
});
