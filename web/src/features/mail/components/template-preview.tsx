import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../lib/api-client.ts';
import type { RenderedPreview } from '@collegium/domain/email-templates';
import { MessageFrame } from './message-frame.tsx';

/** The message as it would be sent with the sample values, rendered by the server. */
export function TemplatePreview({
  preview,
  error,
  loading,
}: {
  preview: RenderedPreview | undefined;
  error: unknown;
  loading: boolean;
}) {
  // Placeholder problems are shown under their fields; here only that the preview is behind.
  const problem = !error
    ? null
    : isApiError(error) && error.status === 422
      ? 'The preview shows the last version without problems. Correct the fields marked in red to update it.'
      : 'The preview could not be made. Please try again.';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="template-preview-title" sx={{ p: 2 }}>
      <Typography id="template-preview-title" component="h2" variant="h6" gutterBottom>
        Preview with sample values
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label="Updating the preview" />}</Box>
      {problem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {preview ? (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Subject
          </Typography>
          <Typography data-testid="preview-subject" sx={{ fontWeight: 600, mb: 2, overflowWrap: 'anywhere' }}>
            {preview.subject}
          </Typography>
          <MessageFrame html={preview.html} label="Preview of the message" />
        </>
      ) : (
        !loading && (
          <Typography sx={{ color: 'text.secondary' }}>Enter a subject and a message to see the preview.</Typography>
        )
      )}
    </Paper>
  );
}
