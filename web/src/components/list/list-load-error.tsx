import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list that could not be loaded: the server's sentence, and a button that asks again. */
export function ListLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
