import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHODS, type RecordedPayment } from '@collegium/domain/fee-assessment';
import { formatPounds } from '@collegium/domain/money-format';
import type { InvoiceView } from '@collegium/domain/student-finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, isApiError } from '../../../../lib/api-client.ts';

// Issue 14 (feature payments): finance records money received for a student; the server settles
// the oldest open invoices (or those finance picks, in the order picked) and keeps any over-payment
// on the account. Amounts are typed in pounds.

const pounds = (pence: number) => formatPounds(pence / 100);
/** '1,200.50' or '£75' → pence; NaN when it is not an amount. */
const toPence = (text: string) => {
  const clean = text.replace(/[£,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
};

export function RecordPaymentForm({ studentId, open }: { studentId: number; open: InvoiceView[] }) {
  const client = useQueryClient();
  const [values, setValues] = useState({
    receivedOn: new Date().toISOString().slice(0, 10),
    method: 'BACS',
    reference: '',
    amount: '',
  });
  const [picked, setPicked] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useMutation({
    mutationFn: async () =>
      (
        await api.post<RecordedPayment>(`students/${studentId}/payments`, {
          ...values,
          amount: toPence(values.amount),
          ...(picked.length > 0 ? { invoiceIds: picked } : {}),
        })
      ).data,
    onSuccess: async () => {
      setErrors({});
      setValues((v) => ({ ...v, reference: '', amount: '' }));
      setPicked([]);
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
  const done = record.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="record-payment-title">
      <Typography id="record-payment-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Record a payment
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (Number.isNaN(toPence(values.amount))) setErrors({ amount: 'Enter the amount in pounds, like 250.00.' });
          else record.mutate();
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          alignItems: 'start',
        }}
      >
        <TextField
          label="Received on"
          type="date"
          value={values.receivedOn}
          onChange={set('receivedOn')}
          error={!!errors.receivedOn}
          helperText={errors.receivedOn}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Method"
          value={values.method}
          onChange={set('method')}
          error={!!errors.method}
          helperText={errors.method}
        >
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
        {open.length === 0 ? (
          // Nothing is open to pick (a disabled box would be unreadable grey): say where the money goes.
          <Typography variant="body2" sx={{ gridColumn: '1 / -1' }}>
            No invoice is open: the payment stays as credit on the account.
          </Typography>
        ) : (
          <TextField
            select
            label="Pays"
            value={picked}
            onChange={(e) => {
              const v = e.target.value as unknown;
              setPicked(Array.isArray(v) ? (v as number[]) : []);
            }}
            error={!!errors.invoiceIds}
            helperText={
              errors.invoiceIds ?? 'Leave empty to pay the oldest first; picked ones are paid in the order picked.'
            }
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{
              select: {
                multiple: true,
                displayEmpty: true,
                renderValue: (v) =>
                  (v as number[]).length === 0
                    ? 'The oldest open invoices first'
                    : (v as number[]).map((id) => open.find((i) => i.id === id)?.number ?? id).join(', '),
              },
              inputLabel: { shrink: true },
            }}
          >
            {open.map((i) => (
              <MenuItem key={i.id} value={i.id}>
                {i.number}, due {i.dueOn}: {pounds(i.outstanding)} owed
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={record.isPending}>
            Record the payment
          </Button>
        </Box>
      </Box>
      {done && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {pounds(done.amount)} recorded
          {done.settled.length > 0
            ? `: settles ${done.settled.map((s) => `${s.number} (${pounds(s.amount)})`).join(', ')}`
            : ''}
          {done.onAccount > 0 ? `; ${pounds(done.onAccount)} kept on the account as credit` : ''}.
        </Alert>
      )}
      {record.isError && Object.keys(errors).length === 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {record.error.message}
        </Alert>
      )}
    </Paper>
  );
}
