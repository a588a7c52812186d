import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import type { StuckRefundPart, StuckRefundParts } from '@collegium/domain/refund-parts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, isApiError } from '../../../../lib/api-client.ts';
import { getConfig } from '../../../../lib/config.ts';
import { toPence } from '@collegium/domain/money-format';
import { pounds } from './money-form.tsx';

// Issue 14 (feature accounting), beside the refund form on the student's Finance tab: the parts
// of the student's refunds the accounting system refused (with its message). Finance drops one or
// reduces it to what the provider still holds, giving a reason (audited on the server); what is
// taken off counts as settled outside the sync, and the refund is sent again. Shows nothing while
// no refund is stuck.

const key = (studentId: number) => ['finance', 'refund-parts', studentId] as const;

function PartForm({ studentId, part, onClose }: { studentId: number; part: StuckRefundPart; onClose: () => void }) {
  const client = useQueryClient();
  const [amount, setAmount] = useState('0.00');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (pence: number) =>
      (await api.post(`finance/accounting/refund-parts/${part.id}`, { amount: pence, reason })).data,
    onSuccess: async () => {
      setErrors({});
      onClose();
      await Promise.all([
        client.invalidateQueries({ queryKey: key(studentId) }),
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
  const submit = () => {
    const pence = toPence(amount);
    if (Number.isNaN(pence)) setErrors({ amount: 'Enter the amount in pounds, like 60.00 (0 drops the part).' });
    else change.mutate(pence);
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label={`Drop or reduce the part of refund ${part.reference}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, mt: 2 }}
    >
      <TextField
        label="Still ask for (£)"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={!!errors.amount}
        helperText={errors.amount ?? '0.00 drops the part'}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={!!errors.reason}
        helperText={errors.reason ?? 'For example: refunded by hand in Xero on 7 October'}
        required
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          Save the change
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </Box>
      {change.isError && Object.keys(errors).length === 0 && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {change.error.message}
        </Alert>
      )}
    </Box>
  );
}

export function StuckRefundParts({ studentId }: { studentId: number }) {
  const parts = useQuery({
    queryKey: key(studentId),
    queryFn: async () => (await api.get<StuckRefundParts>(`students/${studentId}/refund-parts`)).data.items,
  });
  const [open, setOpen] = useState<number | null>(null);
  const provider = getConfig().accountingProviderName;
  if (!parts.data || parts.data.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="stuck-refunds-title">
      <Typography id="stuck-refunds-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Refunds {provider} refused
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Drop a part, or reduce it to what {provider} still holds, once the rest has been paid back another way.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {parts.data.map((p) => (
          <Box component="li" key={p.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              Refund {p.reference} of {formatDate(p.refundedOn, getConfig().dateFormat)} ({pounds(p.refundAmount)}):{' '}
              {pounds(p.amount)} out of {p.sourceType === 'CreditNote' ? 'a credit note' : 'an over-payment'} —{' '}
              <Box component="span" sx={{ color: 'error.dark', fontWeight: 600 }}>
                refused:
              </Box>{' '}
              {p.message ?? 'no message'}
            </Typography>
            {open === p.id ? (
              <PartForm studentId={studentId} part={p} onClose={() => setOpen(null)} />
            ) : (
              <Button
                variant="outlined"
                size="small"
                sx={{ mt: 1 }}
                onClick={() => setOpen(p.id)}
                aria-label={`Drop or reduce refund ${p.reference}`}
              >
                Drop or reduce
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
