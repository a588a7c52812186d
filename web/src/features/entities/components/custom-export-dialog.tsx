import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import { useId, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import type { Query } from '../../../lib/api-client.ts';
import { exportCustom } from '../api/export-entity.ts';
import type { EntitySchema } from '../../../lib/entity/get-entity-schema.ts';
import { useDownload } from '../../../hooks/use-download.ts';
import { DownloadProgress } from './download-progress.tsx';

export interface CustomExportDialogProps {
  open: boolean;
  onClose: () => void;
  entity: string;
  schema: EntitySchema;
  /** The list's search, filters and sort: the export holds the same rows. */
  query: Query;
}

/** spec 7.2: a spreadsheet of the fields the reader picks (POST {entity}/export/custom). */
export function CustomExportDialog({ open, onClose, entity, schema, query }: CustomExportDialogProps) {
  const titleId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(schema.columns.map((c) => c.field).filter((f) => schema.fields.some((x) => x.name === f))),
  );
  const download = useDownload();
  const toggle = (name: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  const start = async () => {
    const fields = schema.fields.map((f) => f.name).filter((n) => selected.has(n));
    if (await download.run((onProgress) => exportCustom(entity, fields, query, onProgress))) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={download.active ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Custom export</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" variant="standard" disabled={download.active} sx={{ width: '100%' }}>
          <FormLabel component="legend">Fields to export</FormLabel>
          <Box sx={{ display: 'flex', gap: 1, my: 1 }}>
            <Button size="small" onClick={() => setSelected(new Set(schema.fields.map((f) => f.name)))}>
              Select all
            </Button>
            <Button size="small" onClick={() => setSelected(new Set())}>
              Clear
            </Button>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {schema.fields.map((field) => (
              <FormControlLabel
                key={field.name}
                label={field.label}
                control={
                  <Checkbox
                    size="small"
                    checked={selected.has(field.name)}
                    onChange={(e) => toggle(field.name, e.target.checked)}
                  />
                }
              />
            ))}
          </Box>
        </FormControl>
        {download.active && <DownloadProgress received={download.received} total={download.total} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={download.active}>
          Cancel
        </Button>
        <AppButton onClick={() => void start()} disabled={download.active || selected.size === 0}>
          Download
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
