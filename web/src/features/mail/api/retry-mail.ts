import type { OutboxMail } from '@collegium/domain/mail-outbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { OUTBOX_KEY } from './get-outbox.ts';

// docs/api-contract.md: POST {api}/outbox/{id}/retry: queues a failed (or held) mail again now.

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    // The mail dialog shows why it could not be retried.
    meta: { handlesErrors: true },
    mutationFn: async (id: number) => (await api.post<OutboxMail>(`outbox/${id}/retry`)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: OUTBOX_KEY }),
  });
}
