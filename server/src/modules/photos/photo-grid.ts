import { COHORT_FILTERS } from '@collegium/domain/cohorts';
import { PROGRAMME_CODES } from '@collegium/domain/programme-levels';
import { PHOTO_GRID_STATUSES } from '@collegium/domain/student-files';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { personName } from '../users/person-name.ts';

// A page of photo cards (spec 2.4: students/photos, mystudents/allphotos, mystudents/photos):
// the students of one status, filtered by hub, programme and cohort, ordered by surname. Each
// screen narrows it further with its own scope (`restrict`).

export const photoGridQuery = z.object({
  /** A hub name, exactly as stored. */
  hub: z.string().trim().min(1).max(100).optional(),
  programme: z.enum(PROGRAMME_CODES, { error: `Choose one of ${PROGRAMME_CODES.join(', ')}.` }).optional(),
  /** spec 9's cohort filter: 4, 5, 6 or 7. */
  cohort: z.enum(COHORT_FILTERS, { error: `Choose one of ${COHORT_FILTERS.join(', ')}.` }).optional(),
  /** Current (the default), Starting or IoS. */
  status: z.enum(PHOTO_GRID_STATUSES, { error: `Choose one of ${PHOTO_GRID_STATUSES.join(', ')}.` }).default('Current'),
  page: z.coerce.number({ error: 'The page must be a whole number from 1.' }).int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: 'The page size must be a whole number from 1 to 96.' })
    .int()
    .min(1)
    .max(96)
    .default(24),
});
export type PhotoGridQuery = z.infer<typeof photoGridQuery>;

export const photoCard = z.object({
  id: z.number(),
  name: z.string(),
  partnerId: z.number(),
  programmeCode: z.string(),
  level: z.string().nullable(),
  hub: z.string().nullable(),
  /** The stored photo's id, to put in the photo URL so a new photo is fetched; null: no photo. */
  photoVersion: z.number().nullable(),
});
export type PhotoCard = z.infer<typeof photoCard>;

export const photoGridSchema = z.object({
  items: z.array(photoCard),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The hubs students are in, for the hub filter. */
  hubs: z.array(z.string()),
  /** What the caller may do from a card. */
  abilities: z.object({ open: z.boolean(), upload: z.boolean() }),
});
export type PhotoGrid = z.infer<typeof photoGridSchema>;

export type StudentScope = (eb: ExpressionBuilder<Database & { s: Database['students'] }, 's'>) => Expression<SqlBool>;

export async function loadPhotoGrid(
  db: Kysely<Database>,
  query: PhotoGridQuery,
  restrict: StudentScope | null,
  abilities: PhotoGrid['abilities'],
): Promise<PhotoGrid> {
  const base = db
    .selectFrom('students as s')
    .where('s.status', '=', query.status)
    .$if(query.hub !== undefined, (q) => q.where('s.hub', '=', query.hub as string))
    .$if(query.programme !== undefined, (q) => q.where('s.programme_code', '=', query.programme as string))
    .$if(query.cohort !== undefined, (q) => q.where('s.cohort', '=', query.cohort as string))
    .$if(restrict !== null, (q) => q.where((eb) => (restrict as StudentScope)(eb)));
  const [count, rows, hubs] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin('people as p', 'p.id', 's.person_id')
      .select([
        's.id',
        's.partner_id',
        's.programme_code',
        's.level',
        's.hub',
        's.photo_file_id',
        'p.first_name',
        'p.last_name',
        'p.preferred_name',
      ])
      .orderBy('p.last_name')
      .orderBy('p.first_name')
      .orderBy('s.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db.selectFrom('students').select('hub').distinct().where('hub', 'is not', null).orderBy('hub').execute(),
  ]);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      name: personName(r),
      partnerId: Number(r.partner_id),
      programmeCode: r.programme_code,
      level: r.level,
      hub: r.hub,
      photoVersion: r.photo_file_id === null ? null : Number(r.photo_file_id),
    })),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
    hubs: hubs.map((h) => h.hub).filter((h): h is string => h !== null && h !== ''),
    abilities,
  };
}
