import { missingSteps, needsDiocese, needsLeaderReference, stepLabel } from '@collegium/domain/application-wizard';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../http/access.ts';
import { validationFailed } from '../../http/errors.ts';
import { dioceseAddress, sendDioceseRequest } from '../references/diocese-request.ts';
import { issueReferenceLink } from '../references/reference-links.ts';
import type { ApplicationState } from '@collegium/domain/application-state';
import { applicationState, findOwnApplication } from './application-state.ts';
import { notEditable } from './application-steps.ts';
import type { LinkMaker } from './public-link.ts';
import { auditActor } from '../../http/actor.ts';

// Submitting (issue 6): with every step complete the application moves In progress → Submitted
// (spec 4.3) and each referee is sent a one-time link to the reference form (and a sending
// diocese its evidence link), all in one
// transaction, so a failure sends nothing and leaves the application as it was.

export async function submitApplication(
  ctx: AppContext,
  auth: AuthContext,
  link: LinkMaker,
  ip: string,
): Promise<ApplicationState> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await findOwnApplication(trx, auth.user.personId);
    if (row.status !== 'In progress') throw notEditable();
    const state = await applicationState(trx, row, auth.user.email);
    const missing = missingSteps(state.completedSteps);
    if (missing.length > 0) {
      throw validationFailed(
        missing.map((step) => ({ param: step, message: `Complete the “${stepLabel(step)}” step first.` })),
      );
    }
    const now = new Date();
    const moved = await trx
      .updateTable('applications')
      .set((eb) => ({
        status: 'Submitted',
        submitted_at: now.toISOString(),
        updated_at: now.toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', row.id)
      .where('status', '=', 'In progress')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw notEditable();
    const actor = { ...auditActor(auth) };
    await recordAudit(trx, {
      ...actor,
      entity: 'applications',
      entityId: row.id,
      action: 'application.submitted',
      changes: { status: { before: 'In progress', after: 'Submitted' } },
      ip,
    });

    // A leader named before the course changed to one that needs none is not asked.
    if (!needsLeaderReference(row.course)) {
      await trx
        .deleteFrom('application_references')
        .where('application_id', '=', row.id)
        .where('kind', '=', 'leader')
        .execute();
    }
    const references = await trx
      .selectFrom('application_references')
      .select('id')
      .where('application_id', '=', row.id)
      .orderBy('id')
      .execute();
    for (const reference of references) {
      await issueReferenceLink(trx, reference.id, {
        config: ctx.config,
        link,
        template: 'reference-request',
        ...actor,
        ip,
        now,
      });
    }
    // An ordinand's or LLM candidate's diocese is asked for its evidence (staff can send it later).
    if (needsDiocese(row.applicant_type) && (await dioceseAddress(trx, row.id))) {
      await sendDioceseRequest(trx, row.id, { config: ctx.config, link, ...actor, ip, now });
    }
    return applicationState(trx, await findOwnApplication(trx, auth.user.personId), auth.user.email);
  });
}
