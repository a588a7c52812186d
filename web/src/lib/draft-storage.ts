// Where the browser keeps unsaved form drafts (students' forms, issue 5). They may hold personal
// data (DBS numbers, contacts), so signing out removes every one of them from this browser.

export const DRAFT_PREFIX = 'collegium.draft';

/** Removes every form draft kept in this browser. */
export function clearAllDrafts(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(`${DRAFT_PREFIX}.`)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage blocked (private browsing): there are no drafts to remove.
  }
}
