import Typography from '@mui/material/Typography';
import { PublicCard } from '../../../components/layout/public-card.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';

/** Any unknown path (spec 2.1): error code 404 and a title saying not found. */
export function NotFoundPage() {
  return (
    <PublicCard>
      <Typography component="p" variant="h2" sx={{ fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography component="h1" variant="h5" sx={{ mt: 1, mb: 1 }}>
        Page not found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        There is no page at this address. It may have moved, or the link may be mistyped.
      </Typography>
      <LinkButton to="/" color="primary">
        Go to the dashboard
      </LinkButton>
    </PublicCard>
  );
}
