import { academicYear } from '@collegium/domain/academic-year';
import { modulesToPlace, type PlaceExpectedResult } from '@collegium/domain/expected-modules';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { openSessions, planSessions } from './expected-modules.ts';
import { placeStudentsIn } from './instance-places.ts';

// Issue 18, POST {api}/students/:id/modules/place-expected {sessionId} (registry): one click places
// the student on the session's expected modules not yet placed, each through the same placement
// as a cohort (the same checks and reasons), in one transaction. A module with no instance at the
// student's hub that year, or one that would take the session past its expected credits, is
// reported and left for registry.

export async function placeExpected(
  db: Db,
  studentId: number,
  sessionId: number,
  actor: Actor,
): Promise<PlaceExpectedResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const sessions = await openSessions(trx)
      .where('e.student_id', '=', studentId)
      .where('es.id', '=', sessionId)
      .execute();
    const [plan] = await planSessions(trx, sessions);
    if (!plan)
      throw notFound(`Student ${studentId} has no open session ${sessionId} of their current engagement to place.`);
    const { expectation, session } = plan;
    const result: PlaceExpectedResult = { placed: [], refused: [] };
    const open = expectation.modules.filter((m) => !plan.placedModules.has(m.id));
    const offered = open.filter((m) => plan.instanceOf.has(m.id));
    for (const m of open.filter((m) => !plan.instanceOf.has(m.id)))
      result.refused.push({
        moduleCode: m.code,
        reason: `Not taught at ${session.hub ?? 'the student’s hub'} in ${academicYear(Number(session.academicYear))}.`,
      });
    const chosen = new Set(modulesToPlace(expectation.credits, plan.placedCredits, offered));
    for (const m of offered) {
      if (!chosen.has(m)) {
        result.refused.push({
          moduleCode: m.code,
          reason: `Would take the session past its expected ${expectation.credits} credits.`,
        });
        continue;
      }
      const placed = await placeStudentsIn(
        trx,
        plan.instanceOf.get(m.id) as number,
        { studentIds: [studentId] },
        actor,
      );
      if (placed.placed.length > 0) result.placed.push({ moduleCode: m.code, hub: session.hub ?? '' });
      for (const r of placed.refused) result.refused.push({ moduleCode: m.code, reason: r.reason });
    }
    return result;
  });
}
