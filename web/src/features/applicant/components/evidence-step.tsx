import { EVIDENCE_TYPES } from '@collegium/domain/application-evidence';
import { evidenceStepSchema } from '@collegium/domain/application-wizard';
import { DOCUMENT_ACCEPT, formatFileSize } from '@collegium/domain/student-files';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useId, useRef, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { evidenceFileUrl, useRemoveEvidence, useUploadEvidence } from '../api/evidence.ts';
import { type StepProps, useStepForm } from './use-step-form.ts';

// spec 3, 9: evidence files from the applicant (Exegesis, Finance, BAP stage 2 recommendation,
// Safeguarding). Each file is uploaded as it is chosen; Next just records the step as done.

function fieldMessage(error: unknown, param: string): string | undefined {
  if (!isApiError(error) || !Array.isArray(error.body?.details)) return undefined;
  return error.body.details.find((d) => d.param === param)?.message;
}

export function EvidenceStep({ state, bind, onEnter }: StepProps) {
  useStepForm('evidence', evidenceStepSchema, {}, bind);
  const upload = useUploadEvidence();
  const remove = useRemoveEvidence();
  const [type, setType] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [typeError, setTypeError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const send = async () => {
    setTypeError(type === '' ? 'Choose what this file is.' : undefined);
    if (type === '' || !file) return;
    try {
      await upload.mutateAsync({ type, file });
      setFile(null);
      setType('');
      if (fileInput.current) fileInput.current.value = '';
    } catch {
      // Shown below from upload.error.
    }
  };
  const fileError = fieldMessage(upload.error, 'file');
  const otherError =
    upload.isError && !fieldMessage(upload.error, 'file') && !fieldMessage(upload.error, 'type')
      ? upload.error.message
      : null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onEnter();
      }}
    >
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        Upload anything that supports your application: a sample of your writing (exegesis), evidence of how you will
        fund your studies, your BAP stage 2 recommendation or a safeguarding certificate. PDF, JPEG, PNG or Word files.
        If you have nothing to add yet, choose Next; your diocese may send some of these for you.
      </Typography>

      {state.evidence.length > 0 ? (
        <List aria-label="Your evidence" dense sx={{ mb: 2 }}>
          {state.evidence.map((e) => (
            <ListItem
              key={e.id}
              divider
              secondaryAction={
                e.source === 'Applicant' && (
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${e.fileName}`}
                    onClick={() => remove.mutate(e.id)}
                    disabled={remove.isPending}
                  >
                    <DeleteOutline />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={
                  <Link underline="always" href={evidenceFileUrl(e.id)} download>
                    {e.fileName}
                  </Link>
                }
                secondary={`${e.type} · ${formatFileSize(e.size)}${e.source === 'Diocese' ? ' · from your diocese' : ''}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography sx={{ mb: 2 }}>No evidence uploaded yet.</Typography>
      )}

      {otherError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {otherError}
        </Alert>
      )}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, gap: 2, alignItems: 'start' }}
      >
        <TextField
          select
          label="What the file is"
          value={type}
          onChange={(event) => setType(event.target.value)}
          error={Boolean(typeError ?? fieldMessage(upload.error, 'type'))}
          helperText={typeError ?? fieldMessage(upload.error, 'type')}
        >
          {EVIDENCE_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography component="label" htmlFor={`${id}-file`} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
            File
          </Typography>
          <input
            id={`${id}-file`}
            ref={fileInput}
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {fileError && (
            <Typography
              id={`${id}-file-error`}
              variant="caption"
              sx={{ display: 'block', color: 'error.main', mt: 0.5 }}
            >
              {fileError}
            </Typography>
          )}
        </Box>
        <AppButton color="primary" onClick={() => void send()} disabled={!file || upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </AppButton>
      </Box>
    </Box>
  );
}
