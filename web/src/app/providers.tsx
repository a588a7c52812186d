import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { useUiStore } from '../lib/ui-store.ts';
import { SnackbarHost } from './snackbar/snackbar-host.tsx';
import { createAppTheme } from './theme/create-app-theme.ts';

/** Server state, theme (light or dark, remembered) and the snackbar around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useUiStore((s) => s.themeMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
        <SnackbarHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
