import { joinPath } from '@collegium/domain/menu';

// spec 2.7: where a menu item leads, and what it shows in text mode.

export type NavTarget =
  { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none'; href: '#' };

/** An internal route wins, then an external link; with neither the item points to '#'. */
export function navTarget(item: { to?: string | undefined; href?: string | undefined }): NavTarget {
  if (item.to !== undefined) return { kind: 'route', to: item.to };
  if (item.href !== undefined && item.href !== '') return { kind: 'external', href: item.href };
  return { kind: 'none', href: '#' };
}

/** spec 2.7: a child's route target is the group path joined with the child's own target. */
export function childTarget(group: string, to: string | undefined): string | undefined {
  return to === undefined ? undefined : joinPath(group, to);
}

/** spec 2.7: text mode shows the initials of the words of the title ('My Hub' → 'MH'). */
export function initials(title: string): string {
  return title
    .split(/[\s\-/]+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '')
    .join('')
    .toUpperCase();
}
