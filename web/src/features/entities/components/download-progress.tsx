import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatBytes } from '../../../hooks/use-download.ts';
import type { DownloadState } from '../../../hooks/use-download.ts';

/** How far a download has got: a bar that fills when the size is known, else a moving one. */
export function DownloadProgress({ received, total }: Pick<DownloadState, 'received' | 'total'>) {
  const labelId = useId();
  const known = total !== null && total > 0;
  const text = known
    ? `Received ${formatBytes(received)} of ${formatBytes(total)}`
    : `Received ${formatBytes(received)}`;
  return (
    <Box sx={{ mt: 2 }}>
      <LinearProgress
        aria-labelledby={labelId}
        {...(known
          ? { variant: 'determinate', value: Math.min(100, (received / total) * 100) }
          : { variant: 'indeterminate' })}
      />
      <Typography id={labelId} variant="body2" role="status" sx={{ mt: 0.5, color: 'text.secondary' }}>
        {text}
      </Typography>
    </Box>
  );
}
