import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  BANK_COLUMNS,
  type BankMapping,
  bankLineText,
  guessBankMapping,
  missingBankColumns,
  parseBankAmount,
  parseBankDate,
} from '@collegium/domain/bank-statement-cells';
import { BANK_STATEMENT_MAX_LINES } from '@collegium/domain/bank-statement';
import { validationFailed } from '../../http/errors.ts';
import { headerNames } from '../import/read-rows.ts';

// Issue 14 (payments): a bank's CSV export read into statement lines. The header is the first of
// the file's opening rows that names the mapped columns (some banks put the account's name and
// balance above it); every later row that is not blank is a line.

export interface StatementLine {
  /** The row in the file (the header's row is counted). */
  line: number;
  date: string | null;
  description: string;
  /** Description and reference as matched and hashed: spaces folded, upper case. */
  text: string;
  /** Pence, money in positive; null when unreadable or absent. */
  amount: number | null;
  balance: number | null;
  /** Why the line cannot be read, if it cannot. */
  error: string | null;
  /** What recognises the line when imported again: sha256 of account, date, amount and text. */
  hash: string | null;
}

export interface ReadStatement {
  headers: string[];
  mapping: BankMapping;
  missing: ReturnType<typeof missingBankColumns>;
  lines: StatementLine[];
}

function rowsOf(csv: string): string[][] {
  try {
    return parse(csv, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (e) {
    throw validationFailed([
      { param: 'csv', message: `The file is not a CSV file the import can read: ${String((e as Error).message)}` },
    ]);
  }
}

/** The first of the opening rows that holds the mapped (or, without one, guessable) columns; -1: none. */
function headerIndex(rows: string[][], mapping: BankMapping | null | undefined): number {
  for (let i = 0; i < Math.min(rows.length, 15); i += 1) {
    const names = headerNames(rows[i]!);
    const fits = mapping
      ? [mapping.date, mapping.description].every((h) => h && names.includes(h))
      : missingBankColumns(guessBankMapping(names)).length === 0;
    if (fits) return i;
  }
  return -1;
}

const cell = (row: string[], headers: string[], header: string | null | undefined) =>
  header ? (row[headers.indexOf(header)] ?? '').trim() : '';

export const lineHash = (account: string, date: string, amount: number, text: string) =>
  createHash('sha256').update(`${account.trim().toUpperCase()}\n${date}\n${amount}\n${text}`).digest('hex');

function readAmount(row: string[], headers: string[], mapping: BankMapping): number | null | 'unreadable' {
  const read = (h: string | null | undefined) => {
    const text = cell(row, headers, h);
    return text === '' ? null : (parseBankAmount(text) ?? 'unreadable');
  };
  if (mapping.amount) return read(mapping.amount);
  const paidIn = read(mapping.paidIn);
  const paidOut = read(mapping.paidOut);
  if (paidIn === 'unreadable' || paidOut === 'unreadable') return 'unreadable';
  if (paidIn === null && paidOut === null) return null;
  return (paidIn ?? 0) - Math.abs(paidOut ?? 0);
}

/**
 * The statement's lines under a mapping: `preferred` (given by staff or kept for the account) when
 * it fits the file, else a guess from the headers. A mapping staff gave that names a column the
 * file lacks is refused (422 at that column).
 */
export function readStatement(
  csv: string,
  account: string,
  given: BankMapping | undefined,
  kept: BankMapping | null,
): ReadStatement {
  const rows = rowsOf(csv);
  const useKept = !given && kept !== null && headerIndex(rows, kept) >= 0;
  const found = headerIndex(rows, given ?? (useKept ? kept : undefined));
  const start = found >= 0 ? found : rows.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (start < 0) throw validationFailed([{ param: 'csv', message: 'The file has no rows.' }]);
  const headers = headerNames(rows[start]!);
  const mapping: BankMapping = given ?? (useKept ? kept : guessBankMapping(headers));
  const unknown = BANK_COLUMNS.filter((c) => mapping[c] && !headers.includes(mapping[c]!));
  if (given && unknown.length > 0)
    throw validationFailed(
      unknown.map((c) => ({ param: `mapping.${c}`, message: `The file has no column “${mapping[c]}”.` })),
    );
  const missing = missingBankColumns(mapping);
  const body = rows.slice(start + 1).filter((r) => r.some((c) => c.trim() !== ''));
  if (body.length > BANK_STATEMENT_MAX_LINES)
    throw validationFailed([
      {
        param: 'csv',
        message: `The file has ${body.length} lines; import at most ${BANK_STATEMENT_MAX_LINES} at a time.`,
      },
    ]);
  if (missing.length > 0) return { headers, mapping, missing, lines: [] };
  let rowNumber = start + 1;
  const lines = rows.slice(start + 1).flatMap((row): StatementLine[] => {
    rowNumber += 1;
    if (!row.some((c) => c.trim() !== '')) return [];
    const dateText = cell(row, headers, mapping.date);
    const description = cell(row, headers, mapping.description);
    const text = bankLineText(description, cell(row, headers, mapping.reference));
    const date = parseBankDate(dateText);
    const amount = readAmount(row, headers, mapping);
    const balanceText = cell(row, headers, mapping.balance);
    const error = !date
      ? `The date “${dateText}” is not a date.`
      : amount === 'unreadable'
        ? 'The amount is not an amount.'
        : null;
    const pence = amount === 'unreadable' ? null : amount;
    return [
      {
        line: rowNumber,
        date,
        description: [description, cell(row, headers, mapping.reference)].filter(Boolean).join(' · '),
        text,
        amount: pence,
        balance: balanceText ? parseBankAmount(balanceText) : null,
        error,
        hash: date && pence !== null && !error ? lineHash(account, date, pence, text) : null,
      },
    ];
  });
  return { headers, mapping, missing, lines };
}
