import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ATTENDEE_FIELDS, type AttendeeImport } from '@collegium/domain/lead-events';
import { useState } from 'react';
import { otherError } from '../../lib/field-errors.ts';
import { useImportAttendees } from './api/lead-events.ts';

// Issue 17: importing an event's attendee list. Choose the file; the dry run shows the columns
// mapped (change any, check again), each row's outcome (new potential student, matched, already
// registered, or why it fails); Import writes it all, or nothing while a row fails.

const ACTION_TEXT = { new: 'New', matched: 'Matched', already: 'Already registered', error: 'Error' } as const;
const NONE = 'none';

function Mapping({
  result,
  mapping,
  set,
}: {
  result: AttendeeImport;
  mapping: Record<string, string | null>;
  set: (m: Record<string, string | null>) => void;
}) {
  return (
    <Box role="group" aria-label="Columns" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}>
      {result.headers.map((h) => (
        <TextField
          key={h}
          select
          size="small"
          label={h}
          value={mapping[h] ?? NONE}
          onChange={(e) => set({ ...mapping, [h]: e.target.value === NONE ? null : e.target.value })}
          sx={{ flex: '1 1 180px', minWidth: 0 }}
        >
          <MenuItem value={NONE}>Not imported</MenuItem>
          {ATTENDEE_FIELDS.map((f) => (
            <MenuItem key={f.name} value={f.name}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}

function Outcome({ result }: { result: AttendeeImport }) {
  const c = result.counts;
  return (
    <>
      <Typography role="status" sx={{ mb: 1 }}>
        {result.committed ? 'Imported: ' : 'Dry run: '}
        {c.new} new, {c.matched} matched, {c.already} already registered, {c.error} with errors.
      </Typography>
      {result.problems.map((p) => (
        <Alert key={p.param} severity="error" sx={{ mb: 1 }}>
          {p.message}
        </Alert>
      ))}
      <List dense aria-label="Rows of the file" disablePadding>
        {result.rows.map((r) => (
          <ListItem key={r.row} divider sx={{ display: 'block', px: 0 }}>
            <Typography variant="body2">
              Row {r.row}: <strong>{ACTION_TEXT[r.action]}</strong> · {r.label}
            </Typography>
            {r.errors.map((e) => (
              <Typography key={e.column + e.message} variant="body2" color="error">
                {e.column}: {e.message}
              </Typography>
            ))}
          </ListItem>
        ))}
      </List>
    </>
  );
}

export function AttendeeImportPanel({ eventId }: { eventId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | null> | undefined>(undefined);
  const run = useImportAttendees(eventId);
  const result = run.data;
  const ready = result && !result.committed && result.problems.length === 0 && result.counts.error === 0;
  const send = (commit: boolean) => {
    if (!file) return;
    run.mutate(
      { file, commit, ...(mapping ? { mapping } : {}) },
      { onSuccess: (r) => setMapping(commit ? undefined : r.mapping) },
    );
  };
  const failure = otherError(run.error, []);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="import-attendees" sx={{ p: 2, mb: 3 }}>
      <Typography id="import-attendees" component="h2" variant="h6">
        Import the attendee list
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        A CSV or Excel file as the event platform exports it. Attendees are matched by e-mail, then by name and
        postcode; anyone new becomes a potential student. Importing the same list again adds nothing.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" component="label">
          Choose the file
          <input
            hidden
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="Attendee list file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setMapping(undefined);
              run.reset();
            }}
          />
        </Button>
        <Typography variant="body2">{file ? file.name : 'No file chosen'}</Typography>
        <Button variant="contained" disabled={!file || run.isPending} onClick={() => send(false)}>
          {result && !result.committed ? 'Check again' : 'Check the file'}
        </Button>
        {ready && (
          <Button variant="contained" color="success" disabled={run.isPending} onClick={() => send(true)}>
            Import{' '}
            {result.counts.new + result.counts.matched === 1
              ? '1 attendee'
              : `${result.counts.new + result.counts.matched} attendees`}
          </Button>
        )}
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      {result && !result.committed && mapping && <Mapping result={result} mapping={mapping} set={setMapping} />}
      {result && (
        <Box sx={{ mt: 2 }}>
          <Outcome result={result} />
        </Box>
      )}
    </Paper>
  );
}
