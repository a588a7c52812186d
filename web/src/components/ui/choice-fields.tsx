import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { FIELD_LABEL_SX } from './labelled-input.tsx';

// Radio groups and checkbox lists bound to react-hook-form, each a fieldset with its question as
// the legend and its error (the shared zod schema's, or the server's 422 detail) under it. The
// legend is styled as every field's label (issue 19): as strong as the text, not grey.

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceProps {
  control: Control<FieldValues>;
  name: string;
  label: string;
  help?: ReactNode;
  options: readonly Choice[];
}

/** One answer among a few, as radio buttons (moved with the arrow keys); `row` lays short ones side by side. */
export function RadioChoice({ control, name, label, help, options, row = false }: ChoiceProps & { row?: boolean }) {
  const id = useId();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message ?? help;
  return (
    <FormControl error={fieldState.invalid} required component="fieldset">
      <FormLabel component="legend" id={`${id}-label`} sx={FIELD_LABEL_SX}>
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${id}-help` : undefined}
        name={field.name}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((o, i) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            label={o.label}
            control={<Radio inputRef={i === 0 ? field.ref : undefined} />}
          />
        ))}
      </RadioGroup>
      {message && <FormHelperText id={`${id}-help`}>{message}</FormHelperText>}
    </FormControl>
  );
}

/** Several answers; `exclusive` ones (e.g. "none", "prefer not to say") clear the others. */
export function CheckboxChoice({
  control,
  name,
  label,
  help,
  options,
  exclusive = [],
  required = false,
}: ChoiceProps & { exclusive?: readonly string[]; required?: boolean }) {
  const { field, fieldState } = useController({ name, control });
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string, on: boolean) => {
    if (!on) return field.onChange(chosen.filter((v) => v !== value));
    if (exclusive.includes(value)) return field.onChange([value]);
    return field.onChange([...chosen.filter((v) => !exclusive.includes(v)), value]);
  };
  const message = fieldState.error?.message ?? help;
  return (
    <FormControl error={fieldState.invalid} required={required} component="fieldset">
      <FormLabel component="legend" sx={FIELD_LABEL_SX}>
        {label}
      </FormLabel>
      <FormGroup>
        {options.map((o, i) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox
                name={field.name}
                value={o.value}
                inputRef={i === 0 ? field.ref : undefined}
                checked={chosen.includes(o.value)}
                onChange={(e) => toggle(o.value, e.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
