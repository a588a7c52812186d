import type { PhotoGrid, PhotoGridQuery } from '@collegium/domain/photo-grid';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { checkListFilter } from '../system-data/lookup-choices.ts';
import { personName } from '../users/person-name.ts';

// A page of photo cards (spec 2.4: students/photos, mystudents/allphotos, mystudents/photos):
// the students of one status, filtered by hub, programme and cohort, ordered by surname. Each
// screen narrows it further with its own scope (`restrict`).

export type StudentScope = (eb: ExpressionBuilder<Database & { s: Database['students'] }, 's'>) => Expression<SqlBool>;

export async function loadPhotoGrid(
  db: Kysely<Database>,
  query: PhotoGridQuery,
  restrict: StudentScope | null,
  abilities: PhotoGrid['abilities'],
): Promise<PhotoGrid> {
  await checkListFilter(db, 'programmes', 'programme', query.programme);
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
