import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BankLineStatus, BankLineView } from '@collegium/domain/bank-statement';
import { formatDate } from '@collegium/domain/date-format';
import { formatPounds } from '@collegium/domain/money-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CellNote, ScrollTable, useNarrow } from '../../components/table/fold-table.tsx';

// Issue 14, Finance > Bank import: the dry run's lines. A matched line says whom (and which
// invoice) it pays and may be left out; an unmatched one takes a student reference or an invoice
// number typed by hand; the rest say why they are not recorded.

export const STATUS_LABELS: Record<BankLineStatus, string> = {
  matched: 'Matched',
  unmatched: 'Unmatched',
  duplicate: 'Recorded before',
  skipped: 'Not a receipt',
  error: 'Unreadable',
};

const STATUS_COLOURS = {
  matched: 'success',
  unmatched: 'warning',
  duplicate: 'default',
  skipped: 'default',
  error: 'error',
} as const;

const pounds = (pence: number | null) => (pence === null ? '' : formatPounds(pence / 100));

function HandMatch({ line, busy, onMatch }: { line: number; busy: boolean; onMatch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) onMatch(text.trim());
      }}
    >
      <TextField
        size="small"
        label="Student reference or invoice number"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { 'aria-label': `Student reference or invoice number for line ${line}` } }}
        sx={{ minWidth: 0, flex: '1 1 14rem' }}
      />
      <Button type="submit" variant="outlined" disabled={busy || !text.trim()}>
        Match
      </Button>
    </Box>
  );
}

function Outcome(props: {
  l: BankLineView;
  left: boolean;
  busy: boolean;
  onLeave: (out: boolean) => void;
  onMatch: (text: string) => void;
}) {
  const { l, left, busy, onLeave, onMatch } = props;
  const m = l.match;
  return (
    <>
      <Chip size="small" variant="outlined" color={STATUS_COLOURS[l.status]} label={STATUS_LABELS[l.status]} />
      {m && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Link component={RouterLink} to={`/students/${m.studentId}?tab=finance`} underline="always">
            {m.studentName}
          </Link>{' '}
          ({formatPartnerId(m.partnerId)}) · {m.invoiceNumber ? `pays ${m.invoiceNumber}` : 'pays the oldest invoices'}{' '}
          · {m.by === 'by hand' ? 'matched by hand' : `matched by ${m.by}`}
        </Typography>
      )}
      {l.message && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {l.message}
        </Typography>
      )}
      {l.status === 'matched' && (
        <FormControlLabel
          control={<Checkbox size="small" checked={!left} onChange={(e) => onLeave(!e.target.checked)} />}
          label={`Record line ${l.line}`}
        />
      )}
      {l.status === 'unmatched' && <HandMatch line={l.line} busy={busy} onMatch={onMatch} />}
    </>
  );
}

export function BankLinesTable({
  lines,
  dateFormat,
  leftOut,
  busy,
  onLeave,
  onMatch,
}: {
  lines: BankLineView[];
  dateFormat: string;
  leftOut: ReadonlySet<number>;
  busy: boolean;
  onLeave: (line: number, out: boolean) => void;
  onMatch: (line: number, text: string) => void;
}) {
  const narrow = useNarrow();
  const date = (l: BankLineView) => (l.date ? formatDate(l.date, dateFormat) : '');
  return (
    <ScrollTable caption="The statement’s lines" minWidth={narrow ? 300 : 760}>
      <TableHead>
        <TableRow>
          <TableCell>Line</TableCell>
          {!narrow && <TableCell>Date</TableCell>}
          <TableCell>Description</TableCell>
          {!narrow && <TableCell align="right">Amount</TableCell>}
          <TableCell sx={{ width: narrow ? '55%' : '40%' }}>Outcome</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={l.line} data-testid={`bank-line-${l.line}`}>
            <TableCell>{l.line}</TableCell>
            {!narrow && <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(l)}</TableCell>}
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {l.description}
              {narrow && (
                <CellNote>
                  {date(l)} · {pounds(l.amount)}
                </CellNote>
              )}
            </TableCell>
            {!narrow && <TableCell align="right">{pounds(l.amount)}</TableCell>}
            <TableCell>
              <Outcome
                l={l}
                left={leftOut.has(l.line)}
                busy={busy}
                onLeave={(out) => onLeave(l.line, out)}
                onMatch={(text) => onMatch(l.line, text)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
