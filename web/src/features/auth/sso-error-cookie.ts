// spec 2.1, 8 and docs/api-contract.md: a failed single sign-on leaves its message in the
// readable cookie collegium_sso_error (URI-encoded); the login page shows it once and clears it.

export const SSO_ERROR_COOKIE = 'collegium_sso_error';

/** Reads and removes the leftover single-sign-on error; null when there is none. */
export function takeSsoError(doc: Document = document): string | null {
  const entry = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SSO_ERROR_COOKIE}=`));
  if (entry === undefined) return null;
  const raw = entry.slice(SSO_ERROR_COOKIE.length + 1);
  doc.cookie = `${SSO_ERROR_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
