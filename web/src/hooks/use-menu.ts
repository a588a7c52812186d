import { visibleMenu, withFeatures } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import type { MenuNode } from '@collegium/domain/menu';
import { useMemo } from 'react';
import { getConfig } from '../lib/config.ts';
import { usePermissions, useSessionStore } from '../lib/session/session-store.ts';
import { toNavEntries } from '../lib/navigation/nav-entry.ts';
import type { NavEntry } from '../lib/navigation/nav-entry.ts';
import { SCREEN_KEYS } from '../lib/navigation/screen-keys.ts';
import { useExternalMenuLinks } from './use-external-menu-links.ts';

/** The menu the signed-in user may see, limited to entries that have a screen (spec 2.4, 2.7). */
export function useVisibleMenu(): MenuNode[] {
  const permissions = usePermissions();
  // Student Forms and My Application follow the server's word, not the rights (issue 11).
  const student = useSessionStore((s) => s.user?.isStudent ?? false);
  const applicant = useSessionStore((s) => s.user?.isApplicant ?? false);
  // Feature externalLink: the administrator's links for this user, a group at the end.
  const links = useExternalMenuLinks();
  return useMemo(() => {
    const menu = visibleMenu(withFeatures(MENU_CONFIG, getConfig().features), permissions, SCREEN_KEYS, {
      student,
      applicant,
    });
    return links ? [...menu, links] : menu;
  }, [permissions, student, applicant, links]);
}

export function useNavEntries(): NavEntry[] {
  const menu = useVisibleMenu();
  return useMemo(() => toNavEntries(menu), [menu]);
}
