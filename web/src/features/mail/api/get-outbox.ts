import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxMailDetail, OutboxPage, OutboxStatus } from '@collegium/domain/mail-outbox';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/outbox?status=&limit=&before= and GET {api}/outbox/{id} (admin:admin).

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
