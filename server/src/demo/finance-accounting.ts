import { formatPartnerId } from '@collegium/domain/partner-id';
import { recordRefusal } from '../modules/accounting/sync.ts';
import { failure } from '../modules/accounting/xero-client.ts';
import type { Trx } from './batch.ts';

// Issue 14: the demo year has one invoice the accounting system refused. The demo has no Xero
// connection, so nothing is sent; instead the first self-funded student's first tuition invoice
// gets the answer Xero gives when a contact of the same name already exists there (someone in the
// finance office typed the student into Xero by hand, without the partner id as ContactNumber):
// a 400 with ValidationErrors, read by the accounting client's own error reader and recorded by
// the sync's own refusal step, exactly as a real refusal is. Finance > Validation and the invoice
// page show Xero's message; the fix (give that Xero contact the partner id, then Retry) is the real one.

export async function seedAccountingRefusal(trx: Trx, demoStudentPersonId: number): Promise<void> {
  const row = await trx
    .selectFrom('accounting_sync as a')
    .innerJoin('invoices as i', 'i.id', 'a.document_id')
    .innerJoin('fee_assessments as f', 'f.id', 'i.fee_assessment_id')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['a.id', 'a.attempts', 'a.document_type', 'a.document_id', 's.partner_id', 'p.first_name', 'p.last_name'])
    .where('a.document_type', '=', 'invoice')
    .where('a.status', '=', 'queued')
    .where('f.funding_source', '=', 'Self-funded')
    .where('s.person_id', '!=', demoStudentPersonId)
    .orderBy('a.student_id')
    .orderBy('i.due_on')
    .orderBy('a.id')
    .executeTakeFirst();
  if (!row) return;
  const name = `${row.first_name} ${row.last_name} (${formatPartnerId(row.partner_id)})`;
  const answer = new Response(
    JSON.stringify({
      ErrorNumber: 10,
      Type: 'ValidationException',
      Message: 'A validation exception occurred',
      Elements: [
        {
          ValidationErrors: [
            {
              Message: `The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
            },
          ],
        },
      ],
    }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  );
  await recordRefusal(trx, row, await failure(answer));
}
