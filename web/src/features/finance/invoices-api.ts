import type { EntityHistory, HistoryEntry } from '@collegium/domain/entities/entity-contracts';
import type { InvoiceListQuery, InvoiceListResponse, InvoiceRecord } from '@collegium/domain/invoice-list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type DownloadProgress, type Query } from '../../lib/api-client.ts';

// docs/api-contract.md "Fees and invoices": Finance > Invoices (list, totals, Excel) and one
// invoice with its history (the generic entity's history call).

export type InvoiceFilters = Omit<InvoiceListQuery, 'export' | 'state'> & { state?: string };

const clean = (q: InvoiceFilters): Query =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Query;

export function useInvoices(filters: InvoiceFilters) {
  return useQuery({
    queryKey: ['finance', 'invoices', filters],
    queryFn: async ({ signal }) =>
      (await api.get<InvoiceListResponse>('finance/invoices', { query: clean(filters), signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function downloadInvoices(filters: InvoiceFilters, onProgress: DownloadProgress) {
  return api.download('finance/invoices', {
    query: { ...clean(filters), page: undefined, pageSize: undefined, export: 'excel' },
    onProgress,
  });
}

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
