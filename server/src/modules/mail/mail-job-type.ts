/** The job type that delivers one outbox row (payload: {outboxId}). */
export const MAIL_JOB_TYPE = 'mail.send';
