import { academicYearOf } from '@collegium/domain/academic-year';
import {
  decisionRefusal,
  type ProgressionDecisionInput,
  type ProgressionView,
  creditsNeeded,
  programmeShape,
  progression,
} from '@collegium/domain/progression';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { syncStudentSummary } from './engagement-records.ts';
import { changeEngagementStatusIn } from './engagement-status.ts';
import {
  changedFields,
  effectiveDateDetail,
  lockEngagement,
  refuseIfAny,
  sessionOf,
  setSessionStatus,
  type Trx,
} from './engagement-write.ts';

// Issue 18, progression and the exit award at the exam board: per engagement, the credits passed
// at each of its programme's levels (confirmed results' credits) against what the level needs,
// and registry's decision for the year: progress (the next level; at the last level the
// engagement is Completed with its award, through the status-change path), repeat (the year's
// session Incomplete) or exit (the award recorded, the engagement Withdrawn through the same path).

type Executor = Kysely<Database> | Trx;

async function facts(db: Executor, id: number) {
  const engagement = await db
    .selectFrom('engagements as e')
    .leftJoin('programmes as p', 'p.code', 'e.programme_code')
    .select(['e.id', 'e.student_id', 'e.programme_code', 'e.status', 'e.level', 'e.version', 'e.exit_award'])
    .select(['p.levels', 'p.credits'])
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!engagement) throw notFound(`There is no engagement with id ${id}.`);
  const credits = await db
    .selectFrom('results as r')
    .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .select(['m.level', 'r.credits_awarded'])
    .where('r.engagement_id', '=', id)
    .execute();
  const creditsByLevel: Record<string, number> = {};
  for (const c of credits) creditsByLevel[c.level] = (creditsByLevel[c.level] ?? 0) + (c.credits_awarded ?? 0);
  const { levels, credits: programmeCredits } = programmeShape(
    engagement.programme_code,
    engagement.levels === null || engagement.credits === null
      ? null
      : { levels: engagement.levels, credits: engagement.credits },
  );
  const current =
    engagement.level !== null && levels.includes(engagement.level)
      ? progression({
          programme: engagement.programme_code,
          levels,
          programmeCredits,
          level: engagement.level,
          creditsByLevel,
        })
      : null;
  return { engagement, levels, programmeCredits, creditsByLevel, current };
}

export async function readProgression(db: Executor, id: number): Promise<ProgressionView> {
  const f = await facts(db, id);
  const decisions = await db
    .selectFrom('engagement_sessions')
    .select(['academic_year', 'level', 'progression', 'progression_award'])
    .where('engagement_id', '=', id)
    .where('progression', 'is not', null)
    .orderBy('academic_year', 'desc')
    .execute();
  return {
    engagementId: id,
    programme: f.engagement.programme_code,
    status: f.engagement.status,
    level: f.engagement.level,
    version: f.engagement.version,
    exitAward: f.engagement.exit_award,
    levels: f.levels.map((level) => ({
      level,
      passed: f.creditsByLevel[level] ?? 0,
      needed: creditsNeeded(f.levels, f.programmeCredits, level),
    })),
    current: f.current,
    decisions: decisions.map((d) => ({
      academicYear: d.academic_year,
      level: d.level ?? '',
      decision: d.progression ?? '',
      exitAward: d.progression_award,
    })),
  };
}

const yearLabel = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

/**
 * One decision per session: a second one is a 409 (the board's decision is history, not a draft),
 * and repeat never turns a Completed session back into an Incomplete one.
 */
function refuseTwice(
  session: { status: string; progression: string | null } | undefined,
  decision: ProgressionDecisionInput['decision'],
  year: number,
): void {
  if (!session) return;
  if (session.progression !== null)
    throw conflict(
      `The ${yearLabel(year)} session already has the exam board's decision (${session.progression}); it cannot be recorded twice.`,
    );
  if (decision === 'repeat' && session.status === 'Completed')
    throw conflict(`The ${yearLabel(year)} session is Completed; a repeat cannot reopen it.`);
}

export async function decideProgression(
  db: Db,
  id: number,
  input: ProgressionDecisionInput,
  actor: Actor,
): Promise<ProgressionView> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await lockEngagement(db, trx, id, input.version);
    const f = await facts(trx, id);
    const year = academicYearOf(input.effectiveDate);
    const session = await sessionOf(trx, id, year);
    refuseTwice(session, input.decision, year);
    const refusal = f.current ? decisionRefusal(input.decision, f.current) : null;
    refuseIfAny([
      ...(f.current === null
        ? [
            {
              param: 'decision',
              message: `The engagement's level (${before.level ?? 'none'}) is not one of its programme's.`,
            },
          ]
        : []),
      ...(refusal ? [{ param: 'decision', message: refusal }] : []),
      ...effectiveDateDetail(input.effectiveDate),
      ...(session ? [] : [{ param: 'effectiveDate', message: `The student has no session in ${yearLabel(year)}.` }]),
    ]);
    const p = f.current!;
    const now = new Date().toISOString();
    const award = input.decision === 'exit' || (input.decision === 'progress' && p.completes) ? p.exitAward : null;
    const ending =
      input.decision === 'exit' ? 'Withdrawn' : input.decision === 'progress' && p.completes ? 'Completed' : null;
    if (ending)
      await changeEngagementStatusIn(
        db,
        trx,
        id,
        {
          status: ending,
          reason: `Exam board: ${ending === 'Completed' ? 'programme completed' : 'exit'}${award ? ` with ${award}` : ''}.`,
          effectiveDate: input.effectiveDate,
          version: input.version,
          intention: null,
        },
        actor,
      );
    const level = input.decision === 'progress' && !p.completes ? p.nextLevel : before.level;
    await trx
      .updateTable('engagements')
      .set((eb) => ({ level, exit_award: award ?? before.exit_award, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    if (input.decision !== 'exit' && !ending)
      await setSessionStatus(trx, session!.id, input.decision === 'progress' ? 'Completed' : 'Incomplete', now);
    await trx
      .updateTable('engagement_sessions')
      .set({ progression: input.decision, progression_award: award, updated_at: now })
      .where('id', '=', session!.id)
      .execute();
    await syncStudentSummary(trx, before.student_id, now);
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'students',
      entityId: before.student_id,
      action: 'progression',
      changes: [
        { field: 'engagement', before: null, after: id },
        { field: 'decision', before: null, after: input.decision },
        { field: 'credits', before: null, after: `${p.passed} of ${p.needed} at level ${before.level}` },
        ...changedFields({ level: [before.level, level], exitAward: [before.exit_award, award ?? before.exit_award] }),
      ],
      ip: actor.ip,
    });
    return readProgression(trx, id);
  });
}
