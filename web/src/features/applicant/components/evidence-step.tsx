import { evidenceStepSchema } from '@collegium/domain/application-wizard';
import { formatFileSize } from '@collegium/domain/student-files';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { EvidenceTypeField } from '../../../components/form/evidence-type-field.tsx';
import { FileUpload } from '../../../components/form/file-upload.tsx';
import { useLookupChoices } from '../../../lib/lookups.ts';
import { fieldError, type UploadProgress } from '../../../lib/upload.ts';
import { evidenceFileUrl, useRemoveEvidence, useUploadEvidence } from '../api/evidence.ts';
import { type StepProps, useStepForm } from './use-step-form.ts';

// spec 3, 9: evidence files from the applicant (Exegesis, Finance, BAP stage 2 recommendation,
// Safeguarding). Each file is uploaded as it is chosen; Next just records the step as done.

export function EvidenceStep({ state, bind, onEnter }: StepProps) {
  useStepForm('evidence', evidenceStepSchema, {}, bind);
  const upload = useUploadEvidence();
  const remove = useRemoveEvidence();
  const [type, setType] = useState('');
  const evidenceTypes = useLookupChoices('evidence-types').data?.values ?? [];
  const [typeError, setTypeError] = useState<string | undefined>();

  const send = async (file: File, onProgress: UploadProgress) => {
    setTypeError(type === '' ? 'Choose what this file is.' : undefined);
    if (type === '') return false;
    await upload.mutateAsync({ type, file, onProgress });
    setType('');
  };
  const serverTypeError = fieldError(upload.error, 'type');

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

      <FileUpload label="Choose a file" sendLabel="Upload" send={send}>
        <EvidenceTypeField
          value={type}
          choices={evidenceTypes}
          onChange={setType}
          error={typeError ?? serverTypeError}
        />
      </FileUpload>
    </Box>
  );
}
