import type { IncomingMessage } from 'node:http';

// The checks of the loopback Xero (fake-xero.ts) that follow Xero's published contract
// (xero_accounting.yaml, written here by hand): what a request must carry, and Xero's
// ValidationErrors answer.

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const cents = (n: number) => Math.round(n * 100) / 100;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type Violation = (r: Received, message: string) => void;

export function validationError(kind: string, messages: string[]) {
  return {
    status: 400,
    body: {
      ErrorNumber: 10,
      Type: 'ValidationException',
      Message: 'A validation exception occurred',
      Elements: [{ ValidationErrors: messages.map((Message) => ({ Message })), Type: kind }],
    },
  };
}

export function lineItems(violation: Violation, accountCodes: Set<string>, r: Received, items: unknown): string[] {
  const problems: string[] = [];
  if (!Array.isArray(items) || items.length === 0) {
    violation(r, 'LineItems missing or empty');
    return problems;
  }
  for (const li of items as Record<string, unknown>[]) {
    if (typeof li.Description !== 'string' || !li.Description) violation(r, 'LineItem.Description missing');
    if (typeof li.Quantity !== 'number') violation(r, 'LineItem.Quantity must be a number');
    if (typeof li.UnitAmount !== 'number') violation(r, 'LineItem.UnitAmount must be a number');
    if (typeof li.TaxType !== 'string') violation(r, 'LineItem.TaxType missing');
    if (typeof li.AccountCode !== 'string') violation(r, 'LineItem.AccountCode missing');
    else if (!accountCodes.has(li.AccountCode))
      problems.push(`Account code '${li.AccountCode}' is not a valid code for this document.`);
  }
  return problems;
}

export function documentChecks(
  violation: Violation,
  contacts: Map<string, unknown>,
  r: Received,
  d: Record<string, unknown>,
  types: string[],
): void {
  if (!types.includes(String(d.Type))) violation(r, `Type ${String(d.Type)} not one of ${types.join(', ')}`);
  const contact = d.Contact as { ContactID?: string } | undefined;
  if (!contact?.ContactID || !UUID.test(contact.ContactID) || !contacts.has(contact.ContactID))
    violation(r, 'Contact.ContactID missing or unknown');
  for (const f of ['Date', 'DueDate'] as const)
    if (d[f] !== undefined && !DATE.test(String(d[f]))) violation(r, `${f} is not YYYY-MM-DD`);
  if (d.Status !== undefined && !['DRAFT', 'SUBMITTED', 'AUTHORISED'].includes(String(d.Status)))
    violation(r, `Status ${String(d.Status)} cannot be set on create`);
  if (d.LineAmountTypes !== undefined && !['Exclusive', 'Inclusive', 'NoTax'].includes(String(d.LineAmountTypes)))
    violation(r, 'LineAmountTypes not in its enum');
  if (d.CurrencyCode !== undefined && !/^[A-Z]{3}$/.test(String(d.CurrencyCode)))
    violation(r, 'CurrencyCode is not a currency code');
}
