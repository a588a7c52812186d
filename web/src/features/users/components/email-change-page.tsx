import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PublicCard } from '../../../components/layout/public-card.tsx';
import { AppButton } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useConfirmEmailChange, useEmailChange } from '../api/email-change.ts';

// /pages/email/:token: the link mailed to a new sign-in address. A button (not the visit) makes
// the change, so a mail scanner that opens links does not spend it.

function problem(error: unknown): string {
  if (isApiError(error) && error.status === 410) return error.message;
  return error instanceof Error ? error.message : String(error);
}

const SIGN_IN = (
  <Typography>
    <Link underline="always" component={RouterLink} to="/pages/login">
      Go to sign in
    </Link>
  </Typography>
);

export function EmailChangePage() {
  const token = useParams().token ?? '';
  const info = useEmailChange(token);
  const confirm = useConfirmEmailChange(token);

  let body;
  if (info.isPending) {
    body = <CircularProgress aria-label="Checking the link" />;
  } else if (info.isError || confirm.isError) {
    body = (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem(info.error ?? confirm.error)}
        </Alert>
        {SIGN_IN}
      </>
    );
  } else if (confirm.isSuccess) {
    body = (
      <>
        <Alert severity="success" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          Your sign-in address is now {confirm.data.email}. You have been signed out everywhere; sign in with the new
          address.
        </Alert>
        {SIGN_IN}
      </>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          <strong>{info.data.name}</strong> is to sign in with <strong>{info.data.newEmail}</strong> instead of{' '}
          {info.data.email}.
        </Typography>
        <AppButton color="primary" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirming…' : 'Confirm the new address'}
        </AppButton>
      </>
    );
  }

  return (
    <PublicCard>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Confirm your new sign-in address
      </Typography>
      {body}
    </PublicCard>
  );
}
