// Drafts of the student's forms, kept in this browser while they type so a reload or a lost
// connection loses nothing (issue 5). One draft per signed-in user and form; saving or
// discarding removes it.

import { DRAFT_PREFIX as PREFIX } from './draft-storage.ts';

export interface Draft<T> {
  values: T;
  /** ISO-8601, when it was last written. */
  savedAt: string;
}

export function draftKey(userId: string | number, form: string): string {
  return `${PREFIX}.${userId}.${form}`;
}

export function readDraft<T>(key: string): Draft<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<Draft<T>>;
    return parsed && typeof parsed === 'object' && 'values' in parsed && typeof parsed.savedAt === 'string'
      ? (parsed as Draft<T>)
      : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, values: T): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or blocked (private browsing): the form still works, only without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
