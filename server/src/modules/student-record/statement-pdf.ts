import { formatDate } from '@collegium/domain/date-format';
import type { FinanceDetailsView } from '@collegium/domain/student-finance';
import { formatPounds } from '@collegium/domain/money-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { noStudent } from '../../http/student-id-param.ts';
import { loadStudentFinance } from './student-finance.ts';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

// Issue 14: the student's statement of account as a PDF (the Finance tab's download): the totals,
// then every charge, credit and payment with the running balance, over as many A4 pages as it
// takes, each page numbered.

export interface StatementHeading {
  college: string;
  studentName: string;
  partnerId: number;
  dateFormat: string;
  /** YYYY-MM-DD. */
  today: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const pounds = (pence: number) => formatPounds(pence / 100);
const balanceText = (pence: number) => (pence < 0 ? `${pounds(-pence)} in credit` : pounds(pence));

/** Text the standard font can draw: anything outside its character set becomes '?'. */
function drawable(font: PDFFont, text: string): string {
  return [...text]
    .map((c) => {
      try {
        font.encodeText(c);
        return c;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** Cuts text to a width, ending with an ellipsis when cut. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  let t = drawable(font, text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
  return `${t}…`;
}

export async function statementPdf(account: FinanceDetailsView, h: StatementHeading): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Statement of account: ${h.studentName}`);
  pdf.setAuthor(h.college);
  pdf.setCreationDate(new Date(`${h.today}T12:00:00Z`));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const date = (iso: string) => formatDate(iso, h.dateFormat);
  // x of each column's left edge (right edge for amounts) and its width.
  const cols = [
    { head: 'Date', x: MARGIN, w: 62 },
    { head: 'Document', x: MARGIN + 64, w: 110 },
    { head: 'Description', x: MARGIN + 176, w: 150 },
    { head: 'Charge', x: MARGIN + 392, w: 60, right: true },
    { head: 'Credit', x: MARGIN + 452, w: 60, right: true },
    { head: 'Balance', x: A4[0] - MARGIN, w: 80, right: true },
  ];
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (p: PDFPage, s: string, x: number, yy: number, size = 9, f = font, right = false, width = 500) => {
    const t = fit(f, s, size, width);
    p.drawText(t, { x: right ? x - f.widthOfTextAtSize(t, size) : x, y: yy, size, font: f, color: rgb(0, 0, 0) });
  };
  const tableHead = () => {
    for (const c of cols) text(page, c.head, c.x, y, 9, bold, c.right, c.w);
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5 });
    y -= 12;
  };

  text(page, h.college, MARGIN, y, 16, bold);
  y -= 24;
  text(page, 'Statement of account', MARGIN, y, 13, bold);
  y -= 18;
  text(page, `${h.studentName}, student number ${formatPartnerId(h.partnerId)}`, MARGIN, y, 10);
  y -= 14;
  text(page, `Prepared on ${date(h.today)}`, MARGIN, y, 10);
  y -= 22;
  const t = account.totals;
  for (const [label, value] of [
    ['Invoiced', pounds(t.invoiced)],
    ['Credited', pounds(t.credited)],
    ['Paid', pounds(t.paid)],
    ['Balance', balanceText(t.balance)],
    ['Overdue', pounds(t.overdue)],
    [
      'Next due',
      account.nextDue ? `${pounds(account.nextDue.amount)} on ${date(account.nextDue.dueOn)}` : 'Nothing due',
    ],
  ] as const) {
    text(page, label, MARGIN, y, 10, bold);
    text(page, value, MARGIN + 90, y, 10);
    y -= 14;
  }
  y -= 12;
  if (account.statement.length === 0) text(page, 'Nothing has been invoiced, credited or paid yet.', MARGIN, y, 10);
  else tableHead();
  for (const l of account.statement) {
    if (y < MARGIN + 24) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
      tableHead();
    }
    const cells = [
      date(l.date),
      `${l.kind} ${l.reference}`,
      l.description,
      l.charge > 0 ? pounds(l.charge) : '',
      l.credit > 0 ? pounds(l.credit) : '',
      balanceText(l.balance),
    ];
    cols.forEach((c, i) => text(page, cells[i] ?? '', c.x, y, 8.5, font, c.right, c.w));
    y -= 13;
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) => text(p, `Page ${i + 1} of ${pages.length}`, A4[0] - MARGIN, MARGIN / 2, 8, font, true));
  return pdf.save();
}

/** A student's statement of account as a PDF, with the file name it downloads as (404: no such student). */
export async function studentStatement(
  db: Kysely<Database>,
  id: number,
  config: { collegeName: string; dateFormat: string },
): Promise<{ filename: string; bytes: Uint8Array }> {
  const student = await db
    .selectFrom('students as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['s.partner_id', 'p.first_name', 'p.last_name'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  const finance = student && (await loadStudentFinance(db, id));
  if (!student || !finance) throw noStudent(id);
  const today = new Date().toISOString().slice(0, 10);
  const heading = {
    college: config.collegeName,
    studentName: `${student.first_name} ${student.last_name}`,
    partnerId: student.partner_id,
    dateFormat: config.dateFormat,
    today,
  };
  return {
    filename: `statement-${formatPartnerId(heading.partnerId)}-${today}.pdf`,
    bytes: await statementPdf(finance.account, heading),
  };
}
