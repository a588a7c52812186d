import fc from 'fast-check';
import { type SqlBool, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { everyWordStartsOne, studentSearch } from '../../lib/list-view-params.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dialectOf } from '../entities/list-repository.ts';

// Issue 13: the special lists' search finds its people from indexes alone: a short word from
// person_name_prefixes (migration 0072b), a longer one from ranges of the names' lower-case keys; for random people, random edits to their
// names (the triggers) and random searches it finds exactly the people the LIKE search finds
// (the naive reference), on both databases.

const { db } = await createTestApp();
const k = db.kysely;

/** Names sharing prefixes, in several cases, with LIKE's wildcards, quotes and non-ASCII letters. */
const NAMES = [
  'Wil',
  'will',
  'Willow',
  'WILSON',
  'Smith',
  'Smi',
  'ann',
  'Ånd',
  'élan',
  'Élan',
  "O'Neil",
  'o_n',
  '50%',
  'a',
  'Zé',
];
const name = fc.constantFrom(...NAMES);
const person = fc.record({ first: name, last: name, preferred: fc.option(name, { nil: null }) });
const word = fc.oneof(
  fc.constantFrom('w', 'W', 'wi', 'wil', 'WIL', 'sm', 'a', 'å', 'Å', 'é', 'É', 'o_', '_', '%', "o'", '5', '50', 'zé'),
  // Longer words: ranges of the names' lower-case keys instead of prefix rows.
  fc.constantFrom('will', 'WILSON', 'Willo', 'smit', 'élan', 'Élan', "o'ne", 'o_n', '50%', 'ånd', 'ÅND', 'wil smith'),
  fc.string({ minLength: 1, maxLength: 3, unit: fc.constantFrom('w', 'i', 'l', 'a', 'n', 'é', '_', '%') }),
);
const search = fc.oneof(
  word,
  fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
);

const cols = {
  firstName: 'p.first_name',
  lastName: 'p.last_name',
  preferredName: 'p.preferred_name',
  partnerId: 'sp.partner_id',
};
const byPeople = { ...cols, personId: 'p.id', dialect: dialectOf(k) } as const;

/** The alumni list's search (every word starts a name or the e-mail): from indexes, or by LIKE. */
async function foundEveryWord(text: string, byIndexes: boolean): Promise<number[]> {
  const columns = ['first_name', 'last_name', 'preferred_name', 'email'];
  let query = k.selectFrom('people as p').select('p.id').where('p.email', 'like', '%@prefix.test');
  if (byIndexes) query = query.where(everyWordStartsOne('p.id', dialectOf(k), text, columns));
  else {
    for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) {
      const like = `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or(columns.map((c) => sql<SqlBool>`lower(${sql.ref(`p.${c}`)}) like ${like} escape '\\'`)),
      );
    }
  }
  const rows = await query.orderBy('p.id').execute();
  return rows.map((r) => r.id);
}

async function found(text: string, byPrefixes: boolean): Promise<number[]> {
  const rows = await k
    .selectFrom('people as p')
    .leftJoin('students as sp', 'sp.person_id', 'p.id')
    .select('p.id')
    .where(studentSearch(byPrefixes ? byPeople : cols, text))
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.id);
}

describe('short-word search by person_name_prefixes', () => {
  it('reads the prefix rows for a short word', () => {
    const compiled = k.selectFrom('people as p').select('p.id').where(studentSearch(byPeople, 'Wil')).compile();
    expect(compiled.sql).toContain('person_name_prefixes');
    expect(compiled.sql).not.toContain('like');
  });

  it('finds what the LIKE search finds, through inserts, edits and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(person, { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), person), { maxLength: 4 }),
        fc.nat(),
        fc.array(search, { minLength: 1, maxLength: 6 }),
        async (people, edits, drop, searches) => {
          await sql`delete from people where email like '%@prefix.test'`.execute(k);
          const now = new Date().toISOString();
          const ids: number[] = [];
          for (const [i, p] of people.entries()) {
            const row = await k
              .insertInto('people')
              .values({
                first_name: p.first,
                last_name: p.last,
                preferred_name: p.preferred,
                email: `p${i}@prefix.test`,
                created_at: now,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            ids.push(row.id);
          }
          for (const [at, p] of edits) {
            const id = ids[at % ids.length] as number;
            await k
              .updateTable('people')
              .set({ first_name: p.first, last_name: p.last, preferred_name: p.preferred })
              .where('id', '=', id)
              .execute();
          }
          await k
            .deleteFrom('people')
            .where('id', '=', ids[drop % ids.length] as number)
            .execute();
          for (const text of searches) {
            expect(await found(text, true)).toEqual(await found(text, false));
            expect(await foundEveryWord(text, true)).toEqual(await foundEveryWord(text, false));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
