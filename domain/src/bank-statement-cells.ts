// Issue 14 (payments), bank statement import: reading the cells of a UK bank's CSV export. Banks
// differ in their headers and in how they write dates and amounts; these rules read what the
// common ones write (Barclays, Lloyds, HSBC, NatWest, Santander, Nationwide, Starling, Monzo).

/** The statement's columns an import reads; each is mapped to one of the file's headers. */
export const BANK_COLUMNS = ['date', 'description', 'reference', 'amount', 'paidIn', 'paidOut', 'balance'] as const;
export type BankColumn = (typeof BANK_COLUMNS)[number];

export const BANK_COLUMN_LABELS: Record<BankColumn, string> = {
  date: 'Date',
  description: 'Description',
  reference: 'Reference (if a column of its own)',
  amount: 'Amount (money in positive)',
  paidIn: 'Paid in (if not one amount column)',
  paidOut: 'Paid out (if not one amount column)',
  balance: 'Balance',
};

/** Column → header of the file (absent or null: the file has no such column). */
export type BankMapping = Partial<Record<BankColumn, string | null>>;

// Header words each column is known by, lower case, without punctuation.
const KNOWN_HEADERS: Record<BankColumn, string[]> = {
  date: ['date', 'transaction date', 'posting date', 'value date', 'date posted'],
  description: [
    'description',
    'transaction description',
    'details',
    'narrative',
    'memo',
    'name',
    'payee',
    'counter party',
  ],
  reference: ['reference', 'ref', 'payment reference', 'transaction reference'],
  amount: ['amount', 'value', 'amount gbp', 'transaction amount'],
  paidIn: ['paid in', 'money in', 'credit', 'credit amount', 'credits', 'in'],
  paidOut: ['paid out', 'money out', 'debit', 'debit amount', 'debits', 'out'],
  balance: ['balance', 'running balance', 'balance gbp'],
};

const headerKey = (h: string) =>
  h
    .toLowerCase()
    .replace(/\(.*?\)|[£$€]/g, ' ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The mapping a file's headers suggest: each column to the first header known for it. */
export function guessBankMapping(headers: readonly string[]): BankMapping {
  const mapping: BankMapping = {};
  const taken = new Set<string>();
  for (const column of BANK_COLUMNS) {
    const found = headers.find((h) => !taken.has(h) && KNOWN_HEADERS[column].includes(headerKey(h)));
    if (found) {
      mapping[column] = found;
      taken.add(found);
    }
  }
  return mapping;
}

/** What a mapping still lacks before lines can be read: a date, a description and an amount. */
export function missingBankColumns(mapping: BankMapping): BankColumn[] {
  const missing: BankColumn[] = [];
  if (!mapping.date) missing.push('date');
  if (!mapping.description) missing.push('description');
  if (!mapping.amount && !mapping.paidIn) missing.push('amount');
  return missing;
}

/**
 * Pence from a bank's amount text: "1,234.56", "£1234.5", "-12.00", "(12.00)", "12.00 CR", "12.00-";
 * null when it is not an amount. Empty is null too (a paid-in column is empty on money out).
 */
export function parseBankAmount(text: string): number | null {
  let t = text
    .trim()
    .replace(/[£\s,]/g, '')
    .replace(/^GBP/i, '');
  if (t === '') return null;
  let sign = 1;
  if (/^\(.*\)$/.test(t)) {
    sign = -1;
    t = t.slice(1, -1);
  }
  if (/DR$/i.test(t)) {
    sign = -1;
    t = t.slice(0, -2);
  } else if (/CR$/i.test(t)) t = t.slice(0, -2);
  if (t.endsWith('-')) {
    sign = -sign;
    t = t.slice(0, -1);
  }
  if (t.startsWith('-')) {
    sign = -sign;
    t = t.slice(1);
  } else if (t.startsWith('+')) t = t.slice(1);
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const pence = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return pence === 0 ? 0 : sign * pence;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}

/**
 * YYYY-MM-DD from a bank's date text: UK day-first "03/08/2026", "3-8-26", "03.08.2026", ISO
 * "2026-08-03" (a time after it is ignored), or "03 Aug 2026"; null when it is none of these.
 */
export function parseBankDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(t);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t);
  if (m) {
    const y = Number(m[3]);
    return isoDate(m[3]!.length === 2 ? 2000 + y : y, Number(m[2]), Number(m[1]));
  }
  m = /^(\d{1,2})[ -]([A-Za-z]{3})[A-Za-z]*[ -](\d{2}|\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
    const y = Number(m[3]);
    return month > 0 ? isoDate(m[3]!.length === 2 ? 2000 + y : y, month, Number(m[1])) : null;
  }
  return null;
}

/** The text a line is matched and recognised by: its description and reference, spaces folded, upper case. */
export function bankLineText(description: string, reference: string): string {
  return `${description} ${reference}`.replace(/\s+/g, ' ').trim().toUpperCase();
}

/** Invoice numbers written in a line's text (INV-2026-00012, also "INV 2026 00012" or "INV202600012"). */
export function invoiceNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.toUpperCase().matchAll(/INV[\s-]?(\d{4})[\s-]?(\d{5})/g)) found.add(`INV-${m[1]}-${m[2]}`);
  return [...found];
}

/** Student references (partner ids, spec 3: up to 7 digits) written in a line's text, as numbers. */
export function partnerIdsIn(text: string): number[] {
  const found = new Set<number>();
  for (const m of text.matchAll(/(?<![\d/.-])(\d{4,7})(?![\d/.-])/g)) found.add(Number(m[1]));
  return [...found];
}
