import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../../features/errors/components/not-found-page.tsx';
import { applyPageTitle } from '../../lib/routing/page-title.ts';
import { AppButton } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { isChunkLoadError } from './lazy-screen.ts';
import { reportError } from '../../lib/error-reporting.ts';

function describe(error: unknown): { title: string; message: string } {
  if (isChunkLoadError(error)) {
    return {
      title: 'This page could not be loaded',
      message: `${error.message} Check your connection, then reload the page.`,
    };
  }
  if (isRouteErrorResponse(error)) {
    return {
      title: error.status === 404 ? 'Page not found' : 'Something went wrong',
      message: `${error.status} ${error.statusText}`,
    };
  }
  return {
    title: 'Something went wrong',
    message: error instanceof Error ? error.message : 'An unexpected error stopped this page.',
  };
}

/** A route's error boundary: shown in place of the page, with a reload button (spec 9). */
export function RouteError() {
  const error = useRouteError();
  // A path that is no page (a record route's id that is no record id): spec 2.1's not-found page.
  if (isRouteErrorResponse(error) && error.status === 404) return <RouteNotFound />;
  return <RouteProblem error={error} />;
}

function RouteNotFound() {
  useEffect(() => applyPageTitle('Page not found'), []);
  return <NotFoundPage />;
}

function RouteProblem({ error }: { error: unknown }) {
  const { title, message } = describe(error);
  // What the user sees as "Something went wrong" is reported too (when reporting is configured).
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);
  return (
    <Box>
      <PageHeader title={title} />
      <Alert
        severity="error"
        action={
          <AppButton color="error" size="small" startIcon={<Refresh />} onClick={() => window.location.reload()}>
            Reload
          </AppButton>
        }
      >
        {message}
      </Alert>
    </Box>
  );
}

/** The outermost error boundary: nothing else is on screen, so it brings its own main. */
export function RootError() {
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, mx: 'auto' }}>
      <RouteError />
    </Box>
  );
}
