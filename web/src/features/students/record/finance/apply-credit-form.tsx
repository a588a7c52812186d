import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CreditApplication } from '@collegium/domain/credit-application';
import type { InvoiceView } from '@collegium/domain/student-finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateField } from '../../../../components/form/date-field.tsx';
import { api, isApiError } from '../../../../lib/api-client.ts';
import { pounds } from './money-form.tsx';
import { InvoicePicker } from './invoice-picker.tsx';

// Issue 14 (feature payments): money received beyond what was owed stays on the account as credit;
// when later invoices are issued, finance applies that credit to them here (the oldest due first,
// or the ones picked, in the order picked). The server records each settlement and, with the
// accounting feature, sends it to Xero as an allocation of the over-payment.

export function ApplyCreditForm({
  studentId,
  credit,
  open,
}: {
  studentId: number;
  credit: number;
  open: InvoiceView[];
}) {
  const client = useQueryClient();
  const [appliedOn, setAppliedOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [picked, setPicked] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () =>
      (
        await api.post<CreditApplication>(`students/${studentId}/credit-applications`, {
          appliedOn,
          ...(picked.length > 0 ? { invoiceIds: picked } : {}),
        })
      ).data,
    onSuccess: async () => {
      setErrors({});
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
  const done = mutation.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="apply-credit-title">
      <Typography id="apply-credit-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Apply credit
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {pounds(credit)} received beyond what was owed is on the account. Apply it to the open invoices.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          mutation.mutate();
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 3fr' }, alignItems: 'start' }}
      >
        <DateField
          label="Applied on"
          value={appliedOn}
          onChange={setAppliedOn}
          error={!!errors.appliedOn}
          helperText={errors.appliedOn}
        />
        <InvoicePicker
          open={open}
          picked={picked}
          onPick={setPicked}
          label="Settles"
          error={errors.invoiceIds}
          help="Leave empty to settle the oldest due first; picked ones are settled in the order picked."
          empty="The oldest open invoices first"
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="outlined" disabled={mutation.isPending}>
            Apply the credit
          </Button>
        </Box>
      </Box>
      {mutation.isError && Object.keys(errors).length === 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {mutation.error.message}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ mt: 2 }}>
          Credit applied: settles {done.settled.map((s) => `${s.number} (${pounds(s.amount)})`).join(', ')}
          {done.creditLeft > 0 ? `; ${pounds(done.creditLeft)} credit left on the account` : ''}.
        </Alert>
      )}
    </Paper>
  );
}
