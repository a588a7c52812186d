import { type EntityDefinition, fieldOf, optionsFor } from '@collegium/domain/entities/entity-definition';
import { ENTITIES } from '@collegium/domain/entities/registry';
import { type RawBuilder, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { combinationIndexName } from '../../db/migrations/2026-11-27-0082a-filter-combination-indexes.ts';
import { createTestApp, TEST_DB } from '../../test/test-app.ts';
import { type AnyDb, listColumn } from './entity-columns.ts';
import { byCombinationIndex } from './list-combinations.ts';
import { facetColumns, facetsTable } from './list-facets.ts';
import { parseListQuery } from './list-query.ts';
import { countQuery, dialectOf, pageQuery } from './list-repository.ts';
import { byPrefixRows, prefixTable, searchFieldsOf } from './list-search.ts';

// Issue 13: every definition's list is answered from its indexes, on both databases (EXPLAIN):
// a page with no search walks the sort column's index (no sort of the table: the only sort is of
// the page's own rows), a search reads each search field's index, never the whole table, and an
// unsearched count reads the facet counts. PostgreSQL plans tiny test tables with sequential
// scans and sorts, so there the test turns both off: what remains shows which indexes can answer.

const { db } = await createTestApp();
const k = db.kysely as unknown as AnyDb;
const dialect = dialectOf(k);

/** The plan's lines (SQLite: EXPLAIN QUERY PLAN details; PostgreSQL: EXPLAIN text). */
async function plan(query: RawBuilder<unknown>): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(k);
    return rows.map((r) => r.detail);
  }
  return k.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    await sql`set enable_sort = off`.execute(conn);
    try {
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (costs off) ${query}`.execute(conn);
      return rows.map((r) => r['QUERY PLAN'].trim());
    } finally {
      await sql`reset enable_seqscan`.execute(conn);
      await sql`reset enable_sort`.execute(conn);
    }
  });
}

/** A line that reads every row of the entity's table without an index. */
function fullScan(def: EntityDefinition, line: string): boolean {
  if (dialect === 'sqlite') return new RegExp(`^SCAN (t|${def.table})$`).test(line);
  return new RegExp(`Seq Scan on ${def.table}\\b`).test(line);
}

const sorts = (lines: string[]) =>
  lines.filter((l) =>
    dialect === 'sqlite' ? /TEMP B-TREE FOR (ORDER BY|LAST TERM)/.test(l) : /^(->\s+)?(Incremental )?Sort$/.test(l),
  );

describe.each(ENTITIES.map((d) => [d.name, d] as const))('%s list plans', (_name, def) => {
  it.each(def.columns.flatMap((c) => (['asc', 'desc'] as const).map((order) => [c.field, order] as const)))(
    'a page sorted by %s %s walks its index',
    async (field, order) => {
      const query = parseListQuery(def, { sort: field, order, page: '3', pageSize: '50' });
      const lines = await plan(pageQuery(dialect, def, query, 50, 100));
      expect(lines.filter((l) => fullScan(def, l))).toEqual([]);
      const column = listColumn(def, query.sort);
      // Its sort index, or a special list's index on the same column in the same order (migration
      // 0072a: the alumni's, shared with Fundraising > Alumni).
      expect(lines.join('\n')).toMatch(
        new RegExp(`${def.table}_(${column}_sort_idx|${column}_idx|${column}_list_idx)`),
      );
      // At most the page's own 50 rows are sorted (the outer ORDER BY of the deferred join).
      expect(sorts(lines).length).toBeLessThanOrEqual(1);
    },
  );

  it('a search reads each search field from its index, never the table', async () => {
    for (const search of ['wil', 'wil smi', '12', 'willow', 'willow smith']) {
      const query = parseListQuery(def, { search, pageSize: '50' });
      for (const q of [countQuery(dialect, def, query), pageQuery(dialect, def, query, 50, 0)]) {
        const lines = await plan(q);
        expect(lines.filter((l) => fullScan(def, l))).toEqual([]);
        const text = lines.join('\n');
        const words = search.split(' ');
        // A short word is answered from the prefix rows' index (migration 0047a), a longer one
        // from each search field's index.
        if (words.some((w) => byPrefixRows(dialect, def, w))) expect(text).toContain(`${prefixTable(def)}_idx`);
        if (words.some((w) => !byPrefixRows(dialect, def, w)) || search.includes(' ')) {
          for (const field of searchFieldsOf(def).filter((f) => f.input !== 'number')) {
            expect(text).toContain(`${def.table}_${listColumn(def, field)}_search_idx`);
          }
        }
      }
    }
  });

  it('pages a short word in list order straight from the prefix rows', async () => {
    const query = parseListQuery(def, { search: 'wil', pageSize: '50' });
    const lines = await plan(pageQuery(dialect, def, query, 50, 0));
    // Only the page's own rows are sorted: the prefix index delivers the default order.
    expect(sorts(lines).length).toBeLessThanOrEqual(1);
    expect(lines.join('\n')).toMatch(
      new RegExp(`(COVERING INDEX|Index Only Scan (Backward )?using) ${prefixTable(def)}_idx`),
    );
  });

  it('counts an unsearched list from the facet counts, whatever its filters', async () => {
    const query = parseListQuery(def, {});
    const compiled = countQuery(dialect, def, query).compile(k);
    expect(compiled.sql).toContain(facetsTable(def));
    // The facets table has exactly the definition's filter columns (and n).
    const columns =
      TEST_DB === 'sqlite'
        ? (await sql<{ name: string }>`select name from pragma_table_info(${facetsTable(def)})`.execute(k)).rows.map(
            (r) => r.name,
          )
        : (
            await sql<{ name: string }>`select column_name as name from information_schema.columns
              where table_schema = current_schema() and table_name = ${facetsTable(def)} order by ordinal_position`.execute(
              k,
            )
          ).rows.map((r) => r.name);
    expect(columns.sort()).toEqual([...facetColumns(def), 'n'].sort());
  });
});

describe('students filtered by one column (migration 0056a)', () => {
  const students = ENTITIES.find((d) => d.name === 'students') as EntityDefinition;
  it.each(['asc', 'desc'] as const)(
    'a deep page in the default order reads the filter’s index in list order (%s)',
    async (order) => {
      for (const [param, column, value] of [
        ['hub', 'hub', 'London'],
        ['status', 'status', 'Current'],
        ['programmeCode', 'programme_code', 'BTh'],
      ] as const) {
        const query = parseListQuery(students, { [param]: value, order, page: '170', pageSize: '50' });
        // The plan the count picks for a deep page of a broad filter: the filter's index, not a walk of the sort index.
        const lines = await plan(pageQuery(dialect, students, query, 50, 8450, undefined, { walkSortIndex: false }));
        expect(lines.filter((l) => fullScan(students, l))).toEqual([]);
        expect(lines.join('\n')).toContain(`students_${column}_filter_sort_idx`);
        // Only the page's own 50 rows are sorted (the deferred join's outer ORDER BY).
        expect(sorts(lines).length).toBeLessThanOrEqual(1);
      }
    },
  );
});

describe.each(ENTITIES.flatMap((d) => (d.filterCombinations ?? []).map((c) => [d.name, c.join(' + '), d, c] as const)))(
  '%s filtered by %s (migration 0082a)',
  (_name, _combination, def, combination) => {
    const raw = Object.fromEntries(combination.map((name) => [name, optionsFor(fieldOf(def, name))[0] as string]));
    it.each(['asc', 'desc'] as const)(
      'counts from the facets and pages any depth from its own index (%s)',
      async (order) => {
        const query = parseListQuery(def, { ...raw, order, page: '170', pageSize: '50' });
        expect(byCombinationIndex(def, query)).toBe(true);
        const count = countQuery(dialect, def, query).compile(k).sql;
        expect(count).toContain(facetsTable(def));
        expect(count).not.toContain('all_rows');
        // The plan listPage uses (nothing to weigh), forwards and backwards from the end.
        for (const read of [{}, { reverse: true }, { reverse: true, cursor: true }]) {
          const lines = await plan(pageQuery(dialect, def, query, 50, 8450, undefined, read));
          expect(lines.filter((l) => fullScan(def, l))).toEqual([]);
          const index = combinationIndexName(
            def.table,
            combination.map((name) => listColumn(def, fieldOf(def, name))),
          );
          // The page's ids from the index alone (SQLite: a covering index; PostgreSQL: index-only).
          expect(lines.join('\n')).toMatch(new RegExp(`(COVERING INDEX|Index Only Scan (Backward )?using) ${index}`));
          // Only the page's own 50 rows are sorted (the deferred join's outer ORDER BY).
          expect(sorts(lines).length).toBeLessThanOrEqual(1);
        }
      },
    );
  },
);
