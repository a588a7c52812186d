import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PublicCard } from '../../../components/layout/public-card.tsx';
import { AppButton } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useConfirmation, useConfirmRegistration } from '../api/confirm-registration.ts';

// /pages/confirm/:token: the link from the confirmation e-mail. A button (not the visit itself)
// confirms, so a mail scanner that opens links does not spend it; then the applicant is signed
// in and taken to their application.

function problem(error: unknown): string {
  if (isApiError(error) && error.status === 410) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export function ConfirmPage() {
  const token = useParams().token ?? '';
  const info = useConfirmation(token);
  const confirm = useConfirmRegistration(token);
  const navigate = useNavigate();

  const go = async () => {
    try {
      if (await confirm.mutateAsync()) void navigate('/application', { replace: true });
    } catch {
      // Shown below.
    }
  };

  let body;
  if (info.isPending) {
    body = <CircularProgress aria-label="Checking the link" />;
  } else if (info.isError || confirm.isError) {
    body = (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem(info.error ?? confirm.error)}
        </Alert>
        <Typography>
          <Link underline="always" component={RouterLink} to="/pages/register">
            Register again
          </Link>{' '}
          or{' '}
          <Link underline="always" component={RouterLink} to="/pages/login">
            sign in
          </Link>
          .
        </Typography>
      </>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          Confirm <strong>{info.data.email}</strong> as the e-mail address of <strong>{info.data.name}</strong>, and
          start your application.
        </Typography>
        <AppButton color="primary" onClick={() => void go()} disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirming…' : 'Confirm and start my application'}
        </AppButton>
      </>
    );
  }

  return (
    <PublicCard>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Confirm your e-mail address
      </Typography>
      {body}
    </PublicCard>
  );
}
