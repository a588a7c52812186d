import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_ACCEPT, DOCUMENT_CATEGORIES, formatFileSize } from '@collegium/domain/student-files';
import { useId, useRef, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { fieldError } from '../../../lib/upload.ts';
import { useUploadDocument } from './api/student-documents.ts';

// Add a document: a title, a category and the file (PDF, JPEG, PNG or DOCX). The server checks
// the file by its content and answers per field; its messages show under the fields.

export function UploadDocumentForm({ studentId }: { studentId: number }) {
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(studentId);
  const notify = useSnackbarStore((s) => s.notify);
  const fileId = useId();
  const fileHelpId = useId();

  const errorOf = (param: string) => missing[param] ?? fieldError(upload.error, param);
  const generalError =
    upload.error && !['title', 'category', 'file'].some((p) => fieldError(upload.error, p))
      ? upload.error.message
      : null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const needed: Record<string, string> = {};
    if (!title.trim()) needed.title = 'Enter a title.';
    if (!category) needed.category = 'Choose a category.';
    if (!file) needed.file = 'Choose a file to upload.';
    setMissing(needed);
    upload.reset();
    if (!file || Object.keys(needed).length > 0) return;
    setProgress(0);
    upload.mutate(
      {
        title: title.trim(),
        category,
        file,
        onProgress: (sent, total) => setProgress(total > 0 ? (sent / total) * 100 : 0),
      },
      {
        onSuccess: (doc) => {
          notify(`“${doc.title}” has been added.`);
          setTitle('');
          setCategory('');
          setFile(null);
          if (inputRef.current) inputRef.current.value = '';
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const fileError = errorOf('file');
  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      noValidate
      sx={{ p: 2, mb: 2 }}
      aria-label="Add a document"
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        Add a document
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          label="Title"
          size="small"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={Boolean(errorOf('title'))}
          helperText={errorOf('title') ?? ' '}
          sx={{ flex: { xs: '1 1 100%', sm: '2 1 240px' } }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Category"
          size="small"
          required
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          error={Boolean(errorOf('category'))}
          helperText={errorOf('category') ?? ' '}
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 180px' } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          select
        >
          <option value="">Choose…</option>
          {DOCUMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </TextField>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '2 1 260px' } }}>
          <Typography component="label" htmlFor={fileId} variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
            File (PDF, JPEG, PNG or Word) *
          </Typography>
          <Box
            component="input"
            ref={inputRef}
            id={fileId}
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-describedby={fileHelpId}
            aria-invalid={fileError ? true : undefined}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => setFile(e.target.files?.[0] ?? null)}
            sx={{ width: '100%', mt: 0.5 }}
          />
          <FormHelperText id={fileHelpId} error={Boolean(fileError)}>
            {fileError ?? (file ? `${file.name}, ${formatFileSize(file.size)}` : ' ')}
          </FormHelperText>
        </Box>
      </Box>
      {generalError && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mb: 1 }}>
          {generalError}
        </Typography>
      )}
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" sx={{ mb: 1 }} />
      )}
      <AppButton type="submit" color="primary" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload document'}
      </AppButton>
    </Paper>
  );
}
