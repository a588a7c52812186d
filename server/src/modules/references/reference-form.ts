import { type ReferenceForm, referenceFormSchema } from '@collegium/domain/application-reference-form';
import { isPostgraduateCourse } from '@collegium/domain/application-wizard';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import { hashSecret } from '../auth/secrets.ts';
import { issuesToDetails } from '../entities/validation-details.ts';

// The public reference form (spec 3, issue 6) behind a referee's one-time link. Sending it marks
// the reference Received and spends the link; a used, replaced or expired link answers 410.

function linkGone() {
  return new AppError(
    410,
    'token_invalid',
    'This reference link no longer works: the reference has already been given, or the link has expired or been replaced. If you still need to give a reference, ask the college for a new link.',
  );
}

async function findUsable(ctx: AppContext, token: string) {
  const row = await ctx.db.kysely
    .selectFrom('application_references')
    .innerJoin('applications', 'applications.id', 'application_references.application_id')
    .innerJoin('people', 'people.id', 'applications.person_id')
    .leftJoin('programmes', 'programmes.code', 'applications.course')
    .select([
      'application_references.id',
      'application_references.application_id',
      'application_references.kind',
      'application_references.status',
      'application_references.referee_name',
      'application_references.token_expires_at',
      'applications.course',
      'programmes.title as course_title',
      'people.first_name',
      'people.last_name',
    ])
    .where('application_references.token_hash', '=', hashSecret(token, ctx.config.sessionSecret))
    .executeTakeFirst();
  if (!row || row.status !== 'Requested' || !row.token_expires_at || new Date(row.token_expires_at) <= new Date())
    throw linkGone();
  return row;
}

/** What the form page shows: whom the reference is about and for which course. */
export async function describeReference(ctx: AppContext, token: string) {
  const row = await findUsable(ctx, token);
  return {
    refereeName: row.referee_name,
    applicantName: `${row.first_name} ${row.last_name}`,
    course: row.course,
    courseTitle: row.course_title ?? row.course,
    /** The church leader's reference rather than a general one. */
    leader: row.kind === 'leader',
    /** The course is postgraduate: the form asks about readiness for that level. */
    postgraduate: isPostgraduateCourse(row.course),
    expiresAt: row.token_expires_at as string,
  };
}

export async function submitReference(ctx: AppContext, token: string, body: unknown, ip: string): Promise<void> {
  const row = await findUsable(ctx, token);
  const parsed = referenceFormSchema(isPostgraduateCourse(row.course)).safeParse(body);
  if (!parsed.success)
    throw validationFailed(
      issuesToDetails(parsed.error.issues, (key) => `${key} is not a question of the reference form.`),
    );
  const answers: ReferenceForm = parsed.data;
  const now = new Date().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('application_references')
      .set((eb) => ({
        status: 'Received',
        received_at: now,
        // The link is spent: its hash goes, so it can never match again.
        token_hash: null,
        token_expires_at: null,
        relationship_applicant: answers.relationshipApplicant,
        time_known: answers.timeKnown,
        academic_ability: answers.academicAbility,
        interaction_ability: answers.interactionAbility,
        suitability_postgraduate: answers.suitabilityPostgraduate === '' ? null : answers.suitabilityPostgraduate,
        comments: answers.comments === '' ? null : answers.comments,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', row.id)
      .where('status', '=', 'Requested')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw linkGone();
    await recordAudit(trx, {
      actorUserId: null,
      entity: 'applications',
      entityId: row.application_id,
      action: 'reference.received',
      changes: { referenceId: row.id },
      ip,
    });
  });
}
