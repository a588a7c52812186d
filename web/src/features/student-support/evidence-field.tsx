import { DOCUMENT_ACCEPT } from '@collegium/domain/student-files';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { fieldError, postForm } from '../../lib/upload.ts';

// The optional evidence of a declaration (a diagnostic report, a letter from a GP...): uploaded as
// soon as it is chosen (the server checks it is a PDF, JPEG, PNG or DOCX by its content), and the
// answer's id kept in the form's `evidenceFileId` until the declaration is sent.

interface Props {
  control: Control<FieldValues>;
  /** The name of the file already sent with the declaration, if any. */
  savedName: string | null;
}

export function EvidenceField({ control, savedName }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({ name: 'evidenceFileId', control });
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const sent = await postForm<{ fileId: number; name: string }>('forms/student/support-evidence', form);
      field.onChange(sent.fileId);
      setName(sent.name);
    } catch (e) {
      setError(fieldError(e, 'file') ?? (e instanceof Error ? e.message : String(e)));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const shown = field.value === null || field.value === undefined ? null : (name ?? savedName ?? 'Your uploaded file');
  const message = error ?? fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)} component="fieldset">
      <FormLabel component="legend">Evidence (optional)</FormLabel>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        A diagnostic report, a letter from your GP or consultant, or your Disabled Students’ Allowance (DSA) needs
        assessment. PDF, JPEG, PNG or Word.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={DOCUMENT_ACCEPT}
          hidden
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button variant="outlined" component="label" htmlFor={id} disabled={busy} ref={field.ref}>
          {busy ? 'Uploading…' : shown ? 'Choose another file' : 'Choose a file'}
        </Button>
        {shown && (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {shown}
            </Typography>
            <Button onClick={() => field.onChange(null)} disabled={busy}>
              Remove
            </Button>
          </>
        )}
      </Box>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
