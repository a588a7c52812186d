import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';
import type { ReactNode } from 'react';

// Issue 19: a text field in the GOV.UK Design System's shape, the label above the field (never
// only inside it, where a long label is cut off on a phone), the hint under the label, the error
// message under the hint, then the field. Built from MUI's form parts rather than TextField, which
// carries the select menu and its popover: the sign-in page uses it within its JavaScript budget.

export interface LabelledInputProps extends Pick<
  OutlinedInputProps,
  'type' | 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'autoComplete' | 'multiline' | 'minRows'
> {
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown when the value is wrong; none when it is right. */
  error?: string | undefined;
  required?: boolean;
  /** The id of the input (for links from an error summary); generated when not given. */
  id?: string;
  htmlInput?: OutlinedInputProps['inputProps'];
}

/** The label above a field: as strong as the text, not greyed, and unchanged by focus. */
export const FIELD_LABEL_SX = {
  color: 'text.primary',
  fontWeight: 500,
  mb: 0.5,
  '&.Mui-focused': { color: 'text.primary' },
} as const;
/** A hint or error line between the label and the field. */
export const HINT_SX = { mx: 0, mt: 0, mb: 0.75 } as const;

export function LabelledInput({ label, hint, error, required = false, id, htmlInput, ...input }: LabelledInputProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId]
    .filter((x) => x !== null)
    .join(' ');
  return (
    <FormControl fullWidth required={required} error={error !== undefined}>
      <FormLabel htmlFor={inputId} sx={FIELD_LABEL_SX}>
        {label}
      </FormLabel>
      {hint !== undefined && (
        <FormHelperText id={hintId} error={false} sx={HINT_SX}>
          {hint}
        </FormHelperText>
      )}
      {error !== undefined && (
        <FormHelperText id={errorId} sx={{ ...HINT_SX, fontWeight: 500 }}>
          {error}
        </FormHelperText>
      )}
      <OutlinedInput
        id={inputId}
        fullWidth
        {...input}
        inputProps={{ ...htmlInput, ...(describedBy ? { 'aria-describedby': describedBy } : {}) }}
      />
    </FormControl>
  );
}
