import { academicYearOf } from '@collegium/domain/academic-year';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoData } from './demo-data.ts';

// The demo is made relative to the day it is made, and the stories and screens lean on what it
// holds: work to chase, requests to decide, stages to move. These are the facts that once held on
// some days of the academic year and not on others (no pending extension at the end of July, a
// status change dated in the future in August, no invoice overdue more than 30 days in December),
// checked on days spread over the year, with the clock moved to each (Date only).

const DAYS = ['2027-01-20', '2027-07-30', '2027-08-10', '2027-09-15', '2027-12-07'];

afterAll(() => {
  vi.useRealTimers();
});

/** One demo made at a time: the clock is the process's. */
let previous: Promise<unknown> = Promise.resolve();

describe.each(DAYS)('the demo made on %s', (today) => {
  const made = previous.then(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T12:00:00Z`));
    try {
      const app = await createTestApp();
      await seedDemoData(app.db);
      return app;
    } finally {
      vi.useRealTimers();
    }
  });
  previous = made.catch(() => undefined);
  afterAll(async () => (await made).close());
  const year = academicYearOf(today);

  it('dates no change of status after that day', async () => {
    const { db } = await made;
    const later = await db.kysely
      .selectFrom('engagement_status_changes')
      .select(['to_status', 'effective_date'])
      .where('effective_date', '>', today)
      .execute();
    expect(later).toEqual([]);
  });

  it('has extension requests waiting for a decision, none asked for after that day', async () => {
    const { db } = await made;
    const rows = await db.kysely.selectFrom('extensions').select(['status', 'requested_at']).execute();
    expect(rows.filter((r) => r.status === 'Pending').length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.requested_at.slice(0, 10) > today)).toEqual([]);
  });

  it('has an invoice overdue more than 30 days for finance to chase', async () => {
    const { db } = await made;
    const cutoff = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from invoices i
       where i.status = 'issued' and i.due_on < ${cutoff}
         and i.amount_pence > coalesce((select sum(p.amount_pence) from payments p where p.invoice_id = i.id), 0)
           + coalesce((select sum(c.amount_pence) from credit_allocations c where c.invoice_id = i.id), 0)`.execute(
      db.kysely,
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it('has current dissertations at a working stage and a marked one', async () => {
    const { db } = await made;
    const stages = (
      await db.kysely
        .selectFrom('dissertations as d')
        .innerJoin('students as s', 's.current_engagement_id', 'd.engagement_id')
        .select('d.stage')
        .execute()
    ).map((r) => r.stage);
    expect(stages.some((s) => ['Supervisor agreed', 'Proposal received', 'Proposal approved'].includes(s))).toBe(true);
    expect(stages).toContain('Marked');
  });

  it('gives each starting student a session in the year they start', async () => {
    const { db } = await made;
    const starting = await db.kysely
      .selectFrom('students')
      .innerJoin('engagements as e', 'e.id', 'students.current_engagement_id')
      .select(['e.id', 'e.start_intake'])
      .where('students.status', '=', 'Starting')
      .execute();
    expect(starting.length).toBeGreaterThan(0);
    for (const e of starting) {
      const session = await db.kysely
        .selectFrom('engagement_sessions')
        .select('status')
        .where('engagement_id', '=', e.id)
        .where('academic_year', '=', Math.max(year, academicYearOf(e.start_intake)))
        .executeTakeFirst();
      expect(session?.status, e.start_intake).toBe('Starting');
    }
  });
});
