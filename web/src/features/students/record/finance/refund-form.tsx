import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHODS, type RefundView } from '@collegium/domain/fee-assessment';
import { formatPounds } from '@collegium/domain/money-format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, isApiError } from '../../../../lib/api-client.ts';

// Issue 14 (feature payments): finance pays back credit on a student's account (shown only while
// there is some); the server refuses more than the credit. Amounts are typed in pounds.

const pounds = (pence: number) => formatPounds(pence / 100);
const toPence = (text: string) => {
  const clean = text.replace(/[£,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
};

export function RefundForm({ studentId, credit }: { studentId: number; credit: number }) {
  const client = useQueryClient();
  const [values, setValues] = useState({
    refundedOn: new Date().toISOString().slice(0, 10),
    method: 'BACS',
    reference: '',
    amount: (credit / 100).toFixed(2),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refund = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () =>
      (await api.post<RefundView>(`students/${studentId}/refunds`, { ...values, amount: toPence(values.amount) })).data,
    onSuccess: async () => {
      setErrors({});
      await Promise.all([
        client.invalidateQueries({ queryKey: ['student-record'] }),
        client.invalidateQueries({ queryKey: ['finance'] }),
      ]);
    },
    onError: (e) => {
      const details = isApiError(e) ? (e.body?.details ?? []) : [];
      setErrors(
        Object.fromEntries(
          (Array.isArray(details) ? details : []).map((d: { param: string; message: string }) => [d.param, d.message]),
        ),
      );
    },
  });
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="refund-title">
      <Typography id="refund-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Refund credit
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {pounds(credit)} is on the account as credit.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (Number.isNaN(toPence(values.amount))) setErrors({ amount: 'Enter the amount in pounds, like 250.00.' });
          else refund.mutate();
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          alignItems: 'start',
        }}
      >
        <TextField
          label="Refunded on"
          type="date"
          value={values.refundedOn}
          onChange={set('refundedOn')}
          error={!!errors.refundedOn}
          helperText={errors.refundedOn}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField select label="Method" value={values.method} onChange={set('method')} error={!!errors.method}>
          {PAYMENT_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Reference"
          value={values.reference}
          onChange={set('reference')}
          error={!!errors.reference}
          helperText={errors.reference}
        />
        <TextField
          label="Amount (£)"
          value={values.amount}
          onChange={set('amount')}
          error={!!errors.amount}
          helperText={errors.amount}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="outlined" disabled={refund.isPending}>
            Record the refund
          </Button>
        </Box>
      </Box>
      {refund.isError && Object.keys(errors).length === 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refund.error.message}
        </Alert>
      )}
    </Paper>
  );
}
