import { LOOKUP_LISTS, type LookupList, type LookupListKey, type LookupLists } from '@collegium/domain/lookup-lists';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { listCounts, valuesOfList } from './lookup-repository.ts';
import { usesOf } from './lookup-uses.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export function listDefinition(key: string) {
  const def = LOOKUP_LISTS.find((l) => l.key === key);
  if (!def) throw notFound(`There is no list called ${key}.`);
  return def;
}

export async function readLists(db: Executor): Promise<LookupLists> {
  const counts = await listCounts(db);
  const count = (list: string, retired: number) =>
    Number(counts.find((c) => c.list === list && c.retired === retired)?.n ?? 0);
  return { lists: LOOKUP_LISTS.map((l) => ({ ...l, active: count(l.key, 0), retired: count(l.key, 1) })) };
}

export async function readList(db: Executor, key: string): Promise<LookupList> {
  const def = listDefinition(key);
  const rows = await valuesOfList(db, def.key);
  const uses = await usesOf(
    db,
    def.key as LookupListKey,
    rows.map((r) => r.value),
  );
  return {
    ...def,
    values: rows.map((r) => ({
      id: r.id,
      value: r.value,
      position: r.position,
      retired: r.retired === 1,
      version: r.version,
      usedBy: uses.get(r.value) ?? [],
    })),
  };
}
