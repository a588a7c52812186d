import { z } from 'zod';
import { BANK_COLUMNS } from './bank-statement-cells.ts';

// Issue 14 (payments), Finance > Bank import: the calls' shapes. A statement is sent whole (a CSV
// as the bank exported it) with the account it is of; the dry run reads and matches its lines and
// records nothing; the confirm records the lines staff accept, all or nothing.

/** The most lines one statement may hold (a month of a college's receipts is a few hundred). */
export const BANK_STATEMENT_MAX_LINES = 5000;

const header = z.string().max(200, 'Keep a column name to 200 characters.').nullable().optional();

/** Column → the file's header (null or absent: no such column). */
export const bankMappingSchema = z.object(
  Object.fromEntries(BANK_COLUMNS.map((c) => [c, header])) as {
    [K in (typeof BANK_COLUMNS)[number]]: typeof header;
  },
);

const statementFields = {
  /** The bank account the statement is of; its column mapping is kept under this name. */
  account: z
    .string({ error: 'Name the bank account the statement is of.' })
    .trim()
    .min(1, 'Name the bank account the statement is of.')
    .max(100, 'Keep the account name to 100 characters.'),
  /** The CSV file's text as the bank exported it. */
  csv: z
    .string({ error: 'Choose the CSV file the bank exported.' })
    .min(1, 'The file is empty.')
    .max(900_000, 'The file is too large: import a month or a week at a time.'),
  /** How the file's columns are read; absent: the one kept for this account, else a guess from the headers. */
  mapping: bankMappingSchema.optional(),
};

/** A line matched by hand: a partner id or an invoice number that staff typed for it. */
export const bankPickSchema = z.object({
  line: z.number().int().positive(),
  match: z
    .string({ error: 'Type a student reference or an invoice number.' })
    .trim()
    .min(1, 'Type a student reference or an invoice number.')
    .max(40, 'Type a student reference or an invoice number.'),
});
export type BankPick = z.infer<typeof bankPickSchema>;

/** POST finance/bank-statements/dry-run */
export const bankDryRunInput = z.object({
  ...statementFields,
  picks: z.array(bankPickSchema).max(BANK_STATEMENT_MAX_LINES).optional(),
});
export type BankDryRunInput = z.input<typeof bankDryRunInput>;

export const BANK_LINE_STATUSES = ['matched', 'unmatched', 'duplicate', 'skipped', 'error'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];

export const BANK_MATCH_KINDS = ['invoice number', 'student reference', 'amount', 'by hand'] as const;

export const bankLineMatch = z.object({
  studentId: z.number(),
  studentName: z.string(),
  partnerId: z.number(),
  /** The invoice it pays first; null: the student's oldest open invoices. */
  invoiceId: z.number().nullable(),
  invoiceNumber: z.string().nullable(),
  by: z.enum(BANK_MATCH_KINDS),
});
export type BankLineMatch = z.infer<typeof bankLineMatch>;

export const bankLineView = z.object({
  /** The line's row in the file (the header is row 1). */
  line: z.number(),
  date: z.string().nullable(),
  description: z.string(),
  /** Pence; money in is positive. */
  amount: z.number().nullable(),
  balance: z.number().nullable(),
  status: z.enum(BANK_LINE_STATUSES),
  /** Why it is unmatched, skipped, a duplicate or unreadable. */
  message: z.string().nullable(),
  match: bankLineMatch.nullable(),
});
export type BankLineView = z.infer<typeof bankLineView>;

export const bankDryRunView = z.object({
  account: z.string(),
  headers: z.array(z.string()),
  mapping: bankMappingSchema,
  /** Columns the mapping still needs before any line is read (no lines then). */
  missing: z.array(z.enum(BANK_COLUMNS)),
  lines: z.array(bankLineView),
  counts: z.object(
    Object.fromEntries(BANK_LINE_STATUSES.map((s) => [s, z.number()])) as {
      [K in BankLineStatus]: z.ZodNumber;
    },
  ),
  /** The money in of the matched lines, in pence. */
  matchedTotal: z.number(),
});
export type BankDryRunView = z.infer<typeof bankDryRunView>;

/** POST finance/bank-statements: records the lines staff accepted from the dry run, all or none. */
export const bankConfirmInput = z.object({
  ...statementFields,
  mapping: bankMappingSchema,
  lines: z
    .array(
      z.object({
        line: z.number().int().positive(),
        studentId: z.number().int().positive(),
        invoiceId: z.number().int().positive().nullable(),
      }),
      { error: 'List the lines to record.' },
    )
    .min(1, 'There is no matched line to record.')
    .max(BANK_STATEMENT_MAX_LINES)
    .refine((l) => new Set(l.map((x) => x.line)).size === l.length, 'List each line once.'),
});
export type BankConfirmInput = z.input<typeof bankConfirmInput>;

export const bankConfirmView = z.object({
  recorded: z.number(),
  /** The money recorded, in pence. */
  total: z.number(),
  receiptIds: z.array(z.number()),
});
export type BankConfirmView = z.infer<typeof bankConfirmView>;

/** GET finance/bank-statements/accounts: the accounts imported before, with their kept mappings. */
export const bankAccountsView = z.object({
  items: z.array(z.object({ account: z.string(), mapping: bankMappingSchema })),
});
export type BankAccountsView = z.infer<typeof bankAccountsView>;
