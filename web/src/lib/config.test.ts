import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIG,
  apiUrl,
  assetUrl,
  getConfig,
  loadConfig,
  parseConfig,
  routerBasename,
  setConfig,
} from './config.ts';
import { json, mockFetch } from '../test/mock-fetch.ts';

afterEach(() => {
  setConfig({});
  document.getElementById('collegium-config')?.remove();
});

describe('the public configuration', () => {
  it('takes defaults for missing or wrong fields', () => {
    expect(parseConfig(null)).toEqual(DEFAULT_CONFIG);
    expect(
      parseConfig({
        features: ['invoices', 3],
        ssoProviders: [{ key: 'ms', name: 'Microsoft' }, { key: 1 }],
        baseUrl: 7,
      }),
    ).toMatchObject({
      features: ['invoices'],
      ssoProviders: [{ key: 'ms', name: 'Microsoft' }],
      baseUrl: '/',
      sidebarImage: 'sidebar-1.jpg',
    });
  });

  it('reads the configuration injected into the page', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'collegium-config';
    script.textContent = JSON.stringify({ apiPrefix: '/v1', baseUrl: '/college/', collegeName: 'St Aidan' });
    document.head.append(script);
    const fetch = mockFetch(() => json(500));
    await loadConfig();
    expect(getConfig()).toMatchObject({ apiPrefix: '/v1', baseUrl: '/college/', collegeName: 'St Aidan' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks GET /api/config when nothing was injected (the Vite dev server)', async () => {
    mockFetch(({ path }) => (path === '/api/config' ? json(200, { collegeName: 'Dev College' }) : json(404)));
    await loadConfig();
    expect(getConfig().collegeName).toBe('Dev College');
  });

  it('derives the API URL, the router basename and asset URLs', () => {
    setConfig({ apiPrefix: '/api/', baseUrl: '/college/' });
    expect(apiUrl('/students')).toBe('/api/students');
    expect(routerBasename()).toBe('/college');
    expect(assetUrl('sidebar-1.jpg')).toBe('/college/sidebar-1.jpg');
    expect(assetUrl('https://cdn.example.org/x.jpg')).toBe('https://cdn.example.org/x.jpg');
    setConfig({});
    expect(routerBasename()).toBe('/');
    expect(assetUrl('login.jpg')).toBe('/login.jpg');
  });
});
