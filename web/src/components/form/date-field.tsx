import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { dateTextToIso, inputDateFormat, isoToDateText, maskDateText } from '@collegium/domain/date-input';
import { type ChangeEvent, type InputHTMLAttributes, useState } from 'react';
import { getConfig } from '../../lib/config.ts';

// spec 9: every date is typed as it is shown (DD/MM/YYYY, the configured format) whatever the
// browser's locale; the native date input would show mm/dd/yyyy in an en-US browser. The field
// masks what is typed and gives the form the ISO date (YYYY-MM-DD) the API takes, '' when empty,
// or the text as typed while it is not yet a real date (so the form's own check refuses it).

export interface DateText {
  text: string;
  format: string;
  /** True when something is typed that is not a complete, real date. */
  invalid: boolean;
  onTextChange: (typed: string) => void;
}

/** The typed text of a date bound to an ISO value: the masking, shared by the field and grid cells. */
export function useDateText(value: string | null | undefined, onChange: (value: string) => void): DateText {
  const format = inputDateFormat(getConfig().dateFormat);
  const [text, setText] = useState(() => isoToDateText(value, format));
  const [emitted, setEmitted] = useState(value ?? '');
  // A value set from outside (a reset, a record loaded) replaces what is typed.
  if ((value ?? '') !== emitted) {
    setEmitted(value ?? '');
    setText(isoToDateText(value, format) || (value ?? ''));
  }
  const onTextChange = (typed: string) => {
    const masked = maskDateText(typed, format);
    const next = masked === '' ? '' : (dateTextToIso(masked, format) ?? masked);
    setText(masked);
    setEmitted(next);
    if (next !== (value ?? '')) onChange(next);
  };
  return { text, format, invalid: text !== '' && dateTextToIso(text, format) === null, onTextChange };
}

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'defaultValue' | 'select'> & {
  /** The date as YYYY-MM-DD, or ''. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** The earliest and latest dates allowed (YYYY-MM-DD), said at the field when one is passed. */
  min?: string;
  max?: string;
};

function outOfRange(iso: string, format: string, min?: string, max?: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  if (min && iso < min) return `Enter a date on or after ${isoToDateText(min, format)}`;
  if (max && iso > max) return `Enter a date on or before ${isoToDateText(max, format)}`;
  return null;
}

/** A text field for one date in the configured format, with the format as its hint. */
export function DateField({
  value,
  onChange,
  helperText,
  error,
  onBlur,
  slotProps,
  label,
  min,
  max,
  ...rest
}: DateFieldProps) {
  const date = useDateText(value, onChange);
  const [left, setLeft] = useState(false);
  const problem = !left
    ? null
    : date.invalid
      ? `Enter a real date as ${date.format}`
      : outOfRange(value ?? '', date.format, min, max);
  const hint = typeof helperText === 'string' && helperText.trim() === '' ? undefined : helperText;
  return (
    <TextField
      {...rest}
      label={label}
      value={date.text}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        setLeft(false);
        date.onTextChange(e.target.value);
      }}
      onBlur={(e) => {
        setLeft(true);
        onBlur?.(e);
      }}
      error={Boolean(error) || problem !== null}
      helperText={error && hint ? hint : (problem ?? hint ?? `As ${date.format}`)}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: {
          inputMode: 'numeric',
          placeholder: date.format,
          maxLength: date.format.length,
          ...(slotProps?.htmlInput as object),
        },
      }}
    />
  );
}

/** A bare date input for a dense grid cell, typed in the same format as the field. */
export function DateCellInput({
  value,
  onChange,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
}) {
  const date = useDateText(value, onChange);
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      placeholder={date.format}
      maxLength={date.format.length}
      aria-invalid={date.invalid || undefined}
      value={date.text}
      onChange={(e) => date.onTextChange(e.target.value)}
    />
  );
}
