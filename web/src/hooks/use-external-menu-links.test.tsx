import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../lib/config.ts';
import { queryClient } from '../lib/query-client.ts';
import { useSessionStore } from '../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../test/mock-fetch.ts';
import { useVisibleMenu } from './use-menu.ts';

// Feature externalLink (issue 20): the administrator's links join the menu as a Links group of
// external items, asked for only while the feature is on.

function server() {
  return mockFetch(({ path }) =>
    path === '/api/external-links/menu'
      ? json(200, { links: [{ id: 4, title: 'Moodle', icon: 'School', url: 'https://vle.example.org/' }] })
      : json(404, { status: 404, code: 'not_found', message: 'Not found' }),
  );
}

afterEach(() => {
  setConfig({});
  queryClient.clear();
});

describe('the menu’s external links', () => {
  it('adds a Links group of the user’s links while the feature is on', async () => {
    server();
    setConfig({ features: ['externalLink'] });
    useSessionStore.setState({ user: { ...userAnswer({ permissions: ['dashboard:view'] }), role: '' } as never });
    const { result } = renderHook(() => useVisibleMenu());
    await waitFor(() => expect(result.current.at(-1)?.key).toBe('links'));
    expect(result.current.at(-1)?.children).toEqual([
      { key: 'links.4', title: 'Moodle', icon: 'School', href: 'https://vle.example.org/' },
    ]);
  });

  it('asks nothing and adds nothing while the feature is off', async () => {
    const fetch = server();
    useSessionStore.setState({ user: { ...userAnswer({ permissions: ['dashboard:view'] }), role: '' } as never });
    const { result } = renderHook(() => useVisibleMenu());
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.map((n) => n.key)).not.toContain('links');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('external-links'))).toBe(false);
  });
});
