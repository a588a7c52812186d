import { z } from 'zod';

// Issue 14 (feature accounting): what Finance > Validation shows of the connection to the
// accounting provider (Xero) and the documents sent to it. Names and dates only: no token ever
// leaves the server.

export const ACCOUNTING_DOCUMENT_TYPES = [
  'invoice',
  'credit_note',
  'payment',
  'overpayment',
  'refund',
  'overpayment_allocation',
] as const;
export type AccountingDocumentType = (typeof ACCOUNTING_DOCUMENT_TYPES)[number];
export const ACCOUNTING_DOCUMENT_LABELS: Record<AccountingDocumentType, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
  overpayment: 'Over-payment',
  refund: 'Refund',
  overpayment_allocation: 'Credit applied',
};

export const accountingConnection = z.object({
  /** connected; needs reconnection (revoked, lapsed or refused by the provider); not connected. */
  state: z.enum(['connected', 'needs reconnection', 'not connected']),
  organisation: z.string().nullable(),
  connectedBy: z.string().nullable(),
  connectedAt: z.string().nullable(),
  /** When the connection lapses unless it is used (the provider's refresh token). */
  expiresAt: z.string().nullable(),
  /** Why it needs reconnection, in the provider's words. */
  problem: z.string().nullable(),
});

export const accountingDocument = z.object({
  syncId: z.number(),
  documentType: z.enum(ACCOUNTING_DOCUMENT_TYPES),
  number: z.string(),
  studentId: z.number(),
  studentName: z.string(),
  partnerId: z.number(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number(),
  /** The provider's message for a failed document, or the last error of one still being retried. */
  message: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type AccountingDocument = z.infer<typeof accountingDocument>;

export const accountingSettings = z.object({
  salesAccountCode: z
    .string()
    .trim()
    .min(1, 'Give the sales account code.')
    .max(10, 'Account codes have at most 10 characters.'),
  taxType: z.string().trim().min(1, 'Give the tax type.').max(50, 'Give at most 50 characters.'),
  bankAccountCode: z
    .string()
    .trim()
    .min(1, 'Give the bank account code.')
    .max(10, 'Account codes have at most 10 characters.'),
});
export type AccountingSettings = z.infer<typeof accountingSettings>;

export const accountingOverview = z.object({
  provider: z.string(),
  /** Whether the server has the provider's client id and redirect address. */
  configured: z.boolean(),
  connection: accountingConnection,
  settings: accountingSettings,
  /** Invoices, credit notes and payments not yet in the accounting system or failed there. */
  notSent: z.number(),
  failed: z.number(),
  /** The failed ones first, then the oldest waiting; at most 200. */
  documents: z.array(accountingDocument),
});
export type AccountingOverview = z.infer<typeof accountingOverview>;

export const accountingConnectStart = z.object({ authorizeUrl: z.string() });
export type AccountingConnectStart = z.infer<typeof accountingConnectStart>;
export const accountingSyncResult = z.object({
  sent: z.number(),
  failed: z.number(),
  waiting: z.number(),
  paidInProvider: z.number(),
});
export type AccountingSyncResult = z.infer<typeof accountingSyncResult>;
