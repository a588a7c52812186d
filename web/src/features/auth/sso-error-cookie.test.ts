import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';
import { SSO_ERROR_COOKIE, takeSsoError } from './sso-error-cookie.ts';

describe('takeSsoError (spec 2.1, 8)', () => {
  it('reads the URI-encoded message once and clears the cookie', () => {
    document.cookie = `${SSO_ERROR_COOKIE}=${encodeURIComponent('Your account is not linked; ask IT.')}; path=/`;
    expect(takeSsoError()).toBe('Your account is not linked; ask IT.');
    expect(document.cookie).not.toContain(SSO_ERROR_COOKIE);
    expect(takeSsoError()).toBeNull();
  });

  it('gives null without the cookie', () => {
    document.cookie = 'other=1; path=/';
    expect(takeSsoError()).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('follows paths inside the app only', () => {
    expect(safeRedirect('/students/all?page=2')).toBe('/students/all?page=2');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
  });
});
