import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldValues } from 'react-hook-form';
import { DateField } from './date-field.tsx';

// The inputs of the application wizard's forms, bound to react-hook-form. Each shows its error
// (from the shared zod schema in the browser, or the server's 422 detail) under the field.

interface BaseProps {
  control: Control<FieldValues>;
  name: string;
  label: string;
  help?: ReactNode;
  required?: boolean;
}

interface TextProps extends BaseProps {
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'password';
  multiline?: boolean;
  autoComplete?: string;
}

export function TextInput({ control, name, label, help, required, type = 'text', multiline, autoComplete }: TextProps) {
  const { field, fieldState } = useController({ name, control });
  const numeric = type === 'number';
  if (type === 'date')
    return (
      <DateField
        label={label}
        required={required ?? false}
        fullWidth
        autoComplete={autoComplete}
        name={field.name}
        inputRef={field.ref}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={fieldState.invalid}
        helperText={fieldState.error?.message ?? help}
      />
    );
  return (
    <TextField
      label={label}
      type={type}
      required={required ?? false}
      fullWidth
      multiline={multiline ?? false}
      minRows={multiline ? 3 : undefined}
      autoComplete={autoComplete}
      name={field.name}
      inputRef={field.ref}
      value={
        field.value === null || field.value === undefined || (numeric && Number.isNaN(field.value)) ? '' : field.value
      }
      onChange={(event) =>
        field.onChange(numeric ? (event.target.value === '' ? null : Number(event.target.value)) : event.target.value)
      }
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? help}
      slotProps={numeric ? { htmlInput: { min: 0, step: 1 } } : {}}
    />
  );
}

interface SelectProps extends BaseProps {
  options: readonly (string | { value: string; label: string })[];
}

export function SelectInput({ control, name, label, help, required, options }: SelectProps) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      select
      label={label}
      required={required ?? false}
      fullWidth
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? help}
    >
      {options.map((option) => {
        const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        );
      })}
    </TextField>
  );
}

/** A Yes/No question stored as a boolean (null until answered). */
export function YesNoInput({ control, name, label, help, required = true }: BaseProps) {
  const id = useId();
  const { field, fieldState } = useController({ name, control });
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : '';
  return (
    <FormControl error={fieldState.invalid} required={required} component="fieldset">
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value === 'yes')}
        onBlur={field.onBlur}
      >
        <FormControlLabel value="yes" control={<Radio inputRef={field.ref} />} label="Yes" />
        <FormControlLabel value="no" control={<Radio />} label="No" />
      </RadioGroup>
      {(fieldState.error?.message ?? help) && <FormHelperText>{fieldState.error?.message ?? help}</FormHelperText>}
    </FormControl>
  );
}

/** A declaration the applicant must tick. */
export function AgreeInput({ control, name, label }: Omit<BaseProps, 'help' | 'required'>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <FormControl error={fieldState.invalid}>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            inputRef={field.ref}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
          />
        }
        label={label}
      />
      {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
