import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BankDryRunView, BankPick } from '@collegium/domain/bank-statement';
import { BANK_COLUMNS, type BankColumn, type BankMapping } from '@collegium/domain/bank-statement-cells';
import { formatPounds } from '@collegium/domain/money-format';
import { useState } from 'react';
import { FileUpload } from '../../components/form/file-upload.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { BankLinesTable, STATUS_LABELS } from './bank-lines-table.tsx';
import { BankMappingPanel } from './bank-mapping-panel.tsx';
import { useBankAccounts, useBankDryRun, useConfirmBankStatement } from './bank-import-api.ts';

// Issue 14, Finance > Bank import (students:invoice, feature payments): choose the account and the
// CSV file the bank exported; the dry run shows every line matched, unmatched, recorded before,
// not a receipt or unreadable, and records nothing. Unmatched lines are matched by hand, matched
// ones may be left out; Record then records them together, or none if anything changed.

type Details = { param: string; message: string }[];
const detailsOf = (e: unknown): Details =>
  isApiError(e) ? ((e.data as { details?: Details } | null)?.details ?? []) : [];
const detail = (e: unknown, param: string) => detailsOf(e).find((d) => d.param === param)?.message;
const pounds = (pence: number) => formatPounds(pence / 100);
const payments = (n: number) => `${n} ${n === 1 ? 'payment' : 'payments'}`;

export function BankImportScreen() {
  const { dateFormat } = getConfig();
  const accounts = useBankAccounts();
  const dryRun = useBankDryRun();
  const confirm = useConfirmBankStatement();
  const [account, setAccount] = useState('');
  const [csv, setCsv] = useState<string | null>(null);
  const [picks, setPicks] = useState<BankPick[]>([]);
  const [mapping, setMapping] = useState<BankMapping | undefined>(undefined);
  const [view, setView] = useState<BankDryRunView | null>(null);
  const [leftOut, setLeftOut] = useState<Set<number>>(new Set());
  const [showColumns, setShowColumns] = useState(false);
  const [accountHint, setAccountHint] = useState<string | null>(null);

  const run = async (input: { csv: string; mapping?: BankMapping | undefined; picks: BankPick[] }) => {
    confirm.reset();
    try {
      const answer = await dryRun.mutateAsync({ account, ...input });
      setView(answer);
      setCsv(input.csv);
      setPicks(input.picks);
      setMapping(input.mapping);
      setShowColumns(answer.missing.length > 0);
      return true;
    } catch {
      return false;
    }
  };
  const chooseFile = async (file: File) => {
    if (!account.trim()) {
      setAccountHint('Name the bank account the statement is of.');
      return false;
    }
    setAccountHint(null);
    setLeftOut(new Set());
    return run({ csv: await file.text(), picks: [] });
  };
  const accountError = accountHint ?? detail(dryRun.error, 'account');
  const fileError =
    detail(dryRun.error, 'csv') ??
    (dryRun.isError && detailsOf(dryRun.error).length === 0 ? dryRun.error.message : undefined);
  const mappingErrors = Object.fromEntries(
    BANK_COLUMNS.map((c) => [c, detail(dryRun.error, `mapping.${c}`)]).filter(([, m]) => m),
  ) as Partial<Record<BankColumn, string>>;

  const accepted = (view?.lines ?? []).filter((l) => l.status === 'matched' && !leftOut.has(l.line));
  const record = () => {
    if (!view || !csv) return;
    confirm.mutate({
      account: view.account,
      csv,
      mapping: view.mapping,
      lines: accepted.map((l) => ({ line: l.line, studentId: l.match!.studentId, invoiceId: l.match!.invoiceId })),
    });
  };

  return (
    <>
      <PageHeader
        title="Bank import"
        subtitle="Record the payments received on a bank statement. The dry run records nothing; Record records the lines you accept, all together."
      />
      <Paper component="section" aria-labelledby="bank-statement" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="bank-statement" component="h2" variant="h6" gutterBottom>
          Statement
        </Typography>
        <FileUpload
          label="CSV file from the bank"
          hint="The statement as the bank exports it: date, description, amount (or paid in and paid out), perhaps the balance."
          accept=".csv,text/csv"
          maxBytes={900_000}
          sendLabel="Dry run"
          busyLabel="Reading…"
          error={fileError}
          send={chooseFile}
        >
          <TextField
            size="small"
            label="Bank account"
            required
            value={account}
            onChange={(e) => {
              setAccount(e.target.value);
              setView(null);
            }}
            error={Boolean(accountError)}
            helperText={accountError ?? 'As it should be known next time, e.g. Barclays 12345678.'}
            slotProps={{ htmlInput: { list: 'bank-accounts', maxLength: 100 } }}
            sx={{ minWidth: 0, flex: '1 1 16rem' }}
          />
          <datalist id="bank-accounts">
            {accounts.data?.map((a) => (
              <option key={a.account} value={a.account} />
            ))}
          </datalist>
        </FileUpload>
      </Paper>

      {view && csv && (showColumns || view.missing.length > 0) && (
        <BankMappingPanel
          key={JSON.stringify(view.mapping)}
          headers={view.headers}
          mapping={view.mapping}
          missing={view.missing}
          errors={mappingErrors}
          busy={dryRun.isPending}
          onApply={(m) => void run({ csv, mapping: m, picks })}
        />
      )}

      {view && csv && view.missing.length === 0 && (
        <Box component="section" aria-labelledby="bank-dry-run">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <Typography id="bank-dry-run" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
              Dry run: {view.account}
            </Typography>
            {!showColumns && <Button onClick={() => setShowColumns(true)}>Change columns</Button>}
          </Box>
          <Typography role="status" sx={{ mb: 2 }}>
            {view.lines.length} lines:{' '}
            {(Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[])
              .map((s) => `${view.counts[s]} ${STATUS_LABELS[s].toLowerCase()}`)
              .join(', ')}
            . Matched money in: {pounds(view.matchedTotal)}.
          </Typography>
          <BankLinesTable
            lines={view.lines}
            dateFormat={dateFormat}
            leftOut={leftOut}
            busy={dryRun.isPending}
            onLeave={(line, out) => {
              const next = new Set(leftOut);
              if (out) next.add(line);
              else next.delete(line);
              setLeftOut(next);
            }}
            onMatch={(line, text) =>
              void run({ csv, mapping, picks: [...picks.filter((p) => p.line !== line), { line, match: text }] })
            }
          />
          {confirm.isError && (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void run({ csv, mapping, picks })}>
                  Dry run again
                </Button>
              }
            >
              {detailsOf(confirm.error)
                .map((d) => d.message)
                .join(' ') || confirm.error.message}
            </Alert>
          )}
          {confirm.isSuccess ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              Recorded {payments(confirm.data.recorded)}, {pounds(confirm.data.total)} in all. Importing this file again
              will find them recorded.
            </Alert>
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
              <Button variant="contained" disabled={accepted.length === 0 || confirm.isPending} onClick={record}>
                Record {payments(accepted.length)}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {pounds(accepted.reduce((sum, l) => sum + (l.amount ?? 0), 0))}, as BACS payments of the matched
                students.
              </Typography>
            </Box>
          )}
        </Box>
      )}
    </>
  );
}
