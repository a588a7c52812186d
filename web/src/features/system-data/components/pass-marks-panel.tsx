import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PassMarkRow } from '@collegium/domain/pass-marks';
import { useState } from 'react';
import { usePassMarks, useSavePassMark } from '../api/pass-marks.ts';
import { fieldMessages, generalMessage } from './errors.ts';

// System data → Pass marks (issue 18): the pass mark of each level, which module results read
// (a dissertation module at 7Diss takes level 7's). Each level is saved on its own.

function PassMarkItem({ row }: { row: PassMarkRow }) {
  const save = useSavePassMark();
  const [text, setText] = useState(String(row.mark));
  const messages = fieldMessages(save.error, 'mark');
  const refusal = generalMessage(save.error);
  const id = `pass-mark-${row.level}`;
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          level: row.level,
          change: { version: row.version, mark: text.trim() === '' ? NaN : Number(text) },
        });
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, py: 1 }}
    >
      <TextField
        id={id}
        label={`Level ${row.level}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        inputMode="numeric"
        size="small"
        error={messages.length > 0}
        helperText={messages.join(' ') || (row.level === '7' ? 'Also the dissertation (7Diss).' : ' ')}
        sx={{ width: 200 }}
      />
      <Button
        type="submit"
        disabled={save.isPending || text === String(row.mark)}
        aria-label={`Save level ${row.level}`}
      >
        Save
      </Button>
      {refusal && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {refusal}
        </Alert>
      )}
    </Box>
  );
}

export function PassMarksPanel() {
  const query = usePassMarks();
  if (query.isPending) return <Typography>Loading…</Typography>;
  if (query.isError) return <Alert severity="error">The pass marks could not be loaded.</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6">
        Pass marks
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        The module mark a student needs to pass at each level. Results not yet confirmed by the exam board use the new
        mark at once; confirmed results keep theirs.
      </Typography>
      {query.data.levels.map((row) => (
        <PassMarkItem key={`${row.level}-${row.version}`} row={row} />
      ))}
    </Paper>
  );
}
