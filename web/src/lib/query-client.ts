import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { handleApiError } from './error-handler.ts';
import { onClearServerData } from './server-data.ts';

// Server state. Every failed query or mutation goes through the error catalogue (spec 8) unless
// it says `meta: { handlesErrors: true }` (a page that shows the error itself, like the login
// form).

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.handlesErrors) handleApiError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.handlesErrors) handleApiError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // An answer from the server will not change by asking again; a dropped connection may.
      retry: (count, error) => count < 2 && isApiError(error) && error.status === false,
    },
  },
});

onClearServerData(() => queryClient.clear());
