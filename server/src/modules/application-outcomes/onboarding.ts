import { type OnboardingEmail, onboardingSchedule } from '@collegium/domain/onboarding-emails';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { enqueueJob } from '../jobs/queue.ts';

// spec 9's onboarding e-mails: confirming a place queues one `onboarding.send` job per e-mail of
// the new engagement, each due on its day (domain/src/onboarding-emails.ts: accounts at once,
// the others 4, 3 and 2 weeks before the intake, at once when that day has passed). The job
// (onboarding-send.ts) writes the mail only when it runs, from the record as it is then, so a
// deferral meanwhile stops it and a hub assigned meanwhile is named.

export const ONBOARDING_JOB = 'onboarding.send';

export interface OnboardingPayload {
  engagementId: number;
  email: OnboardingEmail;
}

/** The job payload as stored: the same text for the same engagement and e-mail, so a second
 *  schedule can see the first. */
export function onboardingPayload(engagementId: number, email: OnboardingEmail): OnboardingPayload {
  return { engagementId, email };
}

export interface OnboardingPlan {
  engagementId: number;
  intake: string;
  /** Whether to send the accounts e-mail (a new student; one who studies already has the portal). */
  accounts: boolean;
}

/** Queues the engagement's onboarding jobs not queued yet, in the caller's transaction; returns how many. */
export async function scheduleOnboarding(
  trx: Transaction<Database>,
  plan: OnboardingPlan,
  now = new Date(),
): Promise<number> {
  const wanted = onboardingSchedule(plan.intake, now).filter((s) => plan.accounts || s.email !== 'accounts');
  const payloads = wanted.map((s) => JSON.stringify(onboardingPayload(plan.engagementId, s.email)));
  const queued = new Set(
    (
      await trx
        .selectFrom('jobs')
        .select('payload')
        .where('type', '=', ONBOARDING_JOB)
        .where('payload', 'in', payloads)
        .execute()
    ).map((j) => j.payload),
  );
  let count = 0;
  for (const [i, s] of wanted.entries()) {
    if (queued.has(payloads[i]!)) continue;
    await enqueueJob(trx, ONBOARDING_JOB, onboardingPayload(plan.engagementId, s.email), { runAt: s.runAt });
    count++;
  }
  return count;
}
