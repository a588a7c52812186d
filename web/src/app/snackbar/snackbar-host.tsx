import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';

// spec 3: the snackbar; a permanent one stays until closed, others go after a few seconds.
export const SNACKBAR_DURATION_MS = 6000;

export function SnackbarHost() {
  const current = useSnackbarStore((s) => s.current);
  const close = useSnackbarStore((s) => s.close);
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere must not sweep away an error the user has not read.
    if (reason !== 'clickaway') close();
  };
  return (
    <Snackbar
      key={current?.id}
      open={current !== null}
      autoHideDuration={current?.permanent ? null : SNACKBAR_DURATION_MS}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {current ? (
        <Alert
          severity={current.type}
          variant="standard"
          onClose={close}
          closeText="Close"
          elevation={6}
          sx={{ width: '100%', maxWidth: 640, whiteSpace: 'pre-line' }}
        >
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
