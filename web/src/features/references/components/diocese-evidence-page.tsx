import { EVIDENCE_TYPES } from '@collegium/domain/application-evidence';
import { formatDate } from '@collegium/domain/date-format';
import { DOCUMENT_ACCEPT } from '@collegium/domain/student-files';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { PublicCard } from '../../../components/layout/public-card.tsx';
import { AppButton } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import { useDioceseLink, useSendDioceseEvidence } from '../api/diocese-evidence.ts';

// /pages/diocese-evidence/:token (issue 6, spec 3, 9): a diocese sends evidence for an
// applicant's application (source Diocese) without an account; the link works until it expires.

function fieldMessage(error: unknown, param: string): string | undefined {
  if (!isApiError(error) || !Array.isArray(error.body?.details)) return undefined;
  return error.body.details.find((d) => d.param === param)?.message;
}

export function DioceseEvidencePage() {
  const token = useParams().token ?? '';
  const page = useDioceseLink(token);
  const send = useSendDioceseEvidence(token);
  const [type, setType] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [typeError, setTypeError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const dateFormat = getConfig().dateFormat;

  const upload = async () => {
    setTypeError(type === '' ? 'Choose what this file is.' : undefined);
    if (type === '' || !file) return;
    try {
      await send.mutateAsync({ type, file });
      setType('');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch {
      // Shown below.
    }
  };

  let body;
  if (page.isPending) body = <CircularProgress aria-label="Checking the link" />;
  else if (page.isError) body = <Alert severity="info">{page.error.message}</Alert>;
  else {
    const fileError = fieldMessage(send.error, 'file');
    const other = send.isError && !fileError && !fieldMessage(send.error, 'type') ? send.error.message : null;
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography>
          Evidence for the application of <strong>{page.data.applicantName}</strong> to study{' '}
          <strong>{page.data.courseTitle}</strong>
          {page.data.dioceseName ? `, sent by the ${page.data.dioceseName}` : ''}. This link works until{' '}
          {formatDate(page.data.expiresAt, dateFormat)}.
        </Typography>
        {page.data.evidence.length > 0 ? (
          <Box component="ul" aria-label="Sent so far" sx={{ m: 0, pl: 3 }}>
            {page.data.evidence.map((e) => (
              <li key={`${e.createdAt}-${e.fileName}`}>
                {e.type}: {e.fileName} ({formatDate(e.createdAt, dateFormat)})
              </li>
            ))}
          </Box>
        ) : (
          <Typography>Nothing sent yet.</Typography>
        )}
        {send.isSuccess && <Alert severity="success">Thank you: the file has been added to the application.</Alert>}
        {other && <Alert severity="error">{other}</Alert>}
        <TextField
          select
          label="What the file is"
          value={type}
          onChange={(event) => setType(event.target.value)}
          error={Boolean(typeError ?? fieldMessage(send.error, 'type'))}
          helperText={typeError ?? fieldMessage(send.error, 'type')}
        >
          {EVIDENCE_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography component="label" htmlFor={`${id}-file`} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
            File (PDF, JPEG, PNG or Word)
          </Typography>
          <input
            id={`${id}-file`}
            ref={input}
            type="file"
            accept={DOCUMENT_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {fileError && (
            <Typography variant="caption" sx={{ display: 'block', color: 'error.main', mt: 0.5 }}>
              {fileError}
            </Typography>
          )}
        </Box>
        <AppButton color="primary" onClick={() => void upload()} disabled={!file || send.isPending}>
          {send.isPending ? 'Sending…' : 'Send the file'}
        </AppButton>
      </Box>
    );
  }
  return (
    <PublicCard width={600}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Send evidence for an application
      </Typography>
      {body}
    </PublicCard>
  );
}
