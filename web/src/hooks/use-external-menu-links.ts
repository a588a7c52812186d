import type { MenuNode } from '@collegium/domain/menu';
import type { MenuLinks } from '@collegium/domain/external-links';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../lib/api-client.ts';
import { getConfig } from '../lib/config.ts';
import { queryClient } from '../lib/query-client.ts';
import { useSessionStore } from '../lib/session/session-store.ts';

// Feature `externalLink` (issue 20): the links an administrator added to this user's menu
// (GET {api}/external-links/menu), as a "Links" group of external items (spec 2.7: each opens in
// a new tab). Nothing is asked while the feature is off or nobody is signed in.

export const EXTERNAL_MENU_LINKS_KEY = ['external-links', 'menu'] as const;

export function useExternalMenuLinks(): MenuNode | null {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const enabled = userId !== null && getConfig().features.includes('externalLink');
  const query = useQuery(
    {
      queryKey: [...EXTERNAL_MENU_LINKS_KEY, userId],
      queryFn: async ({ signal }) => (await api.get<MenuLinks>('external-links/menu', { signal })).data,
      enabled,
      staleTime: 5 * 60_000,
    },
    // The app's one client, named so the menu hook works outside a provider too.
    queryClient,
  );
  const links = enabled ? query.data?.links : undefined;
  return useMemo(
    () =>
      links === undefined || links.length === 0
        ? null
        : {
            key: 'links',
            title: 'Links',
            icon: 'Link',
            children: links.map((l) => ({ key: `links.${l.id}`, title: l.title, icon: l.icon, href: l.url })),
          },
    [links],
  );
}
