import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HesaDefaultsView } from '@collegium/domain/hesa-defaults';
import { useHesaDefaults, useSetHesaDefault } from '../api/hesa-defaults.ts';
import { fieldMessages, generalMessage } from './errors.ts';

// System data → HESA defaults (issue 15): for each HESA field with a code list, the code the
// return sends when a student's record holds none (HESA > Student data shows it as "Default").
// Choosing a code saves it at once; "No default" leaves such a student's field missing.

type DefaultField = HesaDefaultsView['fields'][number];

function DefaultItem({ f }: { f: DefaultField }) {
  const save = useSetHesaDefault(f.field);
  const problem = fieldMessages(save.error, 'code')[0] ?? generalMessage(save.error);
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{f.label}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            HESA field {f.field}
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label={`Default for ${f.label}`}
          value={f.code ?? ''}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ code: e.target.value === '' ? null : e.target.value, version: f.version })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 280px', maxWidth: { sm: 420 } }}
        >
          <option value="">No default</option>
          {f.choices.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code}: {c.label}
            </option>
          ))}
        </TextField>
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </ListItem>
  );
}

export function HesaDefaultsPanel() {
  const query = useHesaDefaults();
  if (query.isPending) return <Typography>Loading…</Typography>;
  if (query.isError) return <Alert severity="error">The HESA defaults could not be loaded.</Alert>;
  const given = query.data.fields.filter((f) => f.code !== null).length;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6">
        HESA defaults
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        The code the HESA return sends when a student’s record holds no value for the field (no HESA answers for the
        year, no HESA details). A value the record holds always wins. {given} of {query.data.fields.length} fields have
        a default.
      </Typography>
      <List aria-label="HESA defaults">
        {query.data.fields.map((f) => (
          <DefaultItem key={f.field} f={f} />
        ))}
      </List>
    </Paper>
  );
}
