import { INVOICE_STATE_LABELS, type invoiceListQuery } from '@collegium/domain/invoice-list';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { excelHeaders } from '../../http/download-headers.ts';
import { excelStream, exportFilename } from '../../lib/excel-writer.ts';
import { allInvoices } from './invoice-list.ts';

// Finance > Invoices' Excel download: the filtered list as shown (each state by its label, as the
// screen reads it), in pounds, streamed.

const pounds = (pence: number) => Math.round(pence) / 100;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function sendInvoicesExcel(reply: FastifyReply, db: Kysely<Database>, query: z.output<typeof invoiceListQuery>) {
  const columns = [
    { key: 'number', header: 'Number', width: 18 },
    { key: 'student', header: 'Student', width: 28 },
    { key: 'partnerId', header: 'Partner id' },
    { key: 'payer', header: 'Payer', width: 26 },
    { key: 'academicYear', header: 'Academic year' },
    { key: 'intake', header: 'Intake' },
    { key: 'issuedOn', header: 'Issued on' },
    { key: 'dueOn', header: 'Due on' },
    { key: 'amount', header: 'Amount (£)' },
    { key: 'paid', header: 'Paid (£)' },
    { key: 'credited', header: 'Credited (£)' },
    { key: 'outstanding', header: 'Outstanding (£)' },
    { key: 'state', header: 'State' },
    { key: 'accounting', header: 'Accounting status', width: 18 },
  ];
  const rows = (async function* () {
    for await (const r of allInvoices(db, query)) {
      yield [
        r.number,
        r.studentName,
        String(r.partnerId).padStart(7, '0'),
        r.payer,
        r.academicYear,
        r.intake,
        day(r.issuedOn),
        day(r.dueOn),
        pounds(r.amount),
        pounds(r.paid),
        pounds(r.credited),
        pounds(r.outstanding),
        INVOICE_STATE_LABELS[r.state].label,
        r.accountingStatus,
      ];
    }
  })();
  return reply.headers(excelHeaders(exportFilename('invoices'))).send(excelStream('Invoices', columns, rows));
}
