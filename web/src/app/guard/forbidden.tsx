import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { PageHeader } from '../../components/ui/page-header.tsx';
import type { RouteError } from '../../lib/routing/route-guard.ts';

/** spec 2.2 step 4, 8: the route stays, and the 403 is shown in place of the page. */
export function Forbidden({ title, error }: { title: string; error: RouteError }) {
  return (
    <Box>
      <PageHeader title={title} />
      <Alert severity="error">
        <AlertTitle>Error {error.status}</AlertTitle>
        {error.message}
      </Alert>
    </Box>
  );
}
