import { api, auth } from '../api-client.ts';

// spec 7.1 and docs/api-contract.md: the authentication calls (at the origin, under /auth) and
// the student fetched after sign-in (under the API prefix).

export interface LoginPayload {
  email: string;
  password: string;
  /** Sysadmin sign-in: only holders of admin:sysadmin may sign in this way. */
  sysadmin?: boolean;
}

export type LoginAsMode = 'user' | 'student';

export const sessionApi = {
  login: (payload: LoginPayload) => auth.post<unknown>('login', payload),
  account: () => auth.get<unknown>('account'),
  logout: () => auth.post<null>('logout'),
  loginAs: (mode: string, id: string | number) =>
    auth.post<unknown>(`loginas/${encodeURIComponent(mode)}/${encodeURIComponent(String(id))}`),
  cancelLoginAs: () => auth.post<unknown>('loginas'),
  student: () => api.get<unknown>('forms/student'),
};
