import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Diocese } from '@collegium/domain/dioceses';
import { type FormEvent, useState } from 'react';
import { useSaveDiocese } from '../api/dioceses.ts';
import { fieldMessages, generalMessage } from './errors.ts';

// Adds or edits one diocese of System data (issue 15): its name and its diocesan contact (the
// DDO), whom evidence requests go to; each refusal shown by its field.

type Values = { name: string; ddoName: string; ddoEmail: string; ddoPhone: string };

export function DioceseDialog({ diocese, onClose }: { diocese: Diocese | null; onClose: () => void }) {
  const save = useSaveDiocese();
  const [values, setValues] = useState<Values>({
    name: diocese?.name ?? '',
    ddoName: diocese?.ddoName ?? '',
    ddoEmail: diocese?.ddoEmail ?? '',
    ddoPhone: diocese?.ddoPhone ?? '',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { name, ...contact } = values;
    save.mutate(
      diocese
        ? {
            id: diocese.id,
            change: { version: diocese.version, ...contact, ...(name !== diocese.name ? { name } : {}) },
          }
        : { id: null, values },
      { onSuccess: onClose },
    );
  };
  const text = (key: keyof Values, label: string, type = 'text', required = false) => {
    const errors = fieldMessages(save.error, key);
    return (
      <TextField
        label={label}
        type={type}
        required={required}
        value={values[key]}
        onChange={(e) => setValues((s) => ({ ...s, [key]: e.target.value }))}
        error={errors.length > 0}
        helperText={errors.join(' ') || ' '}
        size="small"
        fullWidth
      />
    );
  };
  const title = diocese ? `Edit ${diocese.name}` : 'Add a diocese';
  return (
    <Dialog open onClose={onClose} aria-labelledby="diocese-dialog-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="diocese-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            <Box sx={{ gridColumn: '1 / -1' }}>{text('name', 'Name', 'text', true)}</Box>
            {text('ddoName', 'DDO name')}
            {text('ddoPhone', 'DDO phone', 'tel')}
            <Box sx={{ gridColumn: '1 / -1' }}>{text('ddoEmail', 'DDO e-mail', 'email')}</Box>
          </Box>
          {generalMessage(save.error) && <Alert severity="error">{generalMessage(save.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
