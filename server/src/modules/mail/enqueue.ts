import { enqueueJob, type Executor } from '../jobs/queue.ts';
import { MAIL_JOB_TYPE } from './mail-job-type.ts';
import type { TemplateKey } from './template-catalogue.ts';

export type { TemplateKey } from './template-catalogue.ts';

// The one way code sends an e-mail: an outbox row (status queued) and a job to deliver it, both
// written in the caller's transaction (so a rolled-back action sends nothing). The message is
// rendered from the template when the job runs; a value missing then fails the job (and shows in
// the outbox) rather than sending a mail with a hole in it.
//
// Placeholders each template expects in `data` (collegeName is always filled in by the sender):
//   reference-request, reference-reminder: refereeName, applicantName, courseName, referenceLink, expiresOn
//   email-confirmation:       name, confirmationLink, expiresOn
//   password-reset:           name, resetLink, expiresOn
//   user-invitation:          name, email, setPasswordLink, expiresOn
//   onboarding-accounts:      studentName, loginEmail, portalLink
//   onboarding-vle:           studentName, vleLink
//   onboarding-academic:      studentName, programmeTitle, startDate
//   onboarding-study-skills:  studentName, studySkillsLink
//   onboarding-residential:   studentName, residentialDates
//   onboarding-location:      studentName, hubName
//   personal-tutor-meeting-request: tutorName, studentName, partnerId, studentEmail, message, availability
//   bap-panel-reminder:       candidateName, panelDate, stage, course, diocese
// The seeded placeholder lists in server/src/demo/email-templates.ts are the reference.

export interface MailRequest {
  template: TemplateKey;
  to: string;
  toName?: string;
  /** Placeholder values, by name. */
  data: Record<string, string>;
  /** What the mail is about, e.g. 'references' and the reference's id: the outbox can be filtered by it. */
  relatedEntity?: string;
  relatedId?: string | number;
}

/** Queues a mail; returns the outbox id. */
export async function enqueueMail(trx: Executor, mail: MailRequest): Promise<number> {
  const to = mail.to.trim();
  if (!to.includes('@')) throw new Error(`enqueueMail: "${mail.to}" is not an e-mail address`);
  const now = new Date().toISOString();
  const outbox = await trx
    .insertInto('outbox')
    .values({
      template_key: mail.template,
      to_email: to,
      to_name: mail.toName?.trim() || null,
      data: JSON.stringify(mail.data),
      status: 'queued',
      last_error: null,
      next_attempt_at: now,
      subject: null,
      body_text: null,
      body_html: null,
      message_id: null,
      related_entity: mail.relatedEntity ?? null,
      related_id: mail.relatedId === undefined ? null : String(mail.relatedId),
      job_id: null,
      created_at: now,
      updated_at: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const jobId = await enqueueJob(trx, MAIL_JOB_TYPE, { outboxId: outbox.id });
  await trx.updateTable('outbox').set({ job_id: jobId }).where('id', '=', outbox.id).execute();
  return outbox.id;
}
// Helpers for the values: publicLink (absolute addresses for links), mailDate, mailDateTime (./links.ts).
