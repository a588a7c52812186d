import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isApiError } from '../api-client.ts';
import { clearAllDrafts } from '../draft-storage.ts';
import { toCurrentStudent, toCurrentUser } from './current-user.ts';
import type { CurrentStudent, CurrentUser } from './current-user.ts';
import { sessionApi } from './session-api.ts';
import type { LoginPayload } from './session-api.ts';
import { incompleteUserError, sessionErrorFrom } from './session-error.ts';
import type { SessionError } from './session-error.ts';

// spec 4.1: unauthenticated → authenticating → authenticated | error {code, message, details}.
// Logout clears authentication, user and student. A 404 on the current user is not an error: the
// user simply waits to log in. Permissions are cleared on login failure.

export type SessionStatus = 'unauthenticated' | 'authenticating' | 'authenticated' | 'error';

export interface SessionState {
  status: SessionStatus;
  /** Persisted between visits (spec 3); its id is the "stored user id" of spec 2.2 step 1. */
  user: CurrentUser | null;
  student: CurrentStudent | null;
  error: SessionError | null;
  /** The server has been asked about the session during this page load. */
  checked: boolean;
  login: (payload: LoginPayload) => Promise<boolean>;
  /** GET /auth/account (spec 2.2 step 1); concurrent calls share one request. */
  loadAccount: () => Promise<void>;
  loadStudent: () => Promise<void>;
  /** Takes a user the server returned (sign-in, impersonation); false when it is incomplete. */
  adoptUser: (value: unknown) => Promise<boolean>;
  logout: () => Promise<void>;
  /** Forgets the session locally, without asking the server (after a 401). */
  endSession: () => void;
  /** Back to unauthenticated with no error (the login page, spec 2.1). */
  reset: () => void;
  setError: (error: SessionError) => void;
}

const NO_PERMISSIONS: readonly string[] = [];

let accountRequest: Promise<void> | null = null;

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      status: 'unauthenticated',
      user: null,
      student: null,
      error: null,
      checked: false,

      adoptUser: async (value) => {
        const user = toCurrentUser(value);
        if (user === null) {
          // spec 5: user and student cleared, login error 422.
          set({ status: 'error', user: null, student: null, error: incompleteUserError(), checked: true });
          return false;
        }
        set({ status: 'authenticated', user, student: null, error: null, checked: true });
        // spec 6: forms:student identifies a student, and then the student record is loaded. The
        // server says whether the account is one (a staff wildcard holds the right but is not).
        if (user.isStudent) await get().loadStudent();
        return true;
      },

      login: async (payload) => {
        set({ status: 'authenticating', error: null });
        try {
          const response = await sessionApi.login(payload);
          return await get().adoptUser(response.data);
        } catch (error) {
          // spec 4.1, 8: permissions cleared on login failure; status and message kept.
          set({ status: 'error', user: null, student: null, error: sessionErrorFrom(error), checked: true });
          return false;
        }
      },

      loadAccount: () => {
        accountRequest ??= (async () => {
          set({ status: 'authenticating' });
          try {
            const response = await sessionApi.account();
            await get().adoptUser(response.data);
          } catch (error) {
            if (isApiError(error) && error.status === 404) {
              // spec 4.1: no session yet is not an error.
              set({ status: 'unauthenticated', user: null, student: null, error: null, checked: true });
            } else {
              set({ status: 'error', user: null, student: null, error: sessionErrorFrom(error), checked: true });
            }
          } finally {
            accountRequest = null;
          }
        })();
        return accountRequest;
      },

      loadStudent: async () => {
        try {
          const response = await sessionApi.student();
          set({ student: toCurrentStudent(response.data) });
        } catch {
          // The dashboard says the record could not be loaded and offers to try again.
          set({ student: null });
        }
      },

      logout: async () => {
        try {
          await sessionApi.logout();
        } catch {
          // The session is forgotten locally whatever the server said.
        }
        clearAllDrafts();
        get().endSession();
      },

      endSession: () => set({ status: 'unauthenticated', user: null, student: null, error: null, checked: true }),

      reset: () => set({ status: 'unauthenticated', user: null, student: null, error: null }),

      setError: (error) => set({ status: 'error', error }),
    }),
    {
      name: 'collegium-session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user }) => ({ user }),
    },
  ),
);

/** The permissions in force (none when signed out). */
export function selectPermissions(state: Pick<SessionState, 'user'>): readonly string[] {
  return state.user?.permissions ?? NO_PERMISSIONS;
}

export function usePermissions(): readonly string[] {
  return useSessionStore(selectPermissions);
}
