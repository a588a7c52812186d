import type { StatusColour } from '@collegium/domain/status-colour';
import type { OutboxStatus } from '@collegium/domain/mail-outbox';

/** How each outbox status reads and is coloured. */
export const MAIL_STATUS: Record<OutboxStatus, { label: string; colour: StatusColour; meaning: string }> = {
  queued: { label: 'Queued', colour: 'info', meaning: 'Waiting to be sent (or to be tried again).' },
  sent: { label: 'Sent', colour: 'success', meaning: 'Handed to the mail server.' },
  failed: { label: 'Failed', colour: 'danger', meaning: 'Not sent after the last attempt; can be retried.' },
  held: { label: 'Held', colour: 'warning', meaning: 'Kept here because no mail server is configured.' },
};
