import { REQUEST_STATUSES, STUDENT_REQUEST_TYPES } from '@collegium/domain/student-requests';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { listViewPage } from '../../lib/list-view.ts';
import { type SignedStudent, signedStudent } from '../../test/signed-student.ts';
import { createTestApp } from '../../test/test-app.ts';
import { requestQueueQuery, requestQueueView } from './request-queue.ts';

// Issue 13, migration 0082c: the requests queue reads each table's first offset + limit rows in
// list order and merges them (firstOfEachArm), and counts an unfiltered queue from each table
// alone. For random extensions and requests (requested on few days, so ties meet the tie-break
// across the two tables, whose ids repeat) and random queries (kind, status, hub, sort, order,
// page), every page equals the page the plain UNION gives (sorted whole, counted through the
// joins), on both databases.

const { app, db } = await createTestApp();
const k = db.kysely;
const NOW = new Date().toISOString();
const DAYS = ['2026-10-01T09:00:00.000Z', '2026-10-02T09:00:00.000Z', '2026-10-03T10:00:00.000Z'];
const HUBS = ['Durham', 'London'];

let students: SignedStudent[] = [];
beforeAll(async () => {
  students = [];
  for (const [i, hub] of [...HUBS, ...HUBS, ...HUBS].entries())
    students.push(await signedStudent(app, db, { hub, partnerId: 7_100_000 + i }));
});

async function fill(seed: number) {
  await sql`delete from extensions`.execute(k);
  await sql`delete from student_requests`.execute(k);
  let state = seed * 7919 + 13;
  const rnd = (n: number) => (state = (state * 1103515245 + 12345) % 2147483648) % n;
  for (let i = 0; i < 30; i++) {
    const s = students[rnd(students.length)] as SignedStudent;
    await k
      .insertInto('extensions')
      .values({
        engagement_id: s.engagementId,
        session_id: s.sessionId,
        module_instance_id: s.moduleInstanceId,
        assignment_id: s.assignmentId,
        length: '7 days',
        reason: 'Flu.',
        evidence_file_id: null,
        status: REQUEST_STATUSES[rnd(REQUEST_STATUSES.length)] as string,
        original_due_date: '2027-01-10',
        new_due_date: null,
        requested_at: DAYS[rnd(DAYS.length)] as string,
        decided_by_user_id: null,
        decided_at: null,
        decision_note: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    const r = students[rnd(students.length)] as SignedStudent;
    await k
      .insertInto('student_requests')
      .values({
        student_id: r.studentId,
        engagement_id: r.engagementId,
        type: STUDENT_REQUEST_TYPES[rnd(STUDENT_REQUEST_TYPES.length)] as string,
        status: REQUEST_STATUSES[rnd(REQUEST_STATUSES.length)] as string,
        reason: 'Moving.',
        effective_date: '2026-12-01',
        return_date: null,
        requested_at: DAYS[rnd(DAYS.length)] as string,
        decided_by_user_id: null,
        decided_at: null,
        decision_note: null,
        applied_at: null,
        approved_intention: null,
        not_applied_reason: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
  }
}

/** Mostly absent: every filter at once leaves most lists empty. */
const often = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: arb, weight: 1 });

const view = () => requestQueueView(k, 'dd/MM/yyyy');
/** The queue as before 0082c: the whole UNION sorted, counted through its joins. */
const plain = () => ({ ...view(), firstOfEachArm: undefined, count: undefined });

describe('the requests queue (0082c)', () => {
  it('pages and counts exactly as the plain UNION, for random requests and queries', async () => {
    let compared = 0;
    for (const seed of [1, 2, 3]) {
      await fill(seed);
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            type: often(fc.constantFrom('Extension', ...STUDENT_REQUEST_TYPES)),
            status: often(fc.constantFrom(...REQUEST_STATUSES)),
            hub: often(fc.constantFrom(...HUBS)),
            sort: fc.constantFrom('requestedAt', 'name', 'kind', 'status', 'decidedAt'),
            order: fc.constantFrom('asc', 'desc'),
            page: fc.integer({ min: 1, max: 5 }).map(String),
            pageSize: fc.constantFrom('2', '3', '10'),
          }),
          async (params) => {
            const q = requestQueueQuery.parse(
              Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)),
            );
            const got = await listViewPage(view(), q);
            expect(got).toEqual(await listViewPage(plain(), q));
            if (got.items.length > 0) compared++;
          },
        ),
        { numRuns: 60, seed },
      );
    }
    // Many of the compared pages held rows (three random filters make many lists empty).
    expect(compared).toBeGreaterThan(45);
  });
});
