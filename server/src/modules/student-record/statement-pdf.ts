import { formatDate } from '@collegium/domain/date-format';
import type { FinanceDetailsView } from '@collegium/domain/student-finance';
import { formatPounds } from '@collegium/domain/money-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
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
