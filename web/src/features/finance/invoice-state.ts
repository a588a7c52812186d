import type { InvoiceListState } from '@collegium/domain/invoice-list';
import type { StatusColour } from '@collegium/domain/status-colour';

// How an invoice's state reads and is coloured in Finance > Invoices (the text always says it).

export const INVOICE_STATE_LABELS: Readonly<Record<InvoiceListState, { label: string; colour?: StatusColour }>> = {
  draft: { label: 'Draft' },
  issued: { label: 'Issued', colour: 'info' },
  'part-paid': { label: 'Part-paid', colour: 'warning' },
  paid: { label: 'Paid', colour: 'success' },
  overdue: { label: 'Overdue', colour: 'danger' },
  credited: { label: 'Credited', colour: 'success' },
};
