import type { ImportKind } from '@collegium/domain/data-import';
import { sql } from 'kysely';
import type { AnyDb } from '../entities/entity-columns.ts';
import type { ApiValue } from '../entities/row-mapping.ts';

// Finding the record a row stands for (issue 15): by partner id (students), e-mail, or name with
// date of birth, or name with postcode; modules by code. The import runs in one transaction, so a
// row also finds the records the file's earlier rows created: a file that names someone twice
// makes one record, and the same file imported again makes none.

export interface Match {
  /** The entity's own record, when there is one. */
  id: number | null;
  /** The person found (person-based kinds and contacts). */
  personId: number | null;
  by: string;
}

type Values = Record<string, ApiValue>;
const lower = (v: ApiValue) => (typeof v === 'string' ? v.trim().toLowerCase() : null);
const postcode = (v: ApiValue) => (typeof v === 'string' ? v.replace(/\s+/g, '').toLowerCase() : null);

async function findPerson(db: AnyDb, v: Values): Promise<{ id: number; by: string } | null> {
  const email = lower(v.email ?? null);
  if (email) {
    const row = await db
      .selectFrom('people')
      .select('id')
      .where(sql`lower(email)`, '=', email)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (row) return { id: Number(row.id), by: `e-mail ${email}` };
  }
  const first = lower(v.firstName ?? null);
  const last = lower(v.lastName ?? null);
  if (!first || !last) return null;
  const byName = () =>
    db
      .selectFrom('people')
      .select(['id', 'date_of_birth', 'post_code'])
      .where(sql`lower(last_name)`, '=', last)
      .where(sql`lower(first_name)`, '=', first)
      .orderBy('id');
  if (typeof v.dateOfBirth === 'string') {
    const row = await byName().where('date_of_birth', '=', v.dateOfBirth).limit(1).executeTakeFirst();
    if (row) return { id: Number(row.id), by: 'name and date of birth' };
  }
  const code = postcode(v.postCode ?? null);
  if (code) {
    const rows = await byName().limit(50).execute();
    const row = rows.find((r) => postcode((r.post_code as string | null) ?? null) === code);
    if (row) return { id: Number(row.id), by: 'name and postcode' };
  }
  return null;
}

export async function findMatch(db: AnyDb, kind: ImportKind, table: string, v: Values): Promise<Match | null> {
  switch (kind) {
    case 'modules': {
      const code = typeof v.code === 'string' ? v.code : null;
      if (!code) return null;
      const row = await db.selectFrom('modules').select('id').where('code', '=', code).executeTakeFirst();
      return row ? { id: Number(row.id), personId: null, by: `code ${code}` } : null;
    }
    case 'organisations': {
      const email = lower(v.email ?? null);
      if (email) {
        const row = await db
          .selectFrom('organisations')
          .select('id')
          .where(sql`lower(email)`, '=', email)
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (row) return { id: Number(row.id), personId: null, by: `e-mail ${email}` };
      }
      const name = lower(v.name ?? null);
      const code = postcode(v.postCode ?? null);
      if (!name || !code) return null;
      const rows = await db
        .selectFrom('organisations')
        .select(['id', 'post_code'])
        .where(sql`lower(name)`, '=', name)
        .orderBy('id')
        .limit(50)
        .execute();
      const row = rows.find((r) => postcode((r.post_code as string | null) ?? null) === code);
      return row ? { id: Number(row.id), personId: null, by: 'name and postcode' } : null;
    }
    case 'contacts': {
      const person = await findPerson(db, v);
      return person ? { id: person.id, personId: person.id, by: person.by } : null;
    }
    default: {
      if (kind === 'students' && typeof v.partnerId === 'number') {
        const row = await db
          .selectFrom('students')
          .select(['id', 'person_id'])
          .where('partner_id', '=', v.partnerId)
          .executeTakeFirst();
        if (row) return { id: Number(row.id), personId: Number(row.person_id), by: `partner id ${v.partnerId}` };
      }
      const person = await findPerson(db, v);
      if (!person) return null;
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('person_id', '=', person.id)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return { id: row ? Number(row.id) : null, personId: person.id, by: person.by };
    }
  }
}

/**
 * Every key by which a later row could find this one (a superset of what findMatch compares):
 * rows waiting to be created in a batch are written before a row sharing a key is matched, so
 * the file's earlier rows are found exactly as if each had been written at once.
 */
export function matchKeys(kind: ImportKind, v: Values): string[] {
  if (kind === 'modules') return typeof v.code === 'string' ? [`code ${v.code}`] : [];
  const keys: string[] = [];
  const email = lower(v.email ?? null);
  if (email) keys.push(`email ${email}`);
  const code = postcode(v.postCode ?? null);
  if (kind === 'organisations') {
    const name = lower(v.name ?? null);
    if (name && code) keys.push(`name ${name}\u0000${code}`);
    return keys;
  }
  if (kind === 'students' && typeof v.partnerId === 'number') keys.push(`partner ${v.partnerId}`);
  const first = lower(v.firstName ?? null);
  const last = lower(v.lastName ?? null);
  if (first && last) {
    if (typeof v.dateOfBirth === 'string') keys.push(`born ${first}\u0000${last}\u0000${v.dateOfBirth}`);
    if (code) keys.push(`postcode ${first}\u0000${last}\u0000${code}`);
  }
  return keys;
}
