import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PAYMENT_METHODS } from '@collegium/domain/fee-assessment';
import { formatPounds, toPence } from '@collegium/domain/money-format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../../lib/api-client.ts';
import { DateField } from '../../../../components/form/date-field.tsx';

// Issue 14 (feature payments): what the record's two money forms share, money received (record a
// payment) and money paid back (refund): the date, method, reference and amount in pounds, the
// server's message under each field, and the record and finance lists read again once it is done.

export const pounds = (pence: number) => formatPounds(pence / 100);

export interface MoneyValues {
  date: string;
  method: string;
  reference: string;
  amount: string;
}

/** The form's values, the server's messages by field and the call that sends them. */
export function useMoneyForm<T>(options: {
  /** The request's name for the date (its errors come back under it). */
  dateParam: 'receivedOn' | 'refundedOn';
  amount?: string;
  /** Posts the request body built from the values. */
  send: (body: Record<string, unknown>) => Promise<T>;
  onDone?: () => void;
}) {
  const { dateParam, send, onDone } = options;
  const client = useQueryClient();
  const [values, setValues] = useState<MoneyValues>({
    date: new Date().toISOString().slice(0, 10),
    method: 'BACS',
    reference: '',
    amount: options.amount ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () =>
      send({
        [dateParam]: values.date,
        method: values.method,
        reference: values.reference,
        amount: toPence(values.amount),
      }),
    onSuccess: async () => {
      setErrors({});
      onDone?.();
      await Promise.all([
        client.invalidateQueries({ queryKey: ['student-record'] }),
        client.invalidateQueries({ queryKey: ['finance'] }),
      ]);
    },
    onError: (e) => {
      const details = isApiError(e) ? (e.body?.details ?? []) : [];
      setErrors(
        Object.fromEntries(
          (Array.isArray(details) ? details : []).map((d: { param: string; message: string }) => [
            d.param === dateParam ? 'date' : d.param,
            d.message,
          ]),
        ),
      );
    },
  });
  const set = (name: keyof MoneyValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = () => {
    if (Number.isNaN(toPence(values.amount))) setErrors({ amount: 'Enter the amount in pounds, like 250.00.' });
    else mutation.mutate();
  };
  return { values, setValues, set, errors, mutation, submit };
}

/** The form: date, method, reference and amount, then the form's own fields, the button and any failure. */
export function MoneyForm({
  form,
  dateLabel,
  submitLabel,
  primary,
  children,
}: {
  form: ReturnType<typeof useMoneyForm<unknown>>;
  dateLabel: string;
  submitLabel: string;
  /** The page's main action (contained) rather than a secondary one. */
  primary?: boolean;
  children?: ReactNode;
}) {
  const { values, set, errors, mutation, submit } = form;
  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          alignItems: 'start',
        }}
      >
        <DateField
          label={dateLabel}
          value={values.date}
          onChange={(v) => set('date')({ target: { value: v } })}
          error={!!errors.date}
          helperText={errors.date}
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
        {children}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant={primary ? 'contained' : 'outlined'} disabled={mutation.isPending}>
            {submitLabel}
          </Button>
        </Box>
      </Box>
      {mutation.isError && Object.keys(errors).length === 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {mutation.error.message}
        </Alert>
      )}
    </>
  );
}
