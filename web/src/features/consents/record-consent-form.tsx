import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CONSENT_METHODS } from '@collegium/domain/entities/consents';
import { useState } from 'react';
import { useRecordConsent } from '../../components/consents/consent-api.ts';
import { fieldError, otherError } from '../../lib/field-errors.ts';
import { DateField } from '../../components/form/date-field.tsx';

// Issue 17: "Record a grant / withdrawal" (role:manager): a new row of the person's consent
// history, with the date, method, wording version and evidence; the server's 422 beside each field.

const FIELDS = ['purpose', 'given', 'on', 'method', 'wordingVersion', 'evidence'] as const;

export function RecordConsentForm({ personId, purposes }: { personId: string; purposes: readonly string[] }) {
  const today = new Date().toISOString().slice(0, 10);
  const empty = { purpose: '', given: 'true', on: today, method: '', wordingVersion: '', evidence: '' };
  const [values, setValues] = useState(empty);
  const record = useRecordConsent(personId);
  const error = (name: (typeof FIELDS)[number]) => fieldError(record.error, name);
  const set = (name: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues({ ...values, [name]: e.target.value });
  const field = (name: (typeof FIELDS)[number], label: string, extra: object = {}) => ({
    label,
    value: values[name],
    onChange: set(name),
    error: error(name) !== '',
    helperText: error(name) || ' ',
    size: 'small' as const,
    sx: { flex: '1 1 200px', minWidth: 0 },
    ...extra,
  });
  const general = otherError(record.error, FIELDS);
  return (
    <Box
      component="form"
      aria-label="Record a grant or withdrawal"
      onSubmit={(e) => {
        e.preventDefault();
        record.mutate(
          {
            purpose: values.purpose,
            given: values.given === 'true',
            on: values.on,
            method: values.method as (typeof CONSENT_METHODS)[number],
            wordingVersion: values.wordingVersion,
            evidence: values.evidence,
            notes: null,
          },
          { onSuccess: () => setValues(empty) },
        );
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
    >
      <TextField select required {...field('purpose', 'Consent to')}>
        {purposes.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
      <TextField select required {...field('given', 'Grant or withdrawal')}>
        <MenuItem value="true">Given</MenuItem>
        <MenuItem value="false">Withdrawn</MenuItem>
      </TextField>
      <DateField required {...field('on', 'On')} onChange={(v) => set('on')({ target: { value: v } })} />
      <TextField select required {...field('method', 'Method')}>
        {CONSENT_METHODS.map((m) => (
          <MenuItem key={m} value={m}>
            {m}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('wordingVersion', 'Wording version')} />
      <TextField {...field('evidence', 'Evidence', { sx: { flex: '2 1 320px', minWidth: 0 } })} />
      <Box sx={{ flexBasis: '100%' }}>
        <Button type="submit" variant="contained" disabled={record.isPending}>
          Record
        </Button>
      </Box>
      {general && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {general}
        </Alert>
      )}
    </Box>
  );
}
