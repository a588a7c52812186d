import { useLocation } from 'react-router';
import { routerBasename } from '../config.ts';
import { stripBasename } from '../routing/guard-loader.ts';
import { useUiStore } from '../ui-store.ts';

// Issue 19: a record page's back link goes where the user came from (All applications, the report
// whose figure opened the list...), with the list as the fallback. One mechanism for every page:
// the router reports each settled navigation here, and the page the user left (its address and
// title) is kept against the new history entry's key, in session storage so a reload keeps it.
// A link may also say where it comes from in the router's location state ({ from }), as the
// reports' figures do; that wins. A move within the same page (another tab, a filter) keeps the
// page's own way back.

export interface CameFrom {
  /** The address to go back to, with its query (filters, tab). */
  path: string;
  /** What the back link says: that page's title. */
  label: string;
  /** That page's own location state (its own way back, say), given back on the way back. */
  state?: unknown;
}

const STORE_KEY = 'collegium.came-from';
const KEEP = 200;

type Trail = Record<string, CameFrom>;

function load(): Trail {
  try {
    const raw = sessionStorage.getItem(STORE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Trail) : {};
  } catch {
    return {};
  }
}

let trail: Trail = load();

function remember(key: string, entry: CameFrom | undefined): void {
  if (!entry) return;
  trail = Object.fromEntries([...Object.entries(trail).filter(([k]) => k !== key), [key, entry]].slice(-KEEP));
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(trail));
  } catch {
    // A full or refused storage only loses the way back after a reload.
  }
}

const isCameFrom = (v: unknown): v is CameFrom =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CameFrom).path === 'string' &&
  (v as CameFrom).path.startsWith('/') &&
  typeof (v as CameFrom).label === 'string' &&
  (v as CameFrom).label !== '';

/** The origin a link put in the location state, if any. */
export function explicitFrom(state: unknown): CameFrom | null {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  return isCameFrom(from) ? from : null;
}

/** Where the history entry `key` was reached from, if known. */
export function cameFromOf(key: string): CameFrom | null {
  return trail[key] ?? null;
}

/** The location state a link passes to say it comes from this page (reports, dashboards). */
export function useFromHere(): { from: CameFrom } {
  const location = useLocation();
  const label = useUiStore((s) => s.pageTitle);
  return { from: { path: stripBasename(location.pathname, routerBasename()) + location.search, label } };
}

/**
 * Where the current page's back link goes: the link's own origin, then the page left (unless only
 * a link's own origin counts, as on a list), else null.
 */
export function useCameFrom(explicitOnly = false): CameFrom | null {
  const location = useLocation();
  return explicitFrom(location.state) ?? (explicitOnly ? null : cameFromOf(location.key));
}

function originOf(page: { pathname: string; search: string; state: unknown }, label: string): CameFrom {
  const own = explicitFrom(page.state);
  return { path: page.pathname + page.search, label, ...(own ? { state: { from: own } } : {}) };
}

interface RouterState {
  initialized: boolean;
  historyAction: string;
  navigation: { state: string };
  location: { key: string; pathname: string; search: string; state: unknown };
}

/** Follows the router: each new entry remembers the page it was reached from. Returns the unsubscribe. */
export function trackCameFrom(router: {
  state: RouterState;
  subscribe: (fn: (state: RouterState) => void) => () => void;
}): () => void {
  const here = (state: RouterState) => ({
    key: state.location.key,
    pathname: stripBasename(state.location.pathname, routerBasename()),
    search: state.location.search,
    state: state.location.state,
  });
  let last: ReturnType<typeof here> | null = router.state.initialized ? here(router.state) : null;
  let leaving: CameFrom | null = null;
  const title = () => useUiStore.getState().pageTitle;
  return router.subscribe((state) => {
    if (!state.initialized) return;
    // A loader may set the next page's title: the page being left is read when the move starts.
    if (state.navigation.state !== 'idle') {
      if (!leaving && last) leaving = originOf(last, title());
      return;
    }
    const now = here(state);
    const { key, pathname } = now;
    if (last && key !== last.key && state.historyAction !== 'POP') {
      const origin = leaving ?? originOf(last, title());
      const samePage = last.pathname === pathname;
      remember(
        key,
        state.historyAction === 'REPLACE' || samePage
          ? (trail[last.key] ?? undefined)
          : isCameFrom(origin)
            ? origin
            : undefined,
      );
    }
    leaving = null;
    last = now;
  });
}

/** For tests: forget every way back. */
export function resetCameFrom(): void {
  trail = {};
  sessionStorage.removeItem(STORE_KEY);
}
