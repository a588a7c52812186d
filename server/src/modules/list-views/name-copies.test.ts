import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type ListView, listViewKeysQuery } from '../../lib/list-view.ts';
import { buildStudent } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { SPECIAL_LISTS, specialListQuery } from './registry.ts';

// Issue 13, migration 0076a: the special lists sort by the student's names copied onto their own
// table. For random people (names with ties, in several cases, some empty first names), their
// bursary applications, folder requests, badge awards and alumni records, and random renames
// afterwards (the triggers' work), every list sorted by name, in both orders, gives exactly the
// keys, in exactly the order, that the same list sorted by the people table's names gives (the
// naive reference), on both databases.

const { db } = await createTestApp({ FEATURES: 'bursaries,badges' });
const k = db.kysely;
const NOW = new Date().toISOString();

const name = fc.constantFrom('Abbott', 'abbott', 'Baker', 'Zé', 'Ågren', "O'Neil", 'Smith', 'smith', 'a');
const person = fc.record({ first: name, last: name });

/** The list sorted by the people table's own names: the list order before migration 0076a. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list's rows differ
function naive(view: ListView<any, any, any>): ListView<any, any, any> {
  return {
    ...view,
    sorts: { ...view.sorts, name: 'p.last_name' },
    thenBy: { ...view.thenBy, name: 'p.first_name' },
  };
}

const named = SPECIAL_LISTS.filter((l) => {
  const ref = (l.view(k).sorts as Record<string, string>).name;
  return ref?.endsWith('.person_last_name') && l.name !== 'requests queue';
});

async function clear() {
  for (const table of ['badge_awards', 'folder_requests', 'bursary_applications', 'alumni', 'badges']) {
    await sql`delete from ${sql.table(table)}`.execute(k);
  }
  await sql`delete from engagement_sessions`.execute(k);
  await sql`update students set current_engagement_id = null`.execute(k);
  await sql`delete from engagements`.execute(k);
  await sql`delete from students`.execute(k);
  await sql`delete from people where email like '%@copies.test'`.execute(k);
}

async function build(people: { first: string; last: string }[]) {
  const badge = await k
    .insertInto('badges')
    .values({ name: 'Reader', description: 'Read', created_at: NOW, updated_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  const personIds: number[] = [];
  for (const [i, p] of people.entries()) {
    const { id: personId } = await k
      .insertInto('people')
      .values({ first_name: p.first, last_name: p.last, email: `c${i}@copies.test`, created_at: NOW, updated_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    personIds.push(personId);
    const student = await buildStudent(db, personId, { status: i % 3 === 0 ? 'Starting' : 'Current' });
    await k
      .insertInto('bursary_applications')
      .values({
        student_id: student.id,
        academic_year: 2026,
        status: 'Submitted',
        bursary_type: null,
        income_band: null,
        dependants: null,
        other_funding: null,
        other_funding_total: null,
        monthly_outgoings: null,
        amount_requested: 500,
        statement: null,
        submitted_at: NOW,
        decided_at: null,
        decided_by_user_id: null,
        decision_note: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await k
      .insertInto('folder_requests')
      .values({
        student_id: student.id,
        status: 'Pending',
        reason: 'For my records',
        delivery: 'Email',
        send_to: `c${i}@copies.test`,
        requested_at: NOW,
        completed_at: null,
        completed_by_user_id: null,
        decision_note: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await k
      .insertInto('badge_awards')
      .values({
        badge_id: badge.id,
        student_id: student.id,
        awarded_on: '2026-11-01',
        note: null,
        awarded_by_user_id: null,
        created_at: NOW,
      })
      .execute();
    await k
      .insertInto('alumni')
      .values({ person_id: personId, programme: 'BTh', graduation_year: 2020, created_at: NOW, updated_at: NOW })
      .execute();
  }
  return personIds;
}

describe('special lists sorted by the copied names (0076a)', () => {
  it('has the lists to check', () => {
    expect(named.map((l) => l.name).sort()).toEqual(
      [
        'badge awards',
        'bursary cases',
        'enrolment',
        'folder requests',
        'fundraising alumni',
        'intentions',
        'new students',
        'tutees',
      ].sort(),
    );
  });

  it('orders every list as the people table does, through inserts and renames', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(person, { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), person), { maxLength: 4 }),
        async (people, renames) => {
          await clear();
          const ids = await build(people);
          for (const [at, p] of renames) {
            await k
              .updateTable('people')
              .set({ first_name: p.first, last_name: p.last })
              .where('id', '=', ids[at % ids.length] as number)
              .execute();
          }
          for (const list of named) {
            const view = list.view(k);
            for (const order of ['asc', 'desc']) {
              const q = specialListQuery(list, { sort: 'name', order, page: '1', pageSize: '50' });
              const got = await listViewKeysQuery(view, q).execute();
              const want = await listViewKeysQuery(naive(view), q).execute();
              expect(got, `${list.name} ${order}`).toEqual(want);
              if (list.name !== 'tutees' && list.name !== 'intentions') expect(got.length).toBe(ids.length);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
