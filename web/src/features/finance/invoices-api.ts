import type { EntityHistory, HistoryEntry } from '@collegium/domain/entities/entity-contracts';
import type { InvoiceRecord } from '@collegium/domain/invoice-list';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// docs/api-contract.md "Fees and invoices": one invoice with its history (the generic entity's
// history call). The list is read through the one list kit (invoices-screen.tsx).

export function useInvoice(id: number) {
  return useQuery({
    queryKey: ['finance', 'invoice', id],
    queryFn: async () => (await api.get<InvoiceRecord>(`finance/invoices/${id}`)).data,
  });
}

export type InvoiceHistoryEntry = HistoryEntry;

export function useInvoiceHistory(id: number) {
  return useQuery({
    queryKey: ['finance', 'invoice', id, 'history'],
    queryFn: async () => (await api.get<EntityHistory>(`invoices/${id}/history`)).data.items,
  });
}
