import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { type ListTable, searchIndexes, sortIndexes } from './2026-11-25-0019a-list-columns.ts';
import { facets } from './2026-11-25-0019b-list-facets.ts';

// The roles and policies lists (issue 15) came after the list rework (issue 13, 0019a-b): they get
// the same sort and search indexes and facet counts as every other generic list. Written out (not
// derived from the entity definitions) so this migration never changes.

const LISTS: readonly ListTable[] = [
  {
    table: 'roles',
    copies: [],
    sorts: ['name!', 'description', 'permissions!'],
    searches: ['name', 'description'],
    sortKey: 'name',
  },
  {
    table: 'policies',
    copies: [],
    sorts: ['title!', 'applies_to', 'active!'],
    searches: ['title', 'key'],
    sortKey: 'title',
  },
];

const FACETS: Readonly<Record<string, readonly string[]>> = { roles: [], policies: ['active'] };

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const list of LISTS) {
    await sortIndexes(db, dialect, list);
    await searchIndexes(db, dialect, list);
  }
  for (const [table, columns] of Object.entries(FACETS)) await facets(db, dialect, table, columns);
}
