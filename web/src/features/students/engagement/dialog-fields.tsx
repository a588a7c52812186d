import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { DateField as DateInput } from '../../../components/form/date-field.tsx';

// The inputs the engagement dialogs share: native selects (as the record forms use), a date (the
// shared DD/MM/YYYY field) and a reason, each with its error beside it.

interface BaseProps {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
}

const errorProps = (error: string | undefined, helper?: string) => ({
  error: error !== undefined,
  ...(error !== undefined || helper ? { helperText: error ?? helper } : {}),
});

export function SelectField({
  options,
  placeholder = 'Choose…',
  helper,
  ...props
}: BaseProps & {
  options: readonly (string | { value: string; label: string })[];
  placeholder?: string;
  helper?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      id={`engagement-${props.name}`}
      name={props.name}
      label={props.label}
      value={props.value}
      required={props.required ?? false}
      disabled={props.disabled ?? false}
      onChange={(e: ChangeEvent<HTMLInputElement>) => props.onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...errorProps(props.error, helper)}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => {
        const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </TextField>
  );
}

export function DateField(props: BaseProps & { min?: string; max?: string }) {
  return (
    <DateInput
      fullWidth
      margin="dense"
      id={`engagement-${props.name}`}
      name={props.name}
      label={props.label}
      value={props.value}
      required={props.required ?? false}
      onChange={props.onChange}
      min={props.min}
      max={props.max}
      {...errorProps(props.error)}
    />
  );
}

export function TextInput(props: BaseProps & { multiline?: boolean; maxLength?: number; helper?: string }) {
  return (
    <TextField
      fullWidth
      margin="dense"
      id={`engagement-${props.name}`}
      name={props.name}
      label={props.label}
      value={props.value}
      required={props.required ?? false}
      multiline={props.multiline ?? false}
      minRows={props.multiline ? 3 : undefined}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: props.maxLength } }}
      {...errorProps(props.error, props.helper)}
    />
  );
}
