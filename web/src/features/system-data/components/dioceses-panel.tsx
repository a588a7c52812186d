import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Diocese } from '@collegium/domain/dioceses';
import { useState } from 'react';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { useDioceses, useSaveDiocese } from '../api/dioceses.ts';
import { DioceseDialog } from './diocese-dialog.tsx';
import { generalMessage } from './errors.ts';

// System data → Dioceses (issue 15): each diocese applicants choose from, with its DDO (name,
// e-mail, phone) whom evidence requests go to; edit in a dialog, retire or reinstate. A diocese
// is an organisation: it is deleted, if ever, on the Organisations screen.

function DioceseItem({ d, onEdit }: { d: Diocese; onEdit: () => void }) {
  const save = useSaveDiocese();
  const refusal = generalMessage(save.error);
  const contact = [d.ddoName, d.ddoEmail, d.ddoPhone].filter((v) => v).join(' · ');
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {d.name} {d.retired && <StatusChip label="Retired" />}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {contact ? `DDO: ${contact}` : 'No DDO given: requests go to the diocese’s own address'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {d.usedBy.length > 0 ? `Named by ${d.usedBy.join(', ')}` : 'Not named by any application'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <Button size="small" disabled={save.isPending} onClick={onEdit} aria-label={`Edit ${d.name}`}>
            Edit
          </Button>
          <Button
            size="small"
            disabled={save.isPending}
            onClick={() => save.mutate({ id: d.id, change: { version: d.version, retired: !d.retired } })}
            aria-label={`${d.retired ? 'Reinstate' : 'Retire'} ${d.name}`}
          >
            {d.retired ? 'Reinstate' : 'Retire'}
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

export function DiocesesPanel() {
  const query = useDioceses();
  const [editing, setEditing] = useState<Diocese | null | 'new'>(null);
  if (query.isPending) return <Typography>Loading…</Typography>;
  if (query.isError) return <Alert severity="error">The dioceses could not be loaded.</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6">
        Dioceses
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        The dioceses applicants choose from, and the diocesan contact (DDO) evidence requests are sent to. A retired
        diocese is no longer offered; applications naming it keep it.
      </Typography>
      <List aria-label="Dioceses">
        {query.data.dioceses.map((d) => (
          <DioceseItem key={d.id} d={d} onEdit={() => setEditing(d)} />
        ))}
      </List>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => setEditing('new')}>
        Add a diocese
      </Button>
      {editing !== null && (
        <DioceseDialog diocese={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Paper>
  );
}
