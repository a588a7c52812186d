import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProgrammeRow } from '@collegium/domain/programme-editing';
import { useState } from 'react';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { useDeleteProgramme, useProgrammes, useSaveProgramme } from '../api/system-data.ts';
import { generalMessage } from './errors.ts';
import { ProgrammeDialog } from './programme-dialog.tsx';

// System data → Programmes (issue 15): each programme with its levels, credits, paces and
// transferability; edit in a dialog, move, retire or reinstate, delete (refused while in use).

function ProgrammeItem(props: { p: ProgrammeRow; first: boolean; last: boolean; onEdit: () => void }) {
  const { p } = props;
  const save = useSaveProgramme();
  const remove = useDeleteProgramme();
  const busy = save.isPending || remove.isPending;
  const refusal = generalMessage(save.error) ?? generalMessage(remove.error);
  const change = (c: { retired?: boolean; move?: -1 | 1 }) =>
    save.mutate({ id: p.id, change: { version: p.version, ...c } });
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {p.code}: {p.title} {p.retired && <StatusChip label="Retired" />}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Levels {p.levels.join(', ')} · {p.credits} credits · {p.paces.join(', ')}
            {p.award ? ` · ${p.award}` : ''} · {p.transferable ? 'transferable' : 'not transferable'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {p.usedBy.length > 0 ? `Used by ${p.usedBy.join(', ')}` : 'Not used by any record'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
          <IconButton
            aria-label={`Move ${p.code} up`}
            disabled={props.first || busy}
            onClick={() => change({ move: -1 })}
          >
            <ArrowUpward />
          </IconButton>
          <IconButton
            aria-label={`Move ${p.code} down`}
            disabled={props.last || busy}
            onClick={() => change({ move: 1 })}
          >
            <ArrowDownward />
          </IconButton>
          <Button size="small" disabled={busy} onClick={props.onEdit} aria-label={`Edit ${p.code}`}>
            Edit
          </Button>
          <Button
            size="small"
            disabled={busy}
            onClick={() => change({ retired: !p.retired })}
            aria-label={`${p.retired ? 'Reinstate' : 'Retire'} ${p.code}`}
          >
            {p.retired ? 'Reinstate' : 'Retire'}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => remove.mutate({ id: p.id, version: p.version })}
            aria-label={`Delete ${p.code}`}
          >
            Delete
          </Button>
        </Box>
      </Box>
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
    </ListItem>
  );
}

export function ProgrammesPanel() {
  const query = useProgrammes();
  const [editing, setEditing] = useState<ProgrammeRow | null | 'new'>(null);
  if (query.isPending) return <Typography>Loading…</Typography>;
  if (query.isError) return <Alert severity="error">The programmes could not be loaded.</Alert>;
  const rows = query.data.programmes;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6">
        Programmes
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        What the college teaches (spec 3). A programme in use keeps its code; retire it rather than delete it.
      </Typography>
      <List aria-label="Programmes">
        {rows.map((p, i) => (
          <ProgrammeItem key={p.id} p={p} first={i === 0} last={i === rows.length - 1} onEdit={() => setEditing(p)} />
        ))}
      </List>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => setEditing('new')}>
        Add a programme
      </Button>
      {editing !== null && (
        <ProgrammeDialog programme={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Paper>
  );
}
