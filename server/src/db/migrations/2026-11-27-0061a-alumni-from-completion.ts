import type { Kysely } from 'kysely';

// Issue 17: a student whose engagement is Completed becomes an alumnus. The alumni record names the
// engagement that made it (one record per engagement) and keeps its hub for the development
// office's filters. Students already Completed get theirs here: an earlier record of the same person
// and programme without an engagement is linked rather than doubled. The year is that of the
// engagement's end date (set by the Completed change), else of its last write.

interface Completed {
  id: number;
  person_id: number;
  programme_code: string;
  exit_award: string | null;
  hub: string | null;
  end_date: string | null;
  updated_at: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('alumni')
    .addColumn('engagement_id', 'integer', (c) => c.references('engagements.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('alumni').addColumn('hub', 'text').execute();
  await db.schema.createIndex('alumni_engagement_id_unique').unique().on('alumni').column('engagement_id').execute();
  await db.schema.createIndex('alumni_hub_index').on('alumni').column('hub').execute();
  await backfillAlumni(db);
}

/** Gives every Completed engagement without one its alumni record (exported for its test). */
export async function backfillAlumni(db: Kysely<unknown>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema
  const k = db as Kysely<any>;
  const completed: Completed[] = await k
    .selectFrom('engagements as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .select(['e.id', 's.person_id', 'e.programme_code', 'e.exit_award', 'e.hub', 'e.end_date', 'e.updated_at'])
    .where('e.status', '=', 'Completed')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('alumni as a').select('a.id').whereRef('a.engagement_id', '=', 'e.id'))),
    )
    .orderBy('e.id')
    .execute();
  const now = new Date().toISOString();
  for (const e of completed) {
    const values = {
      programme: e.programme_code,
      graduation_year: Number(String(e.end_date ?? e.updated_at).slice(0, 4)),
      exit_award: e.exit_award,
      hub: e.hub,
      engagement_id: Number(e.id),
    };
    const earlier = await k
      .selectFrom('alumni')
      .select('id')
      .where('person_id', '=', e.person_id)
      .where('programme', '=', e.programme_code)
      .where('engagement_id', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (earlier)
      await k
        .updateTable('alumni')
        .set({ ...values, updated_at: now })
        .where('id', '=', earlier.id)
        .execute();
    else
      await k
        .insertInto('alumni')
        .values({ ...values, person_id: e.person_id, may_contact: 0, created_at: now, updated_at: now })
        .execute();
  }
}
