import type { Kysely, Transaction } from 'kysely';
import type { BankLineMatch, BankLineView, BankPick } from '@collegium/domain/bank-statement';
import { invoiceNumbersIn, partnerIdsIn } from '@collegium/domain/bank-statement-cells';
import { formatPartnerId } from '@collegium/domain/partner-id';
import type { Database } from '../../db/schema.ts';
import { personName } from '../users/person-name.ts';
import type { StatementLine } from './bank-statement-read.ts';
import { type OpenInvoice, openInvoicesNeeding, openInvoicesOf } from './open-invoices.ts';

// Issue 14 (payments), the dry run's matching. Each line that is money in, readable and not
// recorded before is matched to a student: by an invoice number in its text, else by a student
// reference (partner id), else by its amount when exactly one open invoice of the college needs
// exactly that much. Staff may match a line by hand by typing either. Nothing is written.

type Executor = Kysely<Database> | Transaction<Database>;

interface Student {
  id: number;
  partnerId: number;
  name: string;
}

/** The hashes among these that were recorded before, with when. */
export async function recordedLines(db: Executor, hashes: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = await db
      .selectFrom('bank_statement_lines')
      .select(['line_hash', 'imported_at'])
      .where('line_hash', 'in', hashes.slice(i, i + 500))
      .execute();
    for (const r of rows) found.set(r.line_hash, r.imported_at);
  }
  return found;
}

/** A line's state before matching: error, skipped (not money in), duplicate, or to be matched (null). */
function precheck(
  l: StatementLine,
  recorded: Map<string, string>,
  firstSeen: Map<string, number>,
): Pick<BankLineView, 'status' | 'message'> | null {
  if (l.error) return { status: 'error', message: l.error };
  if (l.amount === null || l.amount === 0) return { status: 'skipped', message: 'No amount.' };
  if (l.amount < 0) return { status: 'skipped', message: 'Money paid out: not a payment received.' };
  const when = recorded.get(l.hash!);
  if (when) return { status: 'duplicate', message: `Recorded already, by the import of ${when.slice(0, 10)}.` };
  const first = firstSeen.get(l.hash!);
  if (first !== undefined && first !== l.line)
    return { status: 'duplicate', message: `The same as line ${first}: recorded once.` };
  return null;
}

async function studentsBy(db: Executor, where: { ids: number[]; partnerIds: number[] }): Promise<Student[]> {
  if (where.ids.length === 0 && where.partnerIds.length === 0) return [];
  const rows = await db
    .selectFrom('students as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['s.id', 's.partner_id', 'p.first_name', 'p.last_name', 'p.preferred_name'])
    .where((eb) => eb.or([eb('s.id', 'in', [0, ...where.ids]), eb('s.partner_id', 'in', [0, ...where.partnerIds])]))
    .execute();
  return rows.map((r) => ({ id: r.id, partnerId: r.partner_id, name: personName(r) }));
}

/** What each line (and each hand pick) names: invoice numbers and partner ids. */
function namedIn(lines: StatementLine[], picks: Map<number, string>) {
  const numbers = new Set<string>();
  const partnerIds = new Set<number>();
  for (const l of lines) {
    const text = picks.get(l.line) ?? l.text;
    for (const n of invoiceNumbersIn(text)) numbers.add(n);
    for (const p of picks.has(l.line) ? pickedPartnerIds(text) : partnerIdsIn(text)) partnerIds.add(p);
  }
  return { numbers: [...numbers], partnerIds: [...partnerIds] };
}

const pickedPartnerIds = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? [Number(text.trim())] : []);

export async function matchLines(db: Executor, lines: StatementLine[], pickList: BankPick[]): Promise<BankLineView[]> {
  const picks = new Map(pickList.map((p) => [p.line, p.match]));
  const recorded = await recordedLines(
    db,
    lines.flatMap((l) => (l.hash ? [l.hash] : [])),
  );
  const firstSeen = new Map<string, number>();
  for (const l of lines) if (l.hash && !firstSeen.has(l.hash)) firstSeen.set(l.hash, l.line);
  const pre = new Map(lines.map((l) => [l.line, precheck(l, recorded, firstSeen)]));
  const open = lines.filter((l) => pre.get(l.line) === null);

  const named = namedIn(open, picks);
  const invoices = named.numbers.length
    ? await db
        .selectFrom('invoices')
        .select(['id', 'number', 'student_id'])
        .where('number', 'in', named.numbers)
        .execute()
    : [];
  const students = await studentsBy(db, { ids: invoices.map((i) => i.student_id), partnerIds: named.partnerIds });
  const byId = new Map(students.map((s) => [s.id, s]));
  const byPartner = new Map(students.map((s) => [s.partnerId, s]));
  const invoiceByNumber = new Map(invoices.map((i) => [i.number, i]));

  // Amount only: the lines naming nobody, each amount on one line and needed by one open invoice.
  const nameless = open.filter((l) => {
    const text = picks.get(l.line) ?? l.text;
    return (
      !picks.has(l.line) &&
      !invoiceNumbersIn(text).some((n) => invoiceByNumber.has(n)) &&
      !partnerIdsIn(text).some((p) => byPartner.has(p))
    );
  });
  const amountLines = new Map<number, number>();
  for (const l of nameless) amountLines.set(l.amount!, (amountLines.get(l.amount!) ?? 0) + 1);
  const needing = await openInvoicesNeeding(db, [...amountLines.keys()]);
  const needs = new Map<number, OpenInvoice[]>();
  for (const i of needing) needs.set(i.outstanding, [...(needs.get(i.outstanding) ?? []), i]);
  const amountStudents = await studentsBy(db, { ids: needing.map((i) => i.studentId), partnerIds: [] });
  for (const s of amountStudents) byId.set(s.id, s);

  const openOf = new Map<number, OpenInvoice[]>();
  for (const i of await openInvoicesOf(db, [...byId.keys()]))
    openOf.set(i.studentId, [...(openOf.get(i.studentId) ?? []), i]);

  const matched = (
    l: StatementLine,
    student: Student,
    by: BankLineMatch['by'],
    invoice?: { id: number; number: string },
  ): BankLineView => {
    const opens = openOf.get(student.id) ?? [];
    const target = invoice ? opens.find((o) => o.id === invoice.id) : opens.find((o) => o.outstanding === l.amount);
    const settledAlready = invoice && !target;
    return {
      ...lineView(l),
      status: 'matched',
      message: settledAlready
        ? `${invoice.number} is settled already: the money pays the oldest open invoices, or stays as credit.`
        : null,
      match: {
        studentId: student.id,
        studentName: student.name,
        partnerId: student.partnerId,
        invoiceId: target?.id ?? null,
        invoiceNumber: target?.number ?? null,
        by,
      },
    };
  };

  return lines.map((l): BankLineView => {
    const checked = pre.get(l.line);
    if (checked) return { ...lineView(l), ...checked, match: null };
    const pick = picks.get(l.line);
    const text = pick ?? l.text;
    const byHand = pick !== undefined;
    const invoice = invoiceNumbersIn(text)
      .map((n) => invoiceByNumber.get(n))
      .find((i) => i !== undefined);
    if (invoice) return matched(l, byId.get(invoice.student_id)!, byHand ? 'by hand' : 'invoice number', invoice);
    const student = (byHand ? pickedPartnerIds(text) : partnerIdsIn(text))
      .map((p) => byPartner.get(p))
      .find((s) => s !== undefined);
    if (student) return matched(l, student, byHand ? 'by hand' : 'student reference');
    if (byHand) return { ...lineView(l), status: 'unmatched', message: pickMiss(text), match: null };
    const single = amountLines.get(l.amount!) === 1 ? needs.get(l.amount!) : undefined;
    if (single?.length === 1) return matched(l, byId.get(single[0]!.studentId)!, 'amount', single[0]);
    return {
      ...lineView(l),
      status: 'unmatched',
      message: 'No invoice number or student reference in the text, and no single invoice needs this amount.',
      match: null,
    };
  });
}

function pickMiss(text: string): string {
  const number = invoiceNumbersIn(text)[0];
  if (number) return `There is no invoice ${number}.`;
  const partner = pickedPartnerIds(text)[0];
  if (partner !== undefined) return `No student has the reference ${formatPartnerId(partner)}.`;
  return `“${text}” is neither a student reference (7 digits) nor an invoice number (INV-YYYY-NNNNN).`;
}

const lineView = (l: StatementLine): Omit<BankLineView, 'status' | 'message' | 'match'> => ({
  line: l.line,
  date: l.date,
  description: l.description,
  amount: l.amount,
  balance: l.balance,
});
