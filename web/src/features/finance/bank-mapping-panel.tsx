import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BANK_COLUMN_LABELS,
  BANK_COLUMNS,
  type BankColumn,
  type BankMapping,
} from '@collegium/domain/bank-statement-cells';
import { useState } from 'react';

// Issue 14, Finance > Bank import: which of the file's columns is the date, the description, the
// amount... Shown when the headers are not ones the import knows, or when staff want to change
// them; the mapping is kept for the account once a statement is recorded.

export function BankMappingPanel({
  headers,
  mapping,
  missing,
  errors,
  busy,
  onApply,
}: {
  headers: string[];
  mapping: BankMapping;
  missing: BankColumn[];
  /** The server's messages per column (`mapping.<column>`). */
  errors: Partial<Record<BankColumn, string>>;
  busy: boolean;
  onApply: (mapping: BankMapping) => void;
}) {
  const [draft, setDraft] = useState<BankMapping>(mapping);
  return (
    <Paper component="section" aria-labelledby="bank-columns" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="bank-columns" component="h2" variant="h6" gutterBottom>
        Columns
      </Typography>
      {missing.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The file’s headers are not ones the import knows. Say which column holds the{' '}
          {missing.map((c) => BANK_COLUMN_LABELS[c].split(' (')[0]!.toLowerCase()).join(', the ')}; the choice is kept
          for this account.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        {BANK_COLUMNS.map((c) => (
          <TextField
            key={c}
            select
            size="small"
            label={BANK_COLUMN_LABELS[c]}
            value={draft[c] ?? ''}
            onChange={(e) => setDraft({ ...draft, [c]: e.target.value || null })}
            error={Boolean(errors[c]) || missing.includes(c)}
            helperText={errors[c] ?? (missing.includes(c) ? 'Choose the column.' : undefined)}
          >
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
            {headers.map((h) => (
              <MenuItem key={h} value={h}>
                {h}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => onApply(draft)}>
        Read with these columns
      </Button>
    </Paper>
  );
}
