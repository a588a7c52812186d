import { create } from 'zustand';

// spec 3: a snackbar has a message, a type (info by default for messages, error for errors) and a
// permanent flag (stays until closed).

export type SnackbarType = 'success' | 'info' | 'warning' | 'error';

export interface Snackbar {
  /** Distinguishes two snackbars with the same text, so the second one shows again. */
  id: number;
  message: string;
  type: SnackbarType;
  permanent: boolean;
}

export interface SnackbarState {
  current: Snackbar | null;
  /** A message: type info unless told. */
  notify: (message: string, options?: { type?: SnackbarType; permanent?: boolean }) => void;
  /** An error: type error. */
  notifyError: (message: string, options?: { permanent?: boolean }) => void;
  close: () => void;
}

let nextId = 1;

export const useSnackbarStore = create<SnackbarState>()((set) => ({
  current: null,
  notify: (message, { type = 'info', permanent = false } = {}) =>
    set({ current: { id: nextId++, message, type, permanent } }),
  notifyError: (message, { permanent = false } = {}) =>
    set({ current: { id: nextId++, message, type: 'error', permanent } }),
  close: () => set({ current: null }),
}));
