import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { registerRecurringJob } from '../jobs/recurring.ts';
import { enqueueMail } from '../mail/enqueue.ts';
import { personName } from '../users/person-name.ts';

// Issue 20, feature bap: once a day, an e-mail to admissions (the address of MAIL_FROM, the
// college's admissions mailbox) for each candidate whose panel is in the next 7 days and who is
// still waiting for it; once per candidate and panel date (reminded_for), so a moved panel is
// reminded again. Registered only while the feature is on (app.ts).

export const BAP_REMINDER_JOB = 'bap.panel-reminders';
export const BAP_REMINDER_DAYS = 7;
const WAITING = ['Stage 1', 'Stage 2 panel booked'];

/** The bare address of a "Name <address>" sender. */
export function admissionsAddress(mailFrom: string): string {
  const m = /<([^>]+)>/.exec(mailFrom);
  return (m?.[1] ?? mailFrom).trim();
}

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Queues the reminders due on `now`'s day; returns how many were queued. */
export async function queuePanelReminders(db: Db, to: string, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const until = new Date(now.getTime() + BAP_REMINDER_DAYS * 86_400_000).toISOString().slice(0, 10);
  return db.kysely.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('bap_candidates as b')
      .innerJoin('applications as a', 'a.id', 'b.application_id')
      .innerJoin('people as p', 'p.id', 'a.person_id')
      .select([
        'b.id',
        'b.stage',
        'b.panel_date',
        'b.reminded_for',
        'a.course',
        'a.diocese',
        'p.first_name',
        'p.last_name',
        'p.preferred_name',
      ])
      .where('b.stage', 'in', WAITING)
      .where('b.panel_date', '>=', today)
      .where('b.panel_date', '<=', until)
      .execute();
    let queued = 0;
    for (const r of due) {
      if (r.panel_date === null || r.reminded_for === r.panel_date) continue;
      await enqueueMail(trx, {
        template: 'bap-panel-reminder',
        to,
        toName: 'Admissions',
        data: {
          candidateName: personName(r),
          panelDate: longDate(r.panel_date),
          stage: r.stage,
          course: r.course,
          diocese: r.diocese || 'not given',
        },
        relatedEntity: 'bap_candidates',
        relatedId: Number(r.id),
      });
      await trx.updateTable('bap_candidates').set({ reminded_for: r.panel_date }).where('id', '=', r.id).execute();
      queued += 1;
    }
    return queued;
  });
}

export function registerBapReminders(): void {
  registerRecurringJob(BAP_REMINDER_JOB, 86_400, async (ctx: AppContext, job) => {
    if (!ctx.config.features.includes('bap')) return;
    await queuePanelReminders(ctx.db, admissionsAddress(ctx.config.mailFrom), job.now);
  });
}
