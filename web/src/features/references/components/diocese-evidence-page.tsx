import { formatDate } from '@collegium/domain/date-format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PublicCard } from '../../../components/layout/public-card.tsx';
import { EvidenceTypeField } from '../../../components/form/evidence-type-field.tsx';
import { FileUpload } from '../../../components/form/file-upload.tsx';
import { getConfig } from '../../../lib/config.ts';
import { fieldError } from '../../../lib/upload.ts';
import { useDioceseLink, useSendDioceseEvidence } from '../api/diocese-evidence.ts';

// /pages/diocese-evidence/:token (issue 6, spec 3, 9): a diocese sends evidence for an
// applicant's application (source Diocese) without an account; the link works until it expires.

export function DioceseEvidencePage() {
  const token = useParams().token ?? '';
  const page = useDioceseLink(token);
  const send = useSendDioceseEvidence(token);
  const [type, setType] = useState('');
  const [typeError, setTypeError] = useState<string | undefined>();
  const dateFormat = getConfig().dateFormat;

  const upload = async (file: File) => {
    setTypeError(type === '' ? 'Choose what this file is.' : undefined);
    if (type === '') return false;
    await send.mutateAsync({ type, file });
    setType('');
  };

  let body;
  if (page.isPending) body = <CircularProgress aria-label="Checking the link" />;
  else if (page.isError) body = <Alert severity="info">{page.error.message}</Alert>;
  else {
    const serverTypeError = fieldError(send.error, 'type');
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
        <FileUpload label="File (PDF, JPEG, PNG or Word)" sendLabel="Send the file" busyLabel="Sending…" send={upload}>
          <EvidenceTypeField
            value={type}
            choices={page.data.evidenceTypes}
            onChange={setType}
            error={typeError ?? serverTypeError}
          />
        </FileUpload>
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
