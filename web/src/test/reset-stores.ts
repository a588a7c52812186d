import { queryClient } from '../lib/query-client.ts';
import { useSessionStore } from '../lib/session/session-store.ts';
import { useSnackbarStore } from '../lib/snackbar-store.ts';
import { useTableViewStore } from '../lib/table-view-store.ts';
import { useUiStore } from '../lib/ui-store.ts';

/** Puts the in-memory stores (and cached server data) back to how a fresh page load finds them. */
export function resetStores(): void {
  queryClient.clear();
  useSessionStore.setState({ status: 'unauthenticated', user: null, student: null, error: null, checked: false });
  useSnackbarStore.setState({ current: null });
  useTableViewStore.setState({ tables: {}, cohortFilter: null });
  useUiStore.setState({ pageTitle: '', drawerOpen: false, drawerMini: false, themeMode: 'light' });
}
