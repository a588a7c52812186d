import { createHmac, type KeyObject, randomBytes } from 'node:crypto';

// Session ids and reset tokens are random 256-bit values handed to the browser once; the
// database keeps only their keyed hash, so a copy of the database opens no session.

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The keyed hash of a secret. The key may be given as a KeyObject made once (`createSecretKey` of
 * the key's UTF-8 bytes: the same hash as the string), which saves a few microseconds a call on
 * the session lookup of every request (issue 13).
 */
export function hashSecret(secret: string, key: string | KeyObject): string {
  return createHmac('sha256', key).update(secret).digest('hex');
}
