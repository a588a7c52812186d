import { upcomingIntakes } from '@collegium/domain/intakes';
import type { Db } from '../../db/database.ts';
import { readIntakes } from '../intakes/intakes-repository.ts';
import { offeredDioceses } from '../system-data/dioceses-editor.ts';

// The choices the wizard offers that live in the database: the intakes not before today
// (spec 3), the programmes' titles and the dioceses (organisations of type Diocese) not retired in System data.

export async function applicantOptions(db: Db) {
  const intakes = upcomingIntakes(await readIntakes(db.kysely));
  const rows = await db.kysely
    .selectFrom('programmes')
    .select(['code', 'title'])
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('code')
    .execute();
  const dioceses = await offeredDioceses(db.kysely);
  return {
    intakes,
    // System data's programmes not retired, in the screen's order.
    programmes: rows.map((r) => ({ code: r.code, title: r.title })),
    dioceses,
  };
}
