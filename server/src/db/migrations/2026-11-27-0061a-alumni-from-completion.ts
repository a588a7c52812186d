import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { sortIndexes } from './2026-11-25-0019a-list-columns.ts';
import { facets } from './2026-11-25-0019b-list-facets.ts';

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

/** Drops a table's facet counts (0019b) with their triggers, to count it again by other columns. */
async function dropFacets(db: Kysely<unknown>, dialect: Dialect, table: string): Promise<void> {
  const f = `${table}_facets`;
  for (const event of ['insert', 'delete', 'update']) {
    if (dialect === 'postgres') {
      await sql.raw(`drop trigger if exists ${f}_${event} on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${f}_${event}()`).execute(db);
    } else await sql.raw(`drop trigger if exists ${f}_${event}`).execute(db);
  }
  await sql.raw(`drop table ${f}`).execute(db);
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('alumni')
    .addColumn('engagement_id', 'integer', (c) => c.references('engagements.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('alumni').addColumn('hub', 'text').execute();
  await db.schema.createIndex('alumni_engagement_id_unique').unique().on('alumni').column('engagement_id').execute();
  await db.schema.createIndex('alumni_hub_index').on('alumni').column('hub').execute();
  await backfillAlumni(db);
  // The list's new Hub column and filter (issue 13's list machinery): a sort index in list order,
  // and the facet counts (0019b) counted again with the hub.
  await sortIndexes(db, dialect, {
    table: 'alumni',
    copies: [],
    sorts: ['hub'],
    searches: [],
    sortKey: 'graduation_year',
  });
  await dropFacets(db, dialect, 'alumni');
  await facets(db, dialect, 'alumni', ['programme', 'graduation_year', 'exit_award', 'may_contact', 'hub']);
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
