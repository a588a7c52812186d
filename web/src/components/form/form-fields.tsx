import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldValues } from 'react-hook-form';
import { FIELD_LABEL_SX, HINT_SX, LabelledInput } from '../ui/labelled-input.tsx';
import { DateField } from './date-field.tsx';
import { fieldDomId } from './form-problems.ts';

// The inputs of the application wizard's and the student's own forms, bound to react-hook-form.
// GOV.UK's shape (issue 19): the label above the field, the hint under it, then the error (from
// the shared zod schema in the browser, or the server's 422 detail), then the field; each input's
// id is fieldDomId(name), the target of the error summary's link.

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
        id={fieldDomId(name)}
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
    <LabelledInput
      id={fieldDomId(name)}
      label={label}
      hint={help}
      error={fieldState.error?.message}
      type={type}
      required={required ?? false}
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
      htmlInput={numeric ? { min: 0, step: 1 } : undefined}
    />
  );
}

interface SelectProps extends BaseProps {
  options: readonly (string | { value: string; label: string })[];
}

/** A choice from a list, its label above it (issue 19) like every other field of these forms. */
export function SelectInput({ control, name, label, help, required, options }: SelectProps) {
  const { field, fieldState } = useController({ name, control });
  const id = fieldDomId(name);
  const message = fieldState.error?.message;
  const describedBy = [help ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <FormControl fullWidth required={required ?? false} error={fieldState.invalid}>
      <FormLabel id={`${id}-label`} sx={FIELD_LABEL_SX}>
        {label}
      </FormLabel>
      {help && (
        <FormHelperText id={`${id}-hint`} error={false} sx={HINT_SX}>
          {help}
        </FormHelperText>
      )}
      {message && (
        <FormHelperText id={`${id}-error`} sx={{ ...HINT_SX, fontWeight: 500 }}>
          {message}
        </FormHelperText>
      )}
      <Select
        id={id}
        labelId={`${id}-label`}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        SelectDisplayProps={describedBy ? { 'aria-describedby': describedBy } : {}}
      >
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          );
        })}
      </Select>
    </FormControl>
  );
}

/** A Yes/No question stored as a boolean (null until answered). */
export function YesNoInput({ control, name, label, help, required = true }: BaseProps) {
  const id = useId();
  const { field, fieldState } = useController({ name, control });
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : '';
  return (
    <FormControl error={fieldState.invalid} required={required} component="fieldset">
      <FormLabel component="legend" id={`${id}-label`} sx={FIELD_LABEL_SX}>
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
        <FormControlLabel value="yes" control={<Radio id={fieldDomId(name)} inputRef={field.ref} />} label="Yes" />
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
            id={fieldDomId(name)}
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
