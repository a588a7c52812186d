import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Reading email_templates rows.

export interface PlaceholderInfo {
  name: string;
  description: string;
  /** Shown in the admin preview. */
  sample: string;
}

export interface TemplateRow {
  id: number;
  key: string;
  name: string;
  subject: string;
  body: string;
  placeholders: PlaceholderInfo[];
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

export function parsePlaceholders(json: string): PlaceholderInfo[] {
  const list = JSON.parse(json) as unknown;
  if (!Array.isArray(list)) return [];
  return list.flatMap((p: unknown) => {
    if (!p || typeof p !== 'object') return [];
    const { name, description, sample } = p as Record<string, unknown>;
    return typeof name === 'string'
      ? [
          {
            name,
            description: typeof description === 'string' ? description : '',
            sample: typeof sample === 'string' ? sample : name,
          },
        ]
      : [];
  });
}

export async function loadTemplate(
  db: Kysely<Database> | Transaction<Database>,
  key: string,
): Promise<TemplateRow | undefined> {
  const row = await db
    .selectFrom('email_templates')
    .select(['id', 'key', 'name', 'subject', 'body', 'placeholders', 'updated_at', 'updated_by_user_id', 'version'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    subject: row.subject,
    body: row.body,
    placeholders: parsePlaceholders(row.placeholders),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_user_id,
    version: row.version,
  };
}
