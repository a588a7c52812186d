import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { contacts } from '@collegium/domain/entities/contacts';
import { students } from '@collegium/domain/entities/students';
import type { Db } from '../src/db/database.ts';
import type { AnyDb } from '../src/modules/entities/entity-columns.ts';
import { parseListQuery } from '../src/modules/entities/list-query.ts';
import { type ListPage, listPage } from '../src/modules/entities/list-repository.ts';

// The list cases whose in-process SQL time the benchmark prints (issue 13): each is one call of
// the list machinery (count, plan, page), timed over many runs after a warm-up.

export interface ListCase {
  name: string;
  def: EntityDefinition;
  query: Record<string, string>;
}

/** A list machinery to time: this checkout's, or an earlier one's (BENCH_BASELINE). */
export type ListPageFn = (
  db: AnyDb,
  def: EntityDefinition,
  query: ReturnType<typeof parseListQuery>,
) => Promise<ListPage>;

export function listCases(lastWilPage: number, lastContactPage: number): ListCase[] {
  const s = (name: string, query: Record<string, string>): ListCase => ({
    name,
    def: students,
    query: { pageSize: '50', ...query },
  });
  const c = (name: string, query: Record<string, string>): ListCase => ({
    name,
    def: contacts,
    query: { pageSize: '50', ...query },
  });
  return [
    s('students, no search, page 1', { sort: 'lastName' }),
    s('students, no search, page 200', { sort: 'lastName', page: '200' }),
    s('students, Wil, page 1', { sort: 'lastName', search: 'Wil' }),
    s(`students, Wil, last page (${lastWilPage})`, { sort: 'lastName', search: 'Wil', page: String(lastWilPage) }),
    s('students, Wil, page 200', { sort: 'lastName', search: 'Wil', page: '200' }),
    s('students, "wil smi"', { sort: 'lastName', search: 'wil smi' }),
    s('students, status=Current + hub=London', { status: 'Current', hub: 'London' }),
    s('students, sort by programme', { sort: 'programmeCode' }),
    s('students, sort by partnerId desc', { sort: 'partnerId', order: 'desc' }),
    s('students, rare term "Zyx"', { search: 'Zyx' }),
    c('contacts, no search, page 1', {}),
    c('contacts, no search, page 200', { page: '200' }),
    c('contacts, Wil, page 1', { search: 'Wil' }),
    c(`contacts, Wil, last page (${lastContactPage})`, { search: 'Wil', page: String(lastContactPage) }),
    c('contacts, "wil smi"', { search: 'wil smi' }),
    // Deep pages: the last of 100,000 students, and a filtered list's last pages.
    s('students, no search, page 2004 (last)', { sort: 'lastName', page: '2004' }),
    s('students, status=Current + hub=London, page 170 (middle)', { status: 'Current', hub: 'London', page: '170' }),
    s('students, status=Current + hub=London, page 330', { status: 'Current', hub: 'London', page: '330' }),
    s('students, status=Current + programmeCode=BTh, page 170 (middle)', {
      status: 'Current',
      programmeCode: 'BTh',
      page: '170',
    }),
    c('contacts, no search, page 4009 (last)', { page: '4009' }),
  ];
}

/**
 * One list call's time in milliseconds: the median wall time and, for SQLite (which runs in this
 * process, synchronously), the mean CPU time, which other load on a shared machine barely moves.
 */
export async function timeCase(
  db: Db,
  c: ListCase,
  runs = 200,
  list: ListPageFn = listPage,
): Promise<{ median: number; cpu: number; total: number }> {
  const query = parseListQuery(c.def, c.query);
  const k = db.kysely as unknown as AnyDb;
  let total = 0;
  for (let i = 0; i < 20; i++) total = (await list(k, c.def, query)).total;
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await list(k, c.def, query);
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? 0, cpu: (cpu.user + cpu.system) / 1000 / runs, total };
}

/** The last page of a search for `Wil` (its total decides it). */
export async function lastPage(db: Db, def: EntityDefinition, search: string): Promise<number> {
  const page = await listPage(db.kysely as unknown as AnyDb, def, parseListQuery(def, { search, pageSize: '50' }));
  return Math.max(1, Math.ceil(page.total / 50));
}
