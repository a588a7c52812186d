import { DOCUMENT_ACCEPT, formatFileSize } from '@collegium/domain/student-files';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { fieldError } from '../../lib/upload.ts';
import { AppButton } from '../ui/button.tsx';

// The file upload of every evidence flow, written once (issue 12): the applicant's evidence, a
// diocese's evidence link, a student's support declaration and extension request. A labelled
// native file input (keyboard and screen reader as the browser gives it), the size checked before
// sending, "Uploading…" announced, the file sent (with Remove) and the refusal under the input.
// A file is sent as soon as it is chosen, or, with `sendLabel`, when that button is pressed (when
// other fields, such as what the file is, go with it).

export interface UploadedFile {
  name: string;
  size?: number;
}

export interface FileUploadProps {
  /** The file input's label. */
  label: string;
  /** The group's heading, where the upload is a field of a larger form. */
  legend?: string;
  /** What files are accepted, under the heading. */
  hint?: ReactNode;
  required?: boolean;
  accept?: string;
  /** Larger files are refused here, before they are sent. */
  maxBytes?: number;
  /** Sends the file; false when it was not sent (another field needs an answer first). */
  send: (file: File) => Promise<boolean | void>;
  /** The button that sends the chosen file; without it a file is sent as soon as it is chosen. */
  sendLabel?: string;
  busyLabel?: string;
  /** Fields sent with the file, shown before the input. */
  children?: ReactNode;
  /** The file the form holds already. */
  current?: UploadedFile | null;
  onRemove?: () => void;
  /** A message from the form (its validation, the server's answer to the whole form). */
  error?: string | undefined;
  /** For a form library: the input element and its blur. */
  inputRef?: (el: HTMLInputElement | null) => void;
  onBlur?: () => void;
  name?: string;
}

/** What a refused upload says under the input: the `file` detail, else the whole message unless it names other fields. */
function uploadProblem(error: unknown): string | null {
  const forFile = fieldError(error, 'file');
  if (forFile) return forFile;
  if (error instanceof ApiError && Array.isArray(error.body?.details) && error.body.details.length > 0) return null;
  return error instanceof Error ? error.message : String(error);
}

export function FileUpload(props: FileUploadProps) {
  const { label, legend, hint, required, accept = DOCUMENT_ACCEPT, maxBytes, send, sendLabel, children } = props;
  const { current, onRemove, error, inputRef, onBlur, name, busyLabel = 'Uploading…' } = props;
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      if ((await send(file)) === false) return;
      setChosen(null);
      if (input.current) input.current.value = '';
    } catch (e) {
      setProblem(uploadProblem(e));
    } finally {
      setBusy(false);
    }
  };
  const choose = (file: File | undefined) => {
    setProblem(null);
    setChosen(file ?? null);
    if (!file || busy) return;
    if (maxBytes !== undefined && file.size > maxBytes) {
      setProblem(`This file is ${formatFileSize(file.size)}: the largest accepted is ${formatFileSize(maxBytes)}.`);
      setChosen(null);
      if (input.current) input.current.value = '';
      return;
    }
    if (!sendLabel) void upload(file);
  };
  const message = problem ?? error;
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <FormControl error={Boolean(message)} required={required} component="fieldset" sx={{ minWidth: 0 }}>
      {legend && <FormLabel component="legend">{legend}</FormLabel>}
      {hint && (
        <Typography variant="body2" id={`${id}-hint`} sx={{ color: 'text.secondary', mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Box role="status" aria-live="polite">
        {busy && <Typography variant="body2">{busyLabel}</Typography>}
        {current && !busy && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Uploaded: <strong>{current.name}</strong>
              {current.size !== undefined && ` (${formatFileSize(current.size)})`}
            </Typography>
            {onRemove && (
              <Button size="small" onClick={onRemove} aria-label={`Remove ${current.name}`}>
                Remove
              </Button>
            )}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        {children}
        <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
          <Box component="label" htmlFor={`${id}-file`} sx={{ typography: 'body2', display: 'block', mb: 0.5 }}>
            {label}
          </Box>
          <Box
            component="input"
            id={`${id}-file`}
            ref={(el: HTMLInputElement | null) => {
              input.current = el;
              inputRef?.(el);
            }}
            type="file"
            name={name}
            accept={accept}
            aria-describedby={describedBy || undefined}
            aria-invalid={Boolean(message)}
            onBlur={onBlur}
            onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0])}
            sx={{ maxWidth: '100%', font: 'inherit' }}
          />
        </Box>
        {sendLabel && (
          <AppButton color="primary" onClick={() => chosen && void upload(chosen)} disabled={!chosen || busy}>
            {busy ? busyLabel : sendLabel}
          </AppButton>
        )}
      </Box>
      {message && <FormHelperText id={`${id}-error`}>{message}</FormHelperText>}
    </FormControl>
  );
}
