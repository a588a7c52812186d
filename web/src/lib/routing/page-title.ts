import { useUiStore } from '../ui-store.ts';

// spec 2.2 step 5: the page title shows in the browser tab and in the app bar.

export const PRODUCT_NAME = 'Collegium';

export function documentTitle(title: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function applyPageTitle(title: string): void {
  document.title = documentTitle(title);
  useUiStore.getState().setPageTitle(title);
}
