import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import {
  RETENTION_TYPE_INFO,
  type RetentionDue,
  type RetentionRule,
  type RetentionType,
} from '@collegium/domain/retention';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldError } from '../../../lib/upload.ts';
import { useConfirmRetention, useRetention, useSetRetention } from '../api/retention.ts';

// Retention on the privacy screen (issue 15): the period per record type, and the records past
// it, which are anonymised or erased only when the administrator selects them and confirms.

function RuleRow({ rule }: { rule: RetentionRule }) {
  const info = RETENTION_TYPE_INFO[rule.recordType];
  const [text, setText] = useState(rule.months === null ? '' : String(rule.months));
  const save = useSetRetention(rule.recordType);
  const problem = fieldError(save.error, 'months');
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`retention-${rule.recordType}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-start',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(text.trim() === '' ? null : Number(text));
      }}
    >
      <Box sx={{ flex: '1 1 18rem', minWidth: 0 }}>
        <Typography id={`retention-${rule.recordType}`} variant="subtitle2" component="h3">
          {info.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {info.rule}
        </Typography>
      </Box>
      <TextField
        label="Months to keep"
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: '14rem' }}
        error={Boolean(problem)}
        helperText={problem ?? (rule.months === null ? 'No period set.' : `Kept ${rule.months} months.`)}
      />
      <Button type="submit" variant="outlined" disabled={save.isPending}>
        Save period
      </Button>
    </Box>
  );
}

function DueList({ type, items }: { type: RetentionType; items: RetentionDue[] }) {
  const info = RETENTION_TYPE_INFO[type];
  const [chosen, setChosen] = useState<number[]>([]);
  const confirm = useConfirmRetention();
  const verb = info.action === 'anonymise' ? 'Anonymise' : 'Erase';
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <Box component="section" aria-label={`${info.label} past their period`} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {info.label}: {items.length} past the period
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {items.map((d) => (
          <FormControlLabel
            key={d.id}
            control={<Checkbox checked={chosen.includes(d.id)} onChange={() => toggle(d.id)} />}
            label={`${d.label} (since ${formatDate(d.since.slice(0, 10))})`}
          />
        ))}
      </Box>
      {confirm.error && isApiError(confirm.error) && (
        <Alert severity="error" sx={{ my: 1 }}>
          {confirm.error.message}
        </Alert>
      )}
      <Button
        color="error"
        variant="contained"
        disabled={chosen.length === 0 || confirm.isPending}
        onClick={() => confirm.mutate({ recordType: type, ids: chosen }, { onSuccess: () => setChosen([]) })}
      >
        {verb} {chosen.length} selected
      </Button>
    </Box>
  );
}

export function RetentionSection() {
  const retention = useRetention();
  const data = retention.data;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-labelledby="retention-title">
      <Typography id="retention-title" variant="h6" component="h2">
        Retention
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        How long each kind of record is kept. Records past their period are listed here; nothing is anonymised or erased
        until you select it and confirm, and each is audited.
      </Typography>
      {retention.error && <Alert severity="error">The retention periods could not be loaded.</Alert>}
      {data?.rules.map((r) => (
        <RuleRow key={`${r.recordType}-${r.months}`} rule={r} />
      ))}
      {data &&
        data.rules
          .filter((r) => data.due.some((d) => d.recordType === r.recordType))
          .map((r) => (
            <DueList
              key={`${r.recordType}-${data.due.length}`}
              type={r.recordType}
              items={data.due.filter((d) => d.recordType === r.recordType)}
            />
          ))}
      {data && data.due.length === 0 && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          No record is past its retention period.
        </Typography>
      )}
    </Paper>
  );
}
