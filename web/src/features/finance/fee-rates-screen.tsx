import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import { ANY, type FeeRateList, type FeeRateView } from '@collegium/domain/fee-assessment';
import { formatPounds, toPence } from '@collegium/domain/money-format';
import { FEE_KIND_LABELS, FEE_KINDS } from '@collegium/domain/payment-terms';
import { STUDY_PACES } from '@collegium/domain/study-pace';
import { invoiceYears } from '@collegium/domain/system-years';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api, isApiError } from '../../lib/api-client.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';

// Issue 14, Finance > Fee rates (students:invoice): the fee of each programme, level, pace and
// kind of fee for an academic year, as data finance keeps. Every change is audited by the server
// (PUT finance/fee-rates); new assessments take the most specific rate.

const NOT_POUNDS = 'Enter the fee in pounds, like 4,625.00.';
const EMPTY = { programmeCode: '', level: ANY, pace: ANY, feeKind: 'normal', amount: '' };

function useSaveRate(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await api.put<FeeRateView>('finance/fee-rates', { academicYear: year, ...body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['finance', 'fee-rates', year] }),
  });
}

const detailsOf = (e: unknown) => {
  const details = isApiError(e) ? ((e.data as { details?: unknown } | null)?.details ?? []) : [];
  return Object.fromEntries(
    (Array.isArray(details) ? details : []).map((d: { param: string; message: string }) => [d.param, d.message]),
  );
};

function RateRow({ rate, year }: { rate: FeeRateView; year: number }) {
  const [amount, setAmount] = useState((rate.amount / 100).toFixed(2));
  const save = useSaveRate(year);
  const notify = useSnackbarStore((s) => s.notify);
  const [local, setLocal] = useState<string | undefined>();
  const error = local ?? detailsOf(save.error).amount ?? (save.isError ? save.error.message : undefined);
  const name = `${rate.programmeCode} ${rate.level} ${rate.pace} ${FEE_KIND_LABELS[rate.feeKind].toLowerCase()}`;
  return (
    <TableRow>
      <TableCell>{rate.programmeCode}</TableCell>
      <TableCell>{rate.level}</TableCell>
      <TableCell>{rate.pace}</TableCell>
      <TableCell>{FEE_KIND_LABELS[rate.feeKind]}</TableCell>
      <TableCell align="right">{formatPounds(rate.amount / 100)}</TableCell>
      <TableCell>
        <Box
          component="form"
          noValidate
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          onSubmit={(e) => {
            e.preventDefault();
            setLocal(Number.isNaN(toPence(amount)) ? NOT_POUNDS : undefined);
            if (Number.isNaN(toPence(amount))) return;
            save.mutate(
              {
                programmeCode: rate.programmeCode,
                level: rate.level,
                pace: rate.pace,
                feeKind: rate.feeKind,
                amount: toPence(amount),
              },
              { onSuccess: () => notify(`Saved the ${name} fee.`, { type: 'success' }) },
            );
          }}
        >
          <TextField
            size="small"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={!!error}
            helperText={error}
            sx={{ width: 170 }}
            // The column heading "Change" shows what the box is; its name says which rate.
            slotProps={{ htmlInput: { 'aria-label': `New fee (£) for ${name}`, inputMode: 'decimal' } }}
          />
          <Button type="submit" variant="outlined" disabled={save.isPending}>
            Save
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}

export function FeeRatesScreen() {
  const [year, setYear] = useState(academicYearOf(new Date()));
  const rates = useQuery({
    queryKey: ['finance', 'fee-rates', year],
    queryFn: async () =>
      (await api.get<FeeRateList>('finance/fee-rates', { query: { academicYear: year } })).data.items,
  });
  const [values, setValues] = useState(EMPTY);
  const add = useSaveRate(year);
  const notify = useSnackbarStore((s) => s.notify);
  const [local, setLocal] = useState<string | undefined>();
  const errors: Record<string, string | undefined> = { ...detailsOf(add.error), ...(local ? { amount: local } : {}) };
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <>
      <PageHeader
        title="Fee rates"
        subtitle="The fee of each programme for an academic year. New fee assessments take the most specific rate."
      />
      <TextField
        select
        label="Academic year"
        value={String(year)}
        onChange={(e) => setYear(Number(e.target.value))}
        size="small"
        sx={{ mb: 2, minWidth: 180 }}
      >
        {invoiceYears(academicYearOf(new Date()) + 1).map((y) => (
          <MenuItem key={y} value={String(y)}>
            {academicYear(y)}
          </MenuItem>
        ))}
      </TextField>
      {rates.isError && <Alert severity="error">{rates.error.message}</Alert>}
      {rates.isPending && <Typography>Loading, please wait ...</Typography>}
      {rates.data && (
        <Paper variant="outlined" sx={{ mb: 3 }}>
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Fee rates table, scrolls sideways">
            <Table size="small" aria-label={`Fee rates ${academicYear(year)}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Programme</TableCell>
                  <TableCell>Level</TableCell>
                  <TableCell>Pace</TableCell>
                  <TableCell>Kind</TableCell>
                  <TableCell align="right">Fee</TableCell>
                  <TableCell>Change</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rates.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>No rates for {academicYear(year)} yet: add them below.</TableCell>
                  </TableRow>
                )}
                {rates.data.map((r) => (
                  <RateRow key={`${r.id}-${r.version}`} rate={r} year={year} />
                ))}
              </TableBody>
            </Table>
          </Box>
        </Paper>
      )}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="add-rate-title"
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}
      >
        <Typography id="add-rate-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          Add or replace a rate for {academicYear(year)}
        </Typography>
        <Box
          component="form"
          noValidate
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
          onSubmit={(e) => {
            e.preventDefault();
            setLocal(Number.isNaN(toPence(values.amount)) ? NOT_POUNDS : undefined);
            if (Number.isNaN(toPence(values.amount))) return;
            add.mutate(
              { ...values, amount: toPence(values.amount) },
              { onSuccess: () => (setValues(EMPTY), notify('Saved the rate.', { type: 'success' })) },
            );
          }}
        >
          <TextField
            label="Programme"
            value={values.programmeCode}
            onChange={set('programmeCode')}
            error={!!errors.programmeCode}
            helperText={errors.programmeCode ?? 'Its code, e.g. BTh'}
          />
          <TextField
            label="Level"
            value={values.level}
            onChange={set('level')}
            error={!!errors.level}
            helperText={errors.level ?? 'A level, or Any'}
          />
          <TextField
            select
            label="Pace"
            value={values.pace}
            onChange={set('pace')}
            error={!!errors.pace}
            helperText={errors.pace}
          >
            {[ANY, ...STUDY_PACES].map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Kind of fee"
            value={values.feeKind}
            onChange={set('feeKind')}
            error={!!errors.feeKind}
            helperText={errors.feeKind}
          >
            {FEE_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {FEE_KIND_LABELS[k]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Fee (£)"
            value={values.amount}
            onChange={set('amount')}
            error={!!errors.amount}
            helperText={errors.amount ?? 'For a year; modular: a module'}
          />
          <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
            <Button type="submit" variant="contained" disabled={add.isPending}>
              Save rate
            </Button>
          </Box>
        </Box>
        {add.isError && Object.keys(errors).length === 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {add.error.message}
          </Alert>
        )}
      </Paper>
    </>
  );
}
