import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RecordedPayment } from '@collegium/domain/fee-assessment';
import type { InvoiceView } from '@collegium/domain/student-finance';
import { useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { InvoicePicker } from './invoice-picker.tsx';
import { MoneyForm, pounds, useMoneyForm } from './money-form.tsx';

// Issue 14 (feature payments): finance records money received for a student; the server settles
// the oldest open invoices (or those finance picks, in the order picked) and keeps any over-payment
// on the account. Amounts are typed in pounds.

export function RecordPaymentForm({ studentId, open }: { studentId: number; open: InvoiceView[] }) {
  const [picked, setPicked] = useState<number[]>([]);
  const form = useMoneyForm({
    dateParam: 'receivedOn',
    send: async (body) =>
      (
        await api.post<RecordedPayment>(`students/${studentId}/payments`, {
          ...body,
          ...(picked.length > 0 ? { invoiceIds: picked } : {}),
        })
      ).data,
    onDone: () => {
      form.setValues((v) => ({ ...v, reference: '', amount: '' }));
      setPicked([]);
    },
  });
  const done = form.mutation.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="record-payment-title">
      <Typography id="record-payment-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Record a payment
      </Typography>
      <MoneyForm form={form} dateLabel="Received on" submitLabel="Record the payment" primary>
        {open.length === 0 ? (
          // Nothing is open to pick (a disabled box would be unreadable grey): say where the money goes.
          <Typography variant="body2" sx={{ gridColumn: '1 / -1' }}>
            No invoice is open: the payment stays as credit on the account.
          </Typography>
        ) : (
          <InvoicePicker
            open={open}
            picked={picked}
            onPick={setPicked}
            label="Pays"
            error={form.errors.invoiceIds}
            help="Leave empty to pay the oldest first; picked ones are paid in the order picked."
            empty="The oldest open invoices first"
          />
        )}
      </MoneyForm>
      {done && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {pounds(done.amount)} recorded
          {done.settled.length > 0
            ? `: settles ${done.settled.map((s) => `${s.number} (${pounds(s.amount)})`).join(', ')}`
            : ''}
          {done.onAccount > 0 ? `; ${pounds(done.onAccount)} kept on the account as credit` : ''}.
        </Alert>
      )}
    </Paper>
  );
}
