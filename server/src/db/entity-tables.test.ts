import { ENTITIES } from '@collegium/domain/entities/registry';
import { columnName, type EntityDefinition, type FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

// The tables match the definitions by the naming convention the generic service relies on: a
// field's column on the entity's table (or on people for person fields), person_id where the
// entity is person-based, and an index led by every column a list sorts or filters on (DESIGN 4).

const { db } = await createTestApp();

const PEOPLE = 'people';
const tableOf = (def: EntityDefinition, field: FieldDefinition) => (def.person && field.person ? PEOPLE : def.table);

/** The leading column of every index on `table`. */
async function indexedColumns(table: string): Promise<Set<string>> {
  const rows =
    db.dialect === 'sqlite'
      ? await sql<{
          column: string;
        }>`select ii.name as "column" from pragma_index_list(${table}) il join pragma_index_info(il.name) ii where ii.seqno = 0`.execute(
          db.kysely,
        )
      : await sql<{ column: string }>`
          select a.attname as "column" from pg_index i
          join pg_class t on t.oid = i.indrelid
          join pg_namespace n on n.oid = t.relnamespace
          join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
          where t.relname = ${table} and n.nspname = current_schema()`.execute(db.kysely);
  return new Set(rows.rows.map((r) => r.column));
}

async function hasColumn(table: string, column: string): Promise<boolean> {
  try {
    await sql`select ${sql.ref(column)} from ${sql.table(table)} limit 0`.execute(db.kysely);
    return true;
  } catch {
    return false;
  }
}

it('reads the leading column of each index on both databases', async () => {
  const people = await indexedColumns('people');
  expect(people.has('last_name')).toBe(true);
  expect(people.has('address1')).toBe(false);
  expect(await hasColumn('people', 'no_such_column')).toBe(false);
});

describe.each(ENTITIES.map((def) => [def.name, def] as const))('the %s table', (_name, def) => {
  it('has a column for every field, and person_id when person-based', async () => {
    const missing: string[] = [];
    for (const field of def.fields) {
      const table = tableOf(def, field);
      if (!(await hasColumn(table, columnName(field.name)))) missing.push(`${table}.${columnName(field.name)}`);
    }
    for (const column of ['id', 'created_at', 'updated_at', 'version', ...(def.person ? ['person_id'] : [])]) {
      if (!(await hasColumn(def.table, column))) missing.push(`${def.table}.${column}`);
    }
    expect(missing).toEqual([]);
  });

  it('indexes every sort and filter column and person_id', async () => {
    const wanted = new Set([
      ...def.columns.map((c) => c.field),
      def.defaultSort.field,
      ...def.filters,
      ...(def.cohortFilter ? ['cohort'] : []),
    ]);
    const unindexed: string[] = [];
    const indexes = new Map<string, Set<string>>();
    const indexed = async (table: string, column: string) => {
      if (!indexes.has(table)) indexes.set(table, await indexedColumns(table));
      if (!indexes.get(table)?.has(column)) unindexed.push(`${table}.${column}`);
    };
    for (const name of wanted) {
      const field = def.fields.find((f) => f.name === name) as FieldDefinition;
      await indexed(tableOf(def, field), columnName(name));
    }
    if (def.person) await indexed(def.table, 'person_id');
    expect(unindexed).toEqual([]);
  });

  it('names only real tables and columns in its references', async () => {
    for (const ref of def.references ?? []) expect(await hasColumn(ref.table, ref.column)).toBe(true);
  });
});
