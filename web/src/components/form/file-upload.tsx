import { DOCUMENT_ACCEPT, formatFileSize } from '@collegium/domain/student-files';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { fieldError, type UploadProgress } from '../../lib/upload.ts';
import { AppButton } from '../ui/button.tsx';
import { describeAccept, isAccepted } from './accepted-files.ts';
import { DropZone, type UploadedFile, UploadStatus } from './drop-zone.tsx';

// The file upload of every evidence flow, written once (issue 12): the applicant's evidence, a
// diocese's evidence link, a student's support declaration and extension request. A labelled
// native file input (keyboard and screen reader as the browser gives it) in a drop zone that takes
// a dragged file too and states the accepted types and the largest size (issue 19); the size and
// type checked before sending, the progress shown and announced, the file sent (with Remove) and
// the refusal under the input.
// A file is sent as soon as it is chosen, or, with `sendLabel`, when that button is pressed (when
// other fields, such as what the file is, go with it).

export type { UploadedFile };

export interface FileUploadProps {
  /** The file input's label. */
  label: string;
  /** The group's heading, where the upload is a field of a larger form. */
  legend?: string;
  /** What files are accepted, under the heading. */
  hint?: ReactNode;
  required?: boolean;
  accept?: string;
  /** Larger files are refused here, before they are sent (default for documents: the server's DOCUMENT_MAX_MB). */
  maxBytes?: number;
  /** Sends the file, reporting progress if it can; false when it was not sent (another field needs an answer first). */
  send: (file: File, onProgress: UploadProgress) => Promise<boolean | void>;
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
  const { label, legend, hint, required, accept = DOCUMENT_ACCEPT, send, sendLabel, children } = props;
  const { current, onRemove, error, inputRef, onBlur, name, busyLabel = 'Uploading…' } = props;
  const maxBytes = props.maxBytes ?? (accept === DOCUMENT_ACCEPT ? getConfig().documentMaxBytes : undefined);
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const clearInput = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };
  const upload = async (file: File) => {
    setBusy(true);
    setProgress(null);
    try {
      const sent = await send(file, (done, total) => setProgress(total > 0 ? Math.round((100 * done) / total) : null));
      if (sent === false) return;
      clearInput();
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
    if (!isAccepted(file, accept)) {
      setProblem(`${file.name} is not a file of the accepted kinds: ${describeAccept(accept)}.`);
      clearInput();
      return;
    }
    if (maxBytes !== undefined && file.size > maxBytes) {
      setProblem(`This file is ${formatFileSize(file.size)}: the largest accepted is ${formatFileSize(maxBytes)}.`);
      clearInput();
      return;
    }
    if (!sendLabel) void upload(file);
  };
  const message = problem ?? error;
  const kinds = describeAccept(accept);
  const rules = [kinds, maxBytes === undefined ? '' : `up to ${formatFileSize(maxBytes)}`].filter(Boolean).join(', ');
  const describedBy = [hint ? `${id}-hint` : null, rules ? `${id}-rules` : null, message ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <FormControl error={Boolean(message)} required={required} component="fieldset" sx={{ minWidth: 0, width: '100%' }}>
      {legend && <FormLabel component="legend">{legend}</FormLabel>}
      {hint && (
        <Typography variant="body2" id={`${id}-hint`} sx={{ color: 'text.secondary', mb: 1 }}>
          {hint}
        </Typography>
      )}
      <UploadStatus
        busy={busy}
        busyLabel={busyLabel}
        progress={progress}
        current={current ?? null}
        onRemove={onRemove}
      />
      {children && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>{children}</Box>}
      <DropZone
        inputId={`${id}-file`}
        label={label}
        rules={rules ? { id: `${id}-rules`, text: `Accepted: ${rules}.` } : null}
        disabled={busy}
        invalid={Boolean(message)}
        onDropFile={(file) => choose(file)}
        input={
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
          />
        }
      />
      {sendLabel && chosen && !busy && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Chosen: <strong>{chosen.name}</strong> ({formatFileSize(chosen.size)})
          </Typography>
          <Button size="small" color="error" onClick={clearInput} aria-label={`Remove ${chosen.name}`}>
            Remove
          </Button>
        </Box>
      )}
      {sendLabel && (
        <Box sx={{ mt: 1.5 }}>
          <AppButton color="primary" onClick={() => chosen && void upload(chosen)} disabled={!chosen || busy}>
            {busy ? busyLabel : sendLabel}
          </AppButton>
        </Box>
      )}
      {message && <FormHelperText id={`${id}-error`}>{message}</FormHelperText>}
    </FormControl>
  );
}
