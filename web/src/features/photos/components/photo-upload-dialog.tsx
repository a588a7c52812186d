import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PHOTO_ACCEPT, PHOTO_TYPES, formatFileSize } from '@collegium/domain/student-files';
import { useEffect, useId, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { fieldError } from '../../../lib/upload.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';

// Choose a JPEG or PNG, see it, send it. The server decides what the file really is and answers
// with a message for the file field, shown under it.

export interface PhotoUploadDialogProps {
  studentId: number;
  name: string;
  open: boolean;
  onClose: () => void;
}

export function PhotoUploadDialog({ studentId, name, open, onClose }: PhotoUploadDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPhoto(studentId);
  const notify = useSnackbarStore((s) => s.notify);
  const inputId = useId();
  const helpId = useId();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const close = () => {
    setFile(null);
    setLocalError(null);
    setProgress(null);
    upload.reset();
    onClose();
  };

  const choose = (chosen: File | null) => {
    upload.reset();
    setLocalError(
      chosen && !(PHOTO_TYPES as readonly string[]).includes(chosen.type) ? 'Choose a JPEG or PNG photo.' : null,
    );
    setFile(chosen);
  };

  const save = () => {
    if (!file) return setLocalError('Choose a photo to upload.');
    setProgress(0);
    upload.mutate(
      { file, onProgress: (sent, total) => setProgress(total > 0 ? (sent / total) * 100 : 0) },
      {
        onSuccess: () => {
          notify(`The photo of ${name} has been saved.`);
          close();
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const serverError = upload.error ? (fieldError(upload.error, 'file') ?? upload.error.message) : null;
  const error = localError ?? serverError;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${inputId}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${inputId}-title`}>Photo of {name}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, pt: 1 }}>
          <Box
            sx={{
              width: 192,
              height: 192,
              borderRadius: 2,
              bgcolor: 'grey.200',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
            }}
          >
            {preview ? (
              <Box
                component="img"
                src={preview}
                alt={`Preview of the new photo of ${name}`}
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, textAlign: 'center' }}>
                No photo chosen yet
              </Typography>
            )}
          </Box>
          <Box sx={{ width: '100%' }}>
            <Typography
              component="label"
              htmlFor={inputId}
              variant="body2"
              sx={{ display: 'block', fontWeight: 500, mb: 0.5 }}
            >
              Photo (JPEG or PNG)
            </Typography>
            <Box
              component="input"
              id={inputId}
              type="file"
              accept={PHOTO_ACCEPT}
              aria-describedby={helpId}
              aria-invalid={error ? true : undefined}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => choose(e.target.files?.[0] ?? null)}
              sx={{ width: '100%' }}
            />
            <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined}>
              {error ??
                (file
                  ? `${file.name}, ${formatFileSize(file.size)}`
                  : 'It is resized to 512 pixels and stored as a JPEG without its metadata.')}
            </FormHelperText>
          </Box>
          {progress !== null && (
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label="Upload progress"
              sx={{ width: '100%' }}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <AppButton variant="text" color="inherit" onClick={close}>
          Cancel
        </AppButton>
        <AppButton color="primary" onClick={save} disabled={upload.isPending || Boolean(localError)}>
          Save photo
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
