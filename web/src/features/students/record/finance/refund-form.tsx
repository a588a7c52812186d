import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RefundView } from '@collegium/domain/fee-assessment';
import { api } from '../../../../lib/api-client.ts';
import { MoneyForm, pounds, useMoneyForm } from './money-form.tsx';

// Issue 14 (feature payments): finance pays back credit on a student's account (shown only while
// there is some); the server refuses more than the credit. Amounts are typed in pounds.

export function RefundForm({ studentId, credit }: { studentId: number; credit: number }) {
  const form = useMoneyForm({
    dateParam: 'refundedOn',
    amount: (credit / 100).toFixed(2),
    send: async (body) => (await api.post<RefundView>(`students/${studentId}/refunds`, body)).data,
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="refund-title">
      <Typography id="refund-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Refund credit
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {pounds(credit)} is on the account as credit.
      </Typography>
      <MoneyForm form={form} dateLabel="Refunded on" submitLabel="Record the refund" />
    </Paper>
  );
}
