import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { AddProgramme, ProgrammeRow } from '@collegium/domain/programme-editing';
import { PROGRAMME_LEVEL_VALUES } from '@collegium/domain/programme-levels';
import { STUDY_PACES } from '@collegium/domain/study-pace';
import { type FormEvent, useId, useState } from 'react';
import { useSaveProgramme } from '../api/system-data.ts';
import { fieldMessages, generalMessage } from './errors.ts';

// Adds or edits one programme of System data (issue 15): code, title, award, levels, credits,
// transferability and paces, each refusal shown by its field.

const EMPTY: AddProgramme = {
  code: '',
  title: '',
  award: '',
  levels: [],
  credits: 120,
  transferable: true,
  paces: ['PT'],
};

function Choices(props: {
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (v: string[]) => void;
  error: string[];
}) {
  const id = useId();
  return (
    <FormControl component="fieldset" error={props.error.length > 0} aria-describedby={`${id}-help`}>
      <FormLabel component="legend">{props.label}</FormLabel>
      <FormGroup row>
        {props.options.map((o) => (
          <FormControlLabel
            key={o}
            label={o}
            control={
              <Checkbox
                checked={props.value.includes(o)}
                onChange={(e) =>
                  props.onChange(
                    e.target.checked
                      ? props.options.filter((x) => x === o || props.value.includes(x))
                      : props.value.filter((x) => x !== o),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={`${id}-help`}>{props.error.join(' ') || ' '}</FormHelperText>
    </FormControl>
  );
}

export function ProgrammeDialog({ programme, onClose }: { programme: ProgrammeRow | null; onClose: () => void }) {
  const save = useSaveProgramme();
  const [values, setValues] = useState<AddProgramme>(
    programme
      ? {
          code: programme.code,
          title: programme.title,
          award: programme.award ?? '',
          levels: programme.levels as AddProgramme['levels'],
          credits: programme.credits,
          transferable: programme.transferable,
          paces: programme.paces as AddProgramme['paces'],
        }
      : EMPTY,
  );
  const [credits, setCredits] = useState(String(values.credits));
  const set = <K extends keyof AddProgramme>(key: K, v: AddProgramme[K]) => setValues((s) => ({ ...s, [key]: v }));
  const errors = (param: string) =>
    fieldMessages(save.error, param).concat(
      param === 'levels' || param === 'paces' ? fieldMessages(save.error, `${param}.0`) : [],
    );
  const title = programme ? `Edit programme ${programme.code}` : 'Add a programme';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...values, award: values.award || null, credits: Number(credits) };
    save.mutate(
      programme ? { id: programme.id, change: { ...body, version: programme.version } } : { id: null, values: body },
      { onSuccess: onClose },
    );
  };
  const text = (key: 'code' | 'title' | 'award', label: string, required = true) => (
    <TextField
      label={label}
      required={required}
      value={values[key] ?? ''}
      onChange={(e) => set(key, e.target.value)}
      error={errors(key).length > 0}
      helperText={errors(key).join(' ') || ' '}
      size="small"
      fullWidth
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="programme-dialog-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="programme-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, pt: 1 }}>
            {text('code', 'Code')}
            {text('title', 'Title')}
            {text('award', 'Award', false)}
            <TextField
              label="Credits"
              required
              inputMode="numeric"
              value={credits}
              onChange={(e) => setCredits(e.target.value)}
              error={errors('credits').length > 0}
              helperText={errors('credits').join(' ') || ' '}
              size="small"
            />
          </Box>
          <Choices
            label="Levels"
            options={PROGRAMME_LEVEL_VALUES}
            value={values.levels}
            onChange={(v) => set('levels', v as AddProgramme['levels'])}
            error={errors('levels')}
          />
          <Choices
            label="Paces offered"
            options={STUDY_PACES}
            value={values.paces}
            onChange={(v) => set('paces', v as AddProgramme['paces'])}
            error={errors('paces')}
          />
          <FormControlLabel
            label="Students may transfer to another programme at its end"
            control={<Checkbox checked={values.transferable} onChange={(e) => set('transferable', e.target.checked)} />}
          />
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
