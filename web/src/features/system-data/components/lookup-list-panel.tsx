import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LookupValue } from '@collegium/domain/lookup-lists';
import { type FormEvent, useState } from 'react';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { useAddLookupValue, useDeleteLookupValue, useEditLookupValue, useLookupList } from '../api/system-data.ts';
import { fieldMessages, generalMessage } from './errors.ts';

// One lookup list of System data (issue 15): its values in order, each with rename, move, retire
// or reinstate and delete; a value in use is refused rename and delete by the server (409 naming
// where), and the row says where it is used.

function ValueRow({ list, value, first, last }: { list: string; value: LookupValue; first: boolean; last: boolean }) {
  const edit = useEditLookupValue(list);
  const remove = useDeleteLookupValue(list);
  const [renaming, setRenaming] = useState(false);
  const [text, setText] = useState(value.value);
  const busy = edit.isPending || remove.isPending;
  const refusal = generalMessage(edit.error) ?? generalMessage(remove.error);
  const change = (c: Omit<Parameters<typeof edit.mutate>[0]['change'], 'version'>, after?: () => void) =>
    edit.mutate({ id: value.id, change: { version: value.version, ...c } }, { onSuccess: after });

  const rename = (e: FormEvent) => {
    e.preventDefault();
    change({ value: text }, () => setRenaming(false));
  };

  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          {renaming ? (
            <Box component="form" onSubmit={rename} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                size="small"
                label={`New name for ${value.value}`}
                value={text}
                onChange={(e) => setText(e.target.value)}
                error={fieldMessages(edit.error, 'value').length > 0}
                helperText={fieldMessages(edit.error, 'value').join(' ') || ' '}
                autoFocus
              />
              <Button type="submit" variant="contained" disabled={busy}>
                Save
              </Button>
              <Button onClick={() => setRenaming(false)}>Cancel</Button>
            </Box>
          ) : (
            <>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value.value} {value.retired && <StatusChip label="Retired" />}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {value.usedBy.length > 0 ? `Used by ${value.usedBy.join(', ')}` : 'Not used by any record'}
              </Typography>
            </>
          )}
        </Box>
        {!renaming && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
            <IconButton
              aria-label={`Move ${value.value} up`}
              disabled={first || busy}
              onClick={() => change({ move: -1 })}
            >
              <ArrowUpward />
            </IconButton>
            <IconButton
              aria-label={`Move ${value.value} down`}
              disabled={last || busy}
              onClick={() => change({ move: 1 })}
            >
              <ArrowDownward />
            </IconButton>
            <Button
              size="small"
              disabled={busy}
              onClick={() => {
                setText(value.value);
                setRenaming(true);
              }}
              aria-label={`Rename ${value.value}`}
            >
              Rename
            </Button>
            <Button
              size="small"
              disabled={busy}
              onClick={() => change({ retired: !value.retired })}
              aria-label={`${value.retired ? 'Reinstate' : 'Retire'} ${value.value}`}
            >
              {value.retired ? 'Reinstate' : 'Retire'}
            </Button>
            <Button
              size="small"
              color="error"
              disabled={busy}
              onClick={() => remove.mutate({ id: value.id, version: value.version })}
              aria-label={`Delete ${value.value}`}
            >
              Delete
            </Button>
          </Box>
        )}
      </Box>
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
    </ListItem>
  );
}

export function LookupListPanel({ list }: { list: string }) {
  const query = useLookupList(list);
  const add = useAddLookupValue(list);
  const [value, setValue] = useState('');
  if (query.isPending) return <Typography>Loading…</Typography>;
  if (query.isError) return <Alert severity="error">This list could not be loaded.</Alert>;
  const data = query.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(value, { onSuccess: () => setValue('') });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6">
        {data.label}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {data.description} A retired value is no longer offered; records holding it keep it.
      </Typography>
      <List aria-label={data.label}>
        {data.values.map((v, i) => (
          <ValueRow key={v.id} list={list} value={v} first={i === 0} last={i === data.values.length - 1} />
        ))}
      </List>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 2 }}
      >
        <TextField
          size="small"
          label="New value"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={fieldMessages(add.error, 'value').length > 0}
          helperText={fieldMessages(add.error, 'value').join(' ') || ' '}
        />
        <Button type="submit" variant="contained" disabled={add.isPending}>
          Add
        </Button>
      </Box>
      {generalMessage(add.error) && <Alert severity="error">{generalMessage(add.error)}</Alert>}
    </Paper>
  );
}
