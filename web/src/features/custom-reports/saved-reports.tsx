import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReportDefinition, SavedReportView } from '@collegium/domain/custom-reports';
import { useEffect, useState } from 'react';
import { fieldError } from '../../lib/upload.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import { useDeleteReport, useSavedReports, useSaveReport } from './custom-reports-api.ts';

// Saved report definitions: the caller's own and the shared ones, opened into the builder to run
// again; the open one saved under its name (the owner's) or as a new report.

interface Props {
  open: SavedReportView | null;
  definition: ReportDefinition;
  onOpen: (report: SavedReportView | null) => void;
  onProblem: (error: unknown) => void;
  problems: unknown;
}

export function SavedReports({ open, definition, onOpen, onProblem, problems }: Props) {
  const saved = useSavedReports();
  const save = useSaveReport();
  const remove = useDeleteReport();
  const notify = useSnackbarStore((s) => s.notify);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  useEffect(() => {
    setName(open?.name ?? '');
    setShared(open?.shared ?? false);
  }, [open]);
  const submit = (asNew: boolean) =>
    save.mutate(
      { id: asNew || !open?.mine ? null : open.id, body: { name, shared, definition } },
      {
        onSuccess: (report) => {
          notify(`Saved “${report.name}”.`, { type: 'success' });
          onOpen(report);
        },
        onError: onProblem,
      },
    );
  return (
    <Box component="section" aria-labelledby="saved-reports-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="saved-reports-title" component="h2" variant="h6">
        Saved reports
      </Typography>
      {saved.data?.length === 0 && <Typography color="text.secondary">None saved yet.</Typography>}
      <List dense aria-labelledby="saved-reports-title" sx={{ p: 0 }}>
        {saved.data?.map((r) => (
          <ListItem key={r.id} disablePadding>
            <ListItemButton selected={open?.id === r.id} onClick={() => onOpen(r)}>
              <ListItemText
                primary={r.name}
                secondary={`${r.shared ? 'Shared' : 'Private'} · ${r.mine ? 'yours' : r.owner}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <TextField
        size="small"
        label="Report name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(fieldError(problems, 'name'))}
        helperText={fieldError(problems, 'name')}
      />
      <FormControlLabel
        control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />}
        label="Shared with everyone who builds reports"
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => submit(false)} disabled={save.isPending}>
          {open?.mine ? 'Save changes' : 'Save report'}
        </Button>
        {open?.mine && (
          <>
            <Button onClick={() => submit(true)} disabled={save.isPending}>
              Save as new
            </Button>
            <Button
              color="error"
              onClick={() => remove.mutate(open.id, { onSuccess: () => onOpen(null) })}
              disabled={remove.isPending}
            >
              Delete
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
