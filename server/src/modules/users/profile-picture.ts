import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Issue 15: where a person's picture is read from. An uploaded one (people.picture_file_id) is
// served by GET {api}/profile/picture; the version in the address changes with the picture.

export function pictureAddress(
  apiPrefix: string,
  row: { picture_file_id: number | null; picture_url: string | null },
): string | null {
  return row.picture_file_id !== null ? `${apiPrefix}/profile/picture?v=${row.picture_file_id}` : row.picture_url;
}

export async function pictureFileOf(db: Kysely<Database>, personId: number): Promise<number | null> {
  const row = await db.selectFrom('people').select('picture_file_id').where('id', '=', personId).executeTakeFirst();
  return row?.picture_file_id == null ? null : Number(row.picture_file_id);
}
