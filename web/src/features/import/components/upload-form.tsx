import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMPORT_KIND_LABELS, IMPORT_KINDS, IMPORT_MATCH_RULES, type ImportKind } from '@collegium/domain/data-import';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldError } from '../../../lib/upload.ts';
import { useUploadImport } from '../api/imports.ts';

// The import's first step: choose what to import and upload the file (CSV or XLSX).

export function UploadForm({ onUploaded }: { onUploaded: (id: number) => void }) {
  const [kind, setKind] = useState<ImportKind>('contacts');
  const [source, setSource] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImport();
  const error = upload.error;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-labelledby="import-upload-title">
      <Typography id="import-upload-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Upload a file
      </Typography>
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          if (file) upload.mutate({ kind, source, file }, { onSuccess: (run) => onUploaded(run.id) });
        }}
      >
        <TextField
          select
          label="The file holds"
          value={kind}
          onChange={(e) => setKind(e.target.value as ImportKind)}
          sx={{ minWidth: 240 }}
          size="small"
          helperText={`Matched by ${IMPORT_MATCH_RULES[kind]}.`}
        >
          {IMPORT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {IMPORT_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Source system"
          value={source}
          onChange={(e) => setSource(e.target.value)}
          size="small"
          required
          error={Boolean(fieldError(error, 'source'))}
          helperText={fieldError(error, 'source') ?? 'The mapping is remembered for this source.'}
        />
        <Box>
          <Button variant="outlined" component="label">
            {file ? file.name : 'Choose CSV or Excel file'}
            <input
              hidden
              type="file"
              accept=".csv,.xlsx,text/csv"
              aria-label="File to import"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          {fieldError(error, 'file') && (
            <Typography variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
              {fieldError(error, 'file')}
            </Typography>
          )}
        </Box>
        <Button type="submit" variant="contained" disabled={!file || upload.isPending}>
          Upload
        </Button>
      </Box>
      {error && isApiError(error) && !error.body?.details && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      )}
    </Paper>
  );
}
