// Issue 19: the server-state cache (lib/query-client.ts) is not in the sign-in page's JavaScript.
// It registers here when it loads, so code in the first chunk can forget one user's data without
// importing it: before it is loaded there is no data to forget.

let clear: (() => void) | null = null;

export function onClearServerData(fn: () => void): void {
  clear = fn;
}

/** Forgets all server data held for the current user (nothing when the cache is not loaded yet). */
export function clearServerData(): void {
  clear?.();
}
