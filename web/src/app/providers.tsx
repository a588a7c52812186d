import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { Suspense, lazy, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useUiStore } from '../lib/ui-store.ts';
import { useSnackbarStore } from '../lib/snackbar-store.ts';
import { createAppTheme } from './theme/create-app-theme.ts';

const SnackbarHost = lazy(() => import('./snackbar/snackbar-host.tsx').then((m) => ({ default: m.SnackbarHost })));

/** The snackbar (spec 3), loaded with its first message: most visits to the sign-in page have none (issue 19). */
function Snackbars() {
  const shown = useSnackbarStore((s) => s.current !== null);
  const [needed, setNeeded] = useState(shown);
  if (shown && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  ) : null;
}

/**
 * Theme (light or dark, remembered) and the snackbar around the whole app. Server state
 * (ServerState) is provided by the layouts whose pages use it, not here: the sign-in page does not
 * (issue 19).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useUiStore((s) => s.themeMode);
  // MUI's own ThemeProvider for a theme without CSS variables, as @mui/material/styles would pick
  // (its ThemeProviderNoVars: the theme with `vars: null`), without the CSS-variables provider that
  // module also carries (issue 19: initial JavaScript).
  const theme = useMemo(() => ({ ...createAppTheme(mode), vars: null }), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      <Snackbars />
    </ThemeProvider>
  );
}
