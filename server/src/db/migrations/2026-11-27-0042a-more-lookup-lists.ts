import type { Kysely } from 'kysely';

// Issue 15, System data: three more lists move from constants into lookup_values (migration
// 0035a): hubs, the bursary types a student applies for, and consent purposes. Each starts with
// today's constants, plus any other value records already hold, so nothing a record holds is
// missing from its list (it stays a choice until the administrator retires it).

const LISTS: readonly { list: string; defaults: readonly string[]; held: readonly [string, string][] }[] = [
  {
    list: 'hubs',
    defaults: ['London', 'Birmingham', 'Manchester', 'Bristol', 'Durham', 'Online'],
    held: [
      ['students', 'hub'],
      ['engagements', 'hub'],
      ['leads', 'hub'],
      ['faculty', 'hub'],
      ['users', 'hub'],
      ['module_instances', 'hub'],
    ],
  },
  {
    list: 'bursary-types',
    defaults: ['General Bursary', "Principal's Bursary"],
    held: [['bursary_applications', 'bursary_type']],
  },
  {
    list: 'consent-purposes',
    defaults: ['Marketing e-mails', 'Photography', 'Data sharing with dioceses', 'Alumni contact'],
    held: [['consents', 'consent_type']],
  },
];

interface Row {
  list: string;
  value: string;
  position: number;
  retired: number;
  created_at: string;
  updated_at: string;
  version: number;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const any = db as unknown as Kysely<Record<string, Record<string, string | null>>>;
  const now = new Date().toISOString();
  const rows: Row[] = [];
  for (const { list, defaults, held } of LISTS) {
    const values = [...defaults];
    const seen = new Set(values.map((v) => v.toLowerCase()));
    for (const [table, column] of held) {
      const found = await any.selectFrom(table).select(column).distinct().where(column, 'is not', null).execute();
      for (const r of found) {
        const v = String(r[column] ?? '').trim();
        if (v === '' || v.length > 100 || seen.has(v.toLowerCase())) continue;
        seen.add(v.toLowerCase());
        values.push(v);
      }
    }
    values.forEach((value, i) =>
      rows.push({ list, value, position: i + 1, retired: 0, created_at: now, updated_at: now, version: 1 }),
    );
  }
  await (db as Kysely<{ lookup_values: Row }>).insertInto('lookup_values').values(rows).execute();
}
