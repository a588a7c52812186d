import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { academicYear as yearLabel } from '@collegium/domain/academic-year';
import { BURSARY_CASE_STATUSES } from '@collegium/domain/bursary-committee';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { getConfig } from '../../lib/config.ts';
import { useBursaryCases } from './api.ts';
import { BursaryCaseDialog } from './bursary-case-dialog.tsx';
import { BursaryCaseList } from './bursary-case-list.tsx';

// Finance > Bursaries (role:bursary, feature bursaries): the bursary committee's list of the
// applications students have sent, newest first, filtered by status and academic year. Opening
// one (`?id=`) shows it whole with the decision; the filters live in the address too.

export function BursaryCasesScreen() {
  const [params, setParams] = useSearchParams();
  const status = (BURSARY_CASE_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as string) : '';
  const academicYear = /^\d{4}$/.test(params.get('academicYear') ?? '') ? (params.get('academicYear') as string) : '';
  const openId = Number(params.get('id')) || null;
  const dateFormat = getConfig().dateFormat;
  const query = useBursaryCases({ status, academicYear });

  const change = (name: string, value: string | null, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );
  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    return `?${next.toString()}`;
  };
  const years = [...new Set([...(query.data?.academicYears ?? []), ...(academicYear ? [Number(academicYear)] : [])])].sort((a, b) => b - a);

  return (
    <>
      <PageHeader title="Bursaries" subtitle="The bursary applications students have sent, newest first. Open one to read it and record the committee’s decision." />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, mb: 2, maxWidth: 600 }}>
        <TextField select label="Status" slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }} value={status} onChange={(e) => change('status', e.target.value, true)}>
          <MenuItem value="">All statuses</MenuItem>
          {BURSARY_CASE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Academic year" slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }} value={academicYear} onChange={(e) => change('academicYear', e.target.value, true)}>
          <MenuItem value="">All years</MenuItem>
          {years.map((y) => (
            <MenuItem key={y} value={String(y)}>
              {yearLabel(y)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Paper component="section" aria-label="Applications" sx={{ p: { xs: 2, sm: 3 } }}>
        {query.isPending && <CircularProgress aria-label="Loading the applications" />}
        {query.isError && (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>
            {query.error.message}
          </Alert>
        )}
        {query.data && query.data.items.length === 0 && <Typography color="text.secondary">No applications match.</Typography>}
        {query.data && query.data.items.length > 0 && <BursaryCaseList items={query.data.items} dateFormat={dateFormat} hrefOf={hrefOf} />}
      </Paper>
      {openId !== null && <BursaryCaseDialog id={openId} dateFormat={dateFormat} onClose={() => change('id', null, false)} />}
    </>
  );
}
