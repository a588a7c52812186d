import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/outbox?status=&limit=&before= and GET {api}/outbox/{id} (admin:admin).

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'held'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxMail {
  id: number;
  templateKey: string;
  templateName: string;
  to: string;
  toName: string | null;
  /** Null until the mail has been rendered (when its job first runs). */
  subject: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  relatedEntity: string | null;
  relatedId: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxMailDetail extends OutboxMail {
  text: string | null;
  html: string | null;
  messageId: string | null;
}

export interface OutboxPage {
  smtpConfigured: boolean;
  counts: Record<OutboxStatus, number>;
  items: OutboxMail[];
  more: boolean;
}

export const OUTBOX_KEY = ['outbox'] as const;

export function useOutbox(status: OutboxStatus | null, limit: number) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, status, limit],
    queryFn: async ({ signal }) => (await api.get<OutboxPage>('outbox', { query: { status, limit }, signal })).data,
    placeholderData: keepPreviousData,
    // Mail moves on by itself (the worker): keep the list current while it is open.
    refetchInterval: 15_000,
  });
}

export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, 'mail', id],
    queryFn: async ({ signal }) => (await api.get<OutboxMailDetail>(`outbox/${id}`, { signal })).data,
    enabled: id !== null,
  });
}
