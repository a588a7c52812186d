import { type Compilable, type CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  SPECIAL_LIST_INDEXES,
  specialListIndexName,
} from '../../db/migrations/2026-11-27-0072a-special-list-indexes.ts';
import { NAME_SORT_INDEXES, nameSortIndexName } from '../../db/migrations/2026-11-27-0076a-special-list-name-copies.ts';
import { requestQueueIndexName } from '../../db/migrations/2026-11-27-0082c-request-queue-indexes.ts';
import {
  INTENTIONS_FIXED,
  INTENTIONS_SORTS,
  INTENTIONS_TABLE,
} from '../../db/migrations/2026-11-27-0082b-intentions-due.ts';
import { INVOICE_LIST_INDEXES } from '../../db/migrations/2026-11-27-0083a-invoice-list-indexes.ts';
import { listViewCountQuery, listViewKeysQuery } from '../../lib/list-view.ts';
import { createTestApp } from '../../test/test-app.ts';
import { type ListTable, SPECIAL_LISTS, type SpecialList, specialListQuery } from './registry.ts';

// Issue 13: the special lists (the ListView kit) page from their indexes, on both databases
// (EXPLAIN), as list-plans.test.ts checks for the entity lists: a page with no search, sorted by
// any column of the list's own table in either order, walks that column's index in list order
// (migration 0072a) — no scan of the whole table and no sort of the matching rows. PostgreSQL
// plans tiny test tables with sequential scans and sorts, so there both are turned off: what
// remains shows which indexes can answer.

const { db } = await createTestApp();
const k = db.kysely;
const dialect = db.dialect;

async function explain(query: Compilable<unknown>): Promise<string[]> {
  const compiled = query.compile();
  const prefixed = (prefix: string): CompiledQuery => ({ ...compiled, sql: `${prefix} ${compiled.sql}` });
  if (dialect === 'sqlite') {
    const { rows } = await k.executeQuery<{ detail: string }>(prefixed('explain query plan'));
    return rows.map((r) => r.detail);
  }
  return k.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    await sql`set enable_sort = off`.execute(conn);
    try {
      const { rows } = await conn.executeQuery<{ 'QUERY PLAN': string }>(prefixed('explain (costs off)'));
      return rows.map((r) => r['QUERY PLAN'].trim());
    } finally {
      await sql`reset enable_seqscan`.execute(conn);
      await sql`reset enable_sort`.execute(conn);
    }
  });
}

type Main = ListTable;

/** The sort indexes of 0072a and of the intentions list (0082b, led by its generated column). */
const LIST_INDEXES = [
  ...SPECIAL_LIST_INDEXES,
  { table: INTENTIONS_TABLE, fixed: INTENTIONS_FIXED, sorts: INTENTIONS_SORTS as readonly string[] },
];
/** The name indexes of 0076a and 0082b. */
const NAME_INDEXES = [...NAME_SORT_INDEXES, { table: INTENTIONS_TABLE, fixed: INTENTIONS_FIXED }];

/** A line that reads every row of the list's table without an index. */
const fullScan = (main: Main, line: string) =>
  dialect === 'sqlite'
    ? new RegExp(`^SCAN (${main.alias}|${main.table})$`).test(line)
    : new RegExp(`Seq Scan on ${main.table}\\b`).test(line);

/** A line that sorts the matching rows. */
const sorts = (lines: string[]) =>
  lines.filter((l) =>
    dialect === 'sqlite' ? /TEMP B-TREE FOR (ORDER BY|LAST TERM)/.test(l) : /^(->\s+)?(Incremental )?Sort$/.test(l),
  );

/** The sort keys that are columns of the list's own table, with the column (names aside). */
function ownSorts(list: SpecialList, main: Main): [string, string][] {
  const view = list.view(k);
  return Object.entries(view.sorts as Record<string, unknown>).flatMap(([key, ref]) => {
    // An expression (the amount an invoice still owes) is no column of the table.
    if (typeof ref !== 'string') return [];
    const [alias, column] = ref.split('.');
    return alias === main.alias && column && column !== 'person_last_name' ? [[key, column] as [string, string]] : [];
  });
}

/** The lists sorted by the names copied onto their own table (migration 0076a). */
const nameSorted = SPECIAL_LISTS.flatMap((l) => {
  const names = l.main;
  const ref = (l.view(k).sorts as Record<string, string>).name;
  return names && ref === `${names.alias}.person_last_name` ? [[l.name, l, names] as const] : [];
});

const indexed = SPECIAL_LISTS.flatMap((l) => (l.main ? [[l.name, l, l.main] as const] : []));

describe.each(indexed)('%s list plans', (_name, list, main) => {
  const cases = ownSorts(list, main).flatMap(([key, column]) =>
    (['asc', 'desc'] as const).map((order) => [key, order, column] as const),
  );

  it('has a sort on its own table to check', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('a page sorted by %s %s walks its index', async (sort, order, column) => {
    const q = specialListQuery(list, { sort, order, page: '3', pageSize: '50' });
    const lines = await explain(listViewKeysQuery(list.view(k), q, { limit: 50, offset: 100 }));
    expect(lines.filter((l) => fullScan(main, l))).toEqual([]);
    expect(sorts(lines)).toEqual([]);
    // The list's own index (migration 0072a), or the table's unique index for a unique column.
    const planned = LIST_INDEXES.some(
      (i) => i.table === main.table && i.fixed === main.fixed && i.sorts.includes(column),
    );
    if (planned) expect(lines.join('\n')).toContain(specialListIndexName(main.table, main.fixed, column));
    else expect(lines.join('\n')).toMatch(new RegExp(`${main.table}_${column}\\w*`));
  });
});

describe('migrations 0072a and 0082b', () => {
  it('leaves out only the lists ARCHITECTURE.md names', () => {
    expect(SPECIAL_LISTS.filter((l) => !l.main).map((l) => l.name)).toEqual([
      'requests queue',
      'tutees',
      'flexible study applications',
      'my applicants',
    ]);
  });

  it('indexes every sort of every list on its own table', () => {
    const wanted = indexed.flatMap(([, list, main]) =>
      ownSorts(list, main).map(([, column]) => `${main.table}/${main.fixed ?? ''}/${column}`),
    );
    // Finance > Invoices (issue 19): 0083a on SQLite, 0033a's `(col, id)` on PostgreSQL.
    const made = [...LIST_INDEXES, INVOICE_LIST_INDEXES].flatMap((i) =>
      i.sorts.map((c) => `${i.table}/${'fixed' in i ? (i.fixed ?? '') : ''}/${c}`),
    );
    // Unique columns (partner ids) have their own index already.
    expect(wanted.filter((w) => !made.includes(w) && !w.endsWith('/partner_id')).sort()).toEqual([]);
  });
});

describe.each(nameSorted)('%s sorted by name', (_name, list, names) => {
  it.each(['asc', 'desc'] as const)('a page in %s order walks the name index (0076a)', async (order) => {
    const q = specialListQuery(list, { sort: 'name', order, page: '3', pageSize: '50' });
    const lines = await explain(listViewKeysQuery(list.view(k), q, { limit: 50, offset: 100 }));
    expect(lines.filter((l) => fullScan(names, l))).toEqual([]);
    expect(sorts(lines)).toEqual([]);
    expect(lines.join('\n')).toContain(nameSortIndexName(names.table, names.fixed));
  });
});

describe('migrations 0076a and 0082b', () => {
  it('gives every list with a name sort and a `main` table its name index', () => {
    const all = SPECIAL_LISTS.filter((l) => 'name' in (l.view(k).sorts as object)).map((l) => l.name);
    expect(all.filter((n) => !nameSorted.some(([name]) => name === n))).toEqual([
      'requests queue',
      'tutees',
      'flexible study applications',
      'my applicants',
    ]);
    for (const [, , names] of nameSorted) {
      expect(NAME_INDEXES).toContainEqual(
        names.fixed ? { table: names.table, fixed: names.fixed } : { table: names.table },
      );
    }
  });
});

// A searched page: the search finds its people from the prefix rows (a short word, 0072b) or the
// name indexes (a longer word, a partner id), and reaches the list's rows through their keys: no
// table of the query is read whole, whatever the sort. The matches are sorted (a search is narrow).
// (SQLite's `SCAN every_word` and `SCAN q` read a subquery's result, the words' intersection or
// the requests queue's UNION and its arms' first rows, whose own lines show how each part is read.)
const tableScan = (line: string) =>
  dialect === 'sqlite' ? /^SCAN (?!every_word$|q$|first_rows$)\w+$/.test(line) : /Seq Scan on \w+/.test(line);

describe.each(SPECIAL_LISTS.map((l) => [l.name, l] as const))('%s searched', (_name, list) => {
  const keys = Object.keys(list.view(k).sorts as object);
  const cases = ['wil', 'Wilson', 'wil smi', '5001'].flatMap((search) => keys.map((sort) => [search, sort] as const));

  it.each(cases)('a page searched for %j sorted by %s reads no table whole', async (search, sort) => {
    const q = specialListQuery(list, { sort, order: 'asc', page: '2', pageSize: '50', search });
    const view = list.view(k);
    for (const query of [listViewKeysQuery(view, q, { limit: 50, offset: 50 }), listViewCountQuery(view, q)]) {
      const lines = await explain(query);
      expect(lines.filter(tableScan), lines.join('\n')).toEqual([]);
    }
  });
});

describe('the requests queue in its default order (migration 0082c)', () => {
  const queue = SPECIAL_LISTS.find((l) => l.name === 'requests queue') as SpecialList;
  const tables = ['extensions', 'student_requests'];
  it.each(['asc', 'desc'] as const)(
    'reads each table’s first offset + limit rows from its requested_at index (%s)',
    async (order) => {
      const q = specialListQuery(queue, { order, page: '3', pageSize: '50' });
      const lines = await explain(listViewKeysQuery(queue.view(k), q, { limit: 50, offset: 100 }));
      const text = lines.join('\n');
      for (const table of tables) expect(text).toContain(requestQueueIndexName(table));
      const scans =
        dialect === 'sqlite'
          ? /^SCAN (x|r|extensions|student_requests)$/
          : /Seq Scan on (extensions|student_requests)\b/;
      expect(lines.filter((l) => scans.test(l))).toEqual([]);
      // Only the merge of the two arms' first rows is sorted, not the requests.
      expect(sorts(lines).length).toBeLessThanOrEqual(dialect === 'sqlite' ? 1 : 2);
    },
  );

  it('counts an unfiltered queue from each table alone, without the joins', async () => {
    const cases: Record<string, string>[] = [
      {},
      { status: 'Pending' },
      { type: 'Extension' },
      { type: 'IoS', status: 'Approved' },
    ];
    for (const params of cases) {
      const q = specialListQuery(queue, params);
      const text = (await explain(listViewCountQuery(queue.view(k), q))).join('\n');
      expect(text).not.toMatch(/people|engagements|students|\b(p|e|s)\b/);
    }
  });
});
