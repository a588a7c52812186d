import type { PrivacySearchResult } from '@collegium/domain/privacy';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Finding a person for the privacy screen (issue 15): any role (lead, applicant, student,
// alumnus, donor, contact, user) is a `people` row, so one search of people by name, e-mail or
// record number finds them all.

const LIMIT = 25;

export async function searchPeople(db: Kysely<Database>, search: string): Promise<PrivacySearchResult[]> {
  const text = search.trim().toLowerCase();
  const asId = /^\d+$/.test(text) ? Number(text) : null;
  const words = text.split(/\s+/).filter(Boolean);
  const rows = await db
    .selectFrom('people')
    .leftJoin('person_anonymisations as pa', 'pa.person_id', 'people.id')
    .select([
      'people.id',
      'people.first_name',
      'people.last_name',
      'people.email',
      'people.date_of_birth',
      'pa.anonymised_at',
    ])
    .where((eb) => {
      const byText = eb.and(
        words.map((w) => {
          const like = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          return eb.or([
            eb(sql`lower(people.first_name)`, 'like', sql`${like} escape '\\'`),
            eb(sql`lower(people.last_name)`, 'like', sql`${like} escape '\\'`),
            eb(sql`lower(people.email)`, 'like', sql`${like} escape '\\'`),
          ]);
        }),
      );
      return asId !== null ? eb.or([eb('people.id', '=', asId), byText]) : byText;
    })
    .orderBy('people.last_name')
    .orderBy('people.first_name')
    .orderBy('people.id')
    .limit(LIMIT)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: `${r.first_name} ${r.last_name}`,
    email: r.email,
    birthYear: r.date_of_birth ? Number(r.date_of_birth.slice(0, 4)) : null,
    anonymised: r.anonymised_at !== null,
  }));
}
