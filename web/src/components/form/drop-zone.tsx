import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@collegium/domain/student-files';
import { type DragEvent, type ReactElement, useState } from 'react';

// The parts of the shared upload (issue 19): a drop zone (a dashed area that takes a dragged file,
// with the file input's label drawn as a button and the accepted kinds and size stated under it),
// and the live status above it (progress while sending, then the file with Remove).

export interface UploadedFile {
  name: string;
  size?: number;
}

interface DropZoneProps {
  inputId: string;
  label: string;
  /** The accepted kinds and size, read with the input (aria-describedby). */
  rules: { id: string; text: string } | null;
  disabled: boolean;
  invalid: boolean;
  onDropFile: (file: File) => void;
  /** The native file input, hidden from sight but focusable; its label is the visible button. */
  input: ReactElement;
}

export function DropZone({ inputId, label, rules, disabled, invalid, onDropFile, input }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onDropFile(file);
  };
  return (
    <Box
      data-testid="drop-zone"
      data-dragging={over ? 'true' : 'false'}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={(theme) => ({
        border: `2px dashed ${invalid ? theme.palette.error.main : over ? theme.palette.primary.main : theme.palette.divider}`,
        borderRadius: 2,
        position: 'relative',
        bgcolor: over ? 'action.hover' : 'transparent',
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        // The input stays in the page (focusable, and its label opens it) but is not seen: its label is.
        '& input[type=file]': { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
        '& input[type=file]:focus-visible + label': {
          outline: `3px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      <UploadFileOutlined aria-hidden="true" sx={{ fontSize: 36, color: 'text.secondary' }} />
      {input}
      <Box
        component="label"
        htmlFor={inputId}
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 40,
          px: 2.5,
          borderRadius: 999,
          border: `1px solid ${theme.palette.primary.main}`,
          color: theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.light,
          fontWeight: 500,
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          maxWidth: '100%',
          overflowWrap: 'anywhere',
          '&:hover': { bgcolor: disabled ? 'transparent' : 'action.hover' },
        })}
      >
        {label}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        or drag and drop a file here
      </Typography>
      {rules && (
        <Typography id={rules.id} variant="body2" sx={{ color: 'text.secondary' }}>
          {rules.text}
        </Typography>
      )}
    </Box>
  );
}

/** A thin bar, filled to the per cent sent (a striped full bar while the browser cannot tell). */
function ProgressBar({ percent }: { percent: number | null }) {
  return (
    <Box
      role="progressbar"
      aria-label="Upload progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.selected', overflow: 'hidden' }}
    >
      <Box
        sx={(theme) => ({
          height: '100%',
          width: `${percent ?? 100}%`,
          bgcolor: 'primary.main',
          transition: 'width 200ms linear',
          ...(percent === null && {
            backgroundImage: `repeating-linear-gradient(45deg, transparent 0 8px, ${theme.palette.primary.light} 8px 16px)`,
          }),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        })}
      />
    </Box>
  );
}

interface UploadStatusProps {
  busy: boolean;
  busyLabel: string;
  /** Per cent sent, when the browser can tell. */
  progress: number | null;
  current: UploadedFile | null;
  onRemove: (() => void) | undefined;
}

/** Announced as it changes: the progress while a file is sent, then the file the form holds. */
export function UploadStatus({ busy, busyLabel, progress, current, onRemove }: UploadStatusProps) {
  return (
    <Box role="status" aria-live="polite">
      {busy && (
        <Box sx={{ mb: 1.5 }}>
          <Typography variant="body2">
            {busyLabel}
            {progress !== null && ` ${progress}%`}
          </Typography>
          <ProgressBar percent={progress} />
        </Box>
      )}
      {current && !busy && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            mb: 1.5,
            p: 1,
            pl: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
            Uploaded: <strong>{current.name}</strong>
            {current.size !== undefined && ` (${formatFileSize(current.size)})`}
          </Typography>
          {onRemove && (
            <Button size="small" color="error" onClick={onRemove} aria-label={`Remove ${current.name}`}>
              Remove
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
