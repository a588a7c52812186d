import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router/create-app-router.ts';
import { clearDataOnUserChange } from './app/session-sync.ts';
import { loadConfig } from './lib/config.ts';
import { startErrorReporting } from './lib/error-reporting.ts';
import { useSessionStore } from './lib/session/session-store.ts';

// Start-up: the public configuration first (API prefix, history base), then the router.
async function start(): Promise<void> {
  const config = await loadConfig();
  clearDataOnUserChange();
  const router = createAppRouter();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  startErrorReporting(config, () => useSessionStore.getState().user?.id ?? null);
}

void start();
