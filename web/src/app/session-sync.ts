import { clearServerData } from '../lib/server-data.ts';
import { useSessionStore } from '../lib/session/session-store.ts';

/** Server data belongs to one user: when the user changes (sign-in, sign-out, impersonation), forget it. */
export function clearDataOnUserChange(): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id || state.user?.overridingUser?.id !== previous.user?.overridingUser?.id) {
      clearServerData();
    }
  });
}
