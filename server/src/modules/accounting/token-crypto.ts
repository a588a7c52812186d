import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Issue 14: the accounting connection's tokens are stored encrypted (AES-256-GCM) with a key
// derived from SESSION_SECRET by HKDF, so a copy of the database alone does not hold a usable
// token. A changed SESSION_SECRET makes the stored connection unreadable: it shows as needing
// reconnection, never as an error.

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'collegium', 'accounting-tokens', 32));

export function sealSecret(sessionSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
}

/** The plain text, or null when it was not sealed with this secret (or not sealed at all). */
export function openSecret(sessionSecret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
