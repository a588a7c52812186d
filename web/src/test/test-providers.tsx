import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers.tsx';
import { ServerState } from '../app/server-state.tsx';

/** The app's providers with server state, as a page in the signed-in layout has them. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <ServerState>{children}</ServerState>
    </AppProviders>
  );
}
