import type { MenuNode } from '@collegium/domain/menu';
import { hasRecordId } from '@collegium/domain/menu';
import { useEffect } from 'react';
import { useVisibleMenu } from '../../hooks/use-menu.ts';
import { entityList } from './screens.ts';

// Issue 19, first rows of a list: most staff work starts from a generic list (All students,
// Contacts, Organisations...). Its screen and the data grid are ~70 chunks in three levels of
// imports, fetched and run after the click: about 0.8 s of the time to the first rows at 4x CPU
// slowdown. When the menu offers such a list, the shell fetches that code once the browser is idle
// after the first paint, so the click waits only for the data.

/** Whether `nodes` hold a generic list page (an entity route without a record id). */
export function offersEntityList(nodes: readonly MenuNode[]): boolean {
  return nodes.some((n) =>
    n.children ? offersEntityList(n.children) : n.entity !== undefined && !hasRecordId(n.path ?? ''),
  );
}

/** `then` once the browser has nothing else to do (a timeout where requestIdleCallback is missing). */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(then, 1000);
  return () => clearTimeout(timer);
}

export function usePreloadListScreen(): void {
  const offers = offersEntityList(useVisibleMenu());
  useEffect(() => {
    if (!offers) return;
    return whenIdle(() => void entityList().catch(() => undefined));
  }, [offers]);
}
