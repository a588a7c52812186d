import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-client.ts';

// What a record page shows when its record cannot be read: a 404 page of its own for a record
// out of the reader's reach (scoped pages answer 404, never 403, so ids cannot be probed), or a
// plain error otherwise; each with the way back.

export interface RecordLoadErrorProps {
  error: unknown;
  /** The heading of the 404, e.g. 'Student not found'. */
  missingTitle: string;
  /** Why it may be missing, e.g. 'There is no student with this number among your tutees.' */
  missingText: string;
  /** The alert for any other failure. */
  failedText: string;
  back: ReactNode;
}

/** True when the error is the server's 404. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function RecordLoadError({ error, missingTitle, missingText, failedText, back }: RecordLoadErrorProps) {
  return (
    <Box sx={{ py: 4, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      {isNotFound(error) ? (
        <>
          <Typography component="p" variant="h2" sx={{ fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
            404
          </Typography>
          <Typography component="h1" variant="h5">
            {missingTitle}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{missingText}</Typography>
        </>
      ) : (
        <Alert severity="error">{failedText}</Alert>
      )}
      {back}
    </Box>
  );
}
