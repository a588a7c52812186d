import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { DOCUMENT_ACCEPT, formatFileSize } from '@collegium/domain/student-files';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { isApiError } from '../../lib/api-client.ts';
import { fieldError } from '../../lib/upload.ts';
import { uploadExtensionEvidence } from './api.ts';

// The extension form's evidence file, bound to react-hook-form like the applicant form fields:
// uploaded as soon as it is chosen, with its error under itself.

interface BaseProps {
  control: Control<FieldValues>;
  name: string;
  label: string;
}

export interface EvidenceValue {
  fileId: number;
  name: string;
  size: number;
}

/** The evidence file: checked for size here, sent at once, and kept in the form (and its draft) by its id. */
export function EvidenceInput({
  control,
  name,
  label,
  maxBytes,
  required,
}: BaseProps & { maxBytes: number; required: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const { field, fieldState } = useController({ name, control });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const value = field.value as EvidenceValue | null;
  const limit = `PDF, JPEG, PNG or Word (DOCX), up to ${formatFileSize(maxBytes)}.`;

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file || busy) return;
    if (file.size > maxBytes) {
      setProblem(`This file is ${formatFileSize(file.size)}: the largest accepted is ${formatFileSize(maxBytes)}.`);
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadExtensionEvidence(file);
      field.onChange({ fileId: uploaded.fileId, name: uploaded.name, size: uploaded.size });
    } catch (error) {
      setProblem(
        fieldError(error, 'file') ?? (isApiError(error) || error instanceof Error ? error.message : String(error)),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const message = problem ?? fieldState.error?.message;

  return (
    <FormControl error={Boolean(message)} required={required} component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend">{label}</FormLabel>
      <Typography variant="body2" color="text.secondary" id={`${id}-limit`} sx={{ mb: 1 }}>
        {limit}
      </Typography>
      <Box role="status" aria-live="polite">
        {busy && <Typography variant="body2">Uploading…</Typography>}
        {value && !busy && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Uploaded: <strong>{value.name}</strong> ({formatFileSize(value.size)})
            </Typography>
            <Button size="small" onClick={() => field.onChange(null)} aria-label={`Remove ${value.name}`}>
              Remove
            </Button>
          </Box>
        )}
      </Box>
      <Box component="label" htmlFor={`${id}-file`} sx={{ typography: 'body2', display: 'block', mb: 0.5 }}>
        {value ? 'Choose a different file' : 'Choose a file'}
      </Box>
      <Box
        component="input"
        id={`${id}-file`}
        ref={(el: HTMLInputElement | null) => {
          input.current = el;
          field.ref(el);
        }}
        type="file"
        name={field.name}
        accept={DOCUMENT_ACCEPT}
        aria-describedby={`${id}-limit${message ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(message)}
        onBlur={field.onBlur}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event.target.files?.[0])}
        sx={{ maxWidth: '100%', font: 'inherit' }}
      />
      {message && <FormHelperText id={`${id}-error`}>{message}</FormHelperText>}
    </FormControl>
  );
}
