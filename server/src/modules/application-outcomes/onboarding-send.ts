import { ONBOARDING_TEMPLATES, isOnboardingEmail, type OnboardingEmail } from '@collegium/domain/onboarding-emails';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { insertResetLink } from '../auth/reset-tokens.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { PermanentJobError, registerJobType } from '../jobs/registry.ts';
import { notifyJobsQueued } from '../jobs/wake.ts';
import { enqueueMail, type TemplateKey } from '../mail/enqueue.ts';
import { mailDate, publicLink } from '../mail/links.ts';
import { personName } from '../users/person-name.ts';
import { ONBOARDING_JOB, type OnboardingPayload } from './onboarding.ts';
import { BEGINNING } from './student-access.ts';
import { daysAfter } from '@collegium/domain/day-arithmetic';

// Runs one `onboarding.send` job: writes the onboarding e-mail to the outbox (the mail job then
// delivers it) unless the engagement no longer stands to begin, or its mail of that kind exists
// already (outbox rows name the engagement): running a job twice, or two jobs for one e-mail,
// never sends it twice. The engagement row is locked first so two workers cannot both write it.

/** How long the set-password link in the accounts e-mail works. */
export const SET_PASSWORD_DAYS = 14;
/** The location e-mail waits (re-checking daily) this long past the intake for a hub to be assigned. */
export const HUB_WAIT_DAYS_AFTER_INTAKE = 28;

type Trx = Transaction<Database>;
export type OnboardingOutcome = 'queued' | 'already' | 'skipped' | 'postponed';

interface Engagement {
  id: number;
  status: string;
  start_intake: string;
  programme_code: string;
  level: string | null;
  hub: string | null;
  person_id: number;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  person_email: string | null;
}

function loadEngagement(ctx: AppContext, trx: Trx, id: number): Promise<Engagement | undefined> {
  return trx
    .selectFrom('engagements')
    .innerJoin('students', 'students.id', 'engagements.student_id')
    .innerJoin('people', 'people.id', 'students.person_id')
    .select([
      'engagements.id',
      'engagements.status',
      'engagements.start_intake',
      'engagements.programme_code',
      'engagements.level',
      (eb) => eb.fn.coalesce('engagements.hub', 'students.hub').as('hub'),
      'students.person_id',
      'people.first_name',
      'people.last_name',
      'people.preferred_name',
      'people.email as person_email',
    ])
    .where('engagements.id', '=', id)
    .$if(ctx.db.dialect === 'postgres', (qb) => qb.forUpdate('engagements'))
    .executeTakeFirst();
}

/** accounts: the sign-in address, and the portal, or a link to set a password for an account without one. */
async function accountValues(ctx: AppContext, trx: Trx, e: Engagement) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'sso_subject'])
    .where('person_id', '=', e.person_id)
    .orderBy('id')
    .executeTakeFirst();
  if (!user) return null;
  let portalLink = publicLink(ctx.config, '');
  if (!user.password_hash && !user.sso_subject) {
    const now = new Date();
    const token = await insertResetLink(trx, ctx.config.sessionSecret, {
      userId: user.id,
      createdBy: null,
      now: now.toISOString(),
      expiresAt: daysAfter(now, SET_PASSWORD_DAYS).toISOString(),
    });
    portalLink = publicLink(ctx.config, `pages/reset/${token}`);
  }
  return { to: user.email, data: { loginEmail: user.email, portalLink } };
}

/** The programme's residentials (the modules of the engagement's level), one per line. */
async function residentialLines(trx: Trx, e: Engagement): Promise<string> {
  const rows = await trx
    .selectFrom('modules')
    .select('residentials')
    .where('programme', '=', e.programme_code)
    .where('active', '=', 1)
    .$if(e.level !== null, (qb) => qb.where('level', '=', e.level as string))
    .orderBy('code')
    .execute();
  const seen = new Set<string>();
  for (const r of rows) for (const item of (r.residentials ?? '').split(',')) if (item.trim()) seen.add(item.trim());
  return [...seen].map((item) => `- ${item}`).join('\n');
}

async function programmeTitle(trx: Trx, code: string): Promise<string> {
  const row = await trx.selectFrom('programmes').select('title').where('code', '=', code).executeTakeFirst();
  return row?.title ?? code;
}

type Values = { to?: string; data: Record<string, string> } | { skip: string } | { postpone: Date };

async function valuesFor(ctx: AppContext, trx: Trx, e: Engagement, email: OnboardingEmail, now: Date): Promise<Values> {
  switch (email) {
    case 'accounts':
      return (await accountValues(ctx, trx, e)) ?? { skip: 'the student has no account' };
    case 'vle':
      return { data: { vleLink: publicLink(ctx.config, 'forms/itsupport/vle') } };
    case 'academic':
      return {
        data: {
          programmeTitle: await programmeTitle(trx, e.programme_code),
          startDate: mailDate(`${e.start_intake}T12:00:00Z`),
        },
      };
    case 'studySkills':
      return { data: { studySkillsLink: publicLink(ctx.config, 'forms/studyskills') } };
    case 'residential': {
      const residentialDates = await residentialLines(trx, e);
      return residentialDates ? { data: { residentialDates } } : { skip: 'the programme has no residentials' };
    }
    case 'location': {
      if (e.hub) return { data: { hubName: e.hub } };
      const giveUp = daysAfter(new Date(`${e.start_intake}T00:00:00Z`), HUB_WAIT_DAYS_AFTER_INTAKE).getTime();
      return now.getTime() < giveUp ? { postpone: daysAfter(now, 1) } : { skip: 'no hub was assigned' };
    }
  }
}

export async function sendOnboardingEmail(
  ctx: AppContext,
  payload: OnboardingPayload,
  now = new Date(),
): Promise<OnboardingOutcome> {
  if (!payload || typeof payload.engagementId !== 'number' || !isOnboardingEmail(payload.email)) {
    throw new PermanentJobError(`Not an onboarding payload: ${JSON.stringify(payload)}`);
  }
  const template = ONBOARDING_TEMPLATES[payload.email] as TemplateKey;
  const outcome = await ctx.db.kysely.transaction().execute(async (trx): Promise<OnboardingOutcome> => {
    const e = await loadEngagement(ctx, trx, payload.engagementId);
    if (!e) return 'skipped';
    const skip = async (reason: string) => {
      await recordAudit(trx, {
        actorUserId: null,
        entity: 'engagements',
        entityId: e.id,
        action: 'onboarding-skipped',
        changes: { email: payload.email, reason },
      });
      return 'skipped' as const;
    };
    if (!BEGINNING.has(e.status)) return skip(`the engagement is ${e.status}`);
    const sent = await trx
      .selectFrom('outbox')
      .select('id')
      .where('related_entity', '=', 'engagements')
      .where('related_id', '=', String(e.id))
      .where('template_key', '=', template)
      .executeTakeFirst();
    if (sent) return 'already';
    const values = await valuesFor(ctx, trx, e, payload.email, now);
    if ('skip' in values) return skip(values.skip);
    if ('postpone' in values) {
      await enqueueJob(trx, ONBOARDING_JOB, payload, { runAt: values.postpone });
      return 'postponed';
    }
    const to = values.to ?? e.person_email;
    if (!to?.includes('@')) return skip('the student has no e-mail address');
    const studentName = personName(e);
    await enqueueMail(trx, {
      template,
      to,
      toName: studentName,
      data: { studentName, ...values.data },
      relatedEntity: 'engagements',
      relatedId: e.id,
    });
    return 'queued';
  });
  if (outcome === 'queued') notifyJobsQueued();
  return outcome;
}

export function registerOnboardingJobs(): void {
  registerJobType<OnboardingPayload>(ONBOARDING_JOB, {
    run: async (ctx, payload, job) => {
      await sendOnboardingEmail(ctx, payload, job.now);
    },
  });
}
