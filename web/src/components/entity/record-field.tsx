import { codeLabel } from '@collegium/domain/coded-fields';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import type { EntityField } from '../../lib/entity/get-entity-schema.ts';
import { displayValue } from '../../lib/entity/display-value.ts';
import { useLookupChoices } from '../../lib/lookups.ts';
import type { FormValues } from '../../lib/entity/form-values.ts';

// One input of a generated record form (spec 3 defaults: text, 6 columns, dense). The input type
// comes from the definition; selects may take their choices from another field (spec 4.7) or from
// a System data list (issue 15).

export interface RecordFieldProps {
  field: EntityField;
  control: Control<FormValues>;
  readOnly: boolean;
  /** After a conflict: the value someone else saved, shown under the reader's own. */
  theirs?: { value: unknown } | undefined;
}

const HTML_TYPES: Partial<Record<EntityField['input'], string>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
  number: 'number',
  date: 'date',
};

function helper(error: string | undefined, theirs: RecordFieldProps['theirs'], field: EntityField): ReactNode {
  const lines: ReactNode[] = [];
  if (error) lines.push(<span key="error">{error}</span>);
  if (theirs) {
    const shown = displayValue(theirs.value, field.input) || '(empty)';
    lines.push(
      <Box component="span" key="theirs" sx={{ display: 'block', color: 'text.primary' }}>
        <Box component="span" sx={{ fontWeight: 500 }}>
          Saved by someone else:
        </Box>{' '}
        {shown}
      </Box>,
    );
  }
  if (!error && field.help) lines.push(<span key="help">{field.help}</span>);
  return lines.length > 0 ? lines : undefined;
}

/**
 * The choices for a select, given the record as it stands (spec 4.7: status by type). When the
 * field it depends on changes and the chosen value is no longer allowed, the choice is cleared
 * (a stored value that is already out of the list stays visible until then).
 */
function useChoices(
  field: EntityField,
  control: Control<FormValues>,
  value: unknown,
  clear: () => void,
): readonly string[] {
  const key = useWatch({ control, name: field.optionsBy?.field ?? field.name, disabled: !field.optionsBy });
  const lookup = useLookupChoices(field.lookup);
  const choices = field.lookup
    ? (lookup.data?.values ?? [])
    : !field.optionsBy
      ? (field.options ?? [])
      : (typeof key === 'string' && field.optionsBy.values[key]) || field.optionsBy.otherwise;
  const previousKey = useRef(key);
  useEffect(() => {
    if (!field.optionsBy || previousKey.current === key) return;
    previousKey.current = key;
    if (value !== null && value !== '' && !choices.includes(String(value))) clear();
  }, [field.optionsBy, key, value, choices, clear]);
  return choices;
}

export function RecordField({ field, control, readOnly, theirs }: RecordFieldProps) {
  const id = useId();
  const { field: input, fieldState } = useController({ name: field.name, control });
  const { onChange } = input;
  const choices = useChoices(field, control, input.value, () => onChange(null));
  const locked = readOnly || field.readOnly;
  const helperText = helper(fieldState.error?.message, theirs, field);
  if (field.input === 'checkbox') {
    return (
      <FormControl error={fieldState.invalid} sx={{ pt: 0.5 }}>
        <FormControlLabel
          label={field.label}
          control={
            <Checkbox
              inputRef={input.ref}
              name={input.name}
              checked={input.value === true}
              onChange={(e) => input.onChange(e.target.checked)}
              onBlur={input.onBlur}
              disabled={locked}
              size="small"
              slotProps={{ input: { 'aria-describedby': helperText ? `${id}-helper` : undefined } }}
            />
          }
        />
        {helperText && <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText>}
      </FormControl>
    );
  }
  const value = input.value === null || input.value === undefined ? '' : String(input.value);
  const common = {
    id,
    name: input.name,
    label: field.label,
    required: field.required && !locked,
    fullWidth: true,
    size: 'small' as const,
    error: fieldState.invalid,
    helperText,
    onBlur: input.onBlur,
    inputRef: input.ref,
  };
  // A select cannot be read-only in HTML: a locked one shows its value as read-only text.
  if (field.input === 'select' && !locked) {
    const options = value !== '' && !choices.includes(value) ? [value, ...choices] : choices;
    return (
      <TextField
        {...common}
        select
        value={value}
        onChange={(e) => input.onChange(e.target.value === '' ? null : e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{field.required ? 'Choose one' : 'None'}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {field.coded ? codeLabel(field.coded, o) : displayValue(o, field.input)}
          </option>
        ))}
      </TextField>
    );
  }
  const type = locked && field.input === 'date' ? 'text' : (HTML_TYPES[field.input] ?? 'text');
  return (
    <TextField
      {...common}
      type={type}
      value={locked ? displayValue(input.value, field.input) : value}
      onChange={(e) => {
        const next = e.target.value;
        if (field.input === 'number') input.onChange(next === '' ? null : Number(next));
        else input.onChange(next);
      }}
      multiline={field.input === 'textarea'}
      minRows={field.input === 'textarea' ? 3 : undefined}
      slotProps={{
        input: { readOnly: locked, sx: locked ? { bgcolor: 'action.hover' } : undefined },
        ...(field.input === 'date' ? { inputLabel: { shrink: true } } : {}),
      }}
    />
  );
}
