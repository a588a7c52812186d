import { upcomingIntakes } from '@collegium/domain/intakes';
import { PROGRAMME_CODES } from '@collegium/domain/programme-levels';
import type { Db } from '../../db/database.ts';
import { readIntakes } from '../intakes/intakes-repository.ts';
import { offeredDioceses } from '../system-data/dioceses-editor.ts';

// The choices the wizard offers that live in the database: the intakes not before today
// (spec 3), the programmes' titles and the dioceses (organisations of type Diocese) not retired in System data.

export async function applicantOptions(db: Db) {
  const intakes = upcomingIntakes(await readIntakes(db.kysely));
  const rows = await db.kysely.selectFrom('programmes').select(['code', 'title']).where('active', '=', 1).execute();
  const titles = new Map(rows.map((r) => [r.code, r.title]));
  const dioceses = await offeredDioceses(db.kysely);
  return {
    intakes,
    // Every programme code the domain knows, in its order, titled from the programmes table.
    programmes: PROGRAMME_CODES.map((code) => ({ code, title: titles.get(code) ?? code })),
    dioceses,
  };
}
