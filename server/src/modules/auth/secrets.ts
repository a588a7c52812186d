import { createHmac, randomBytes } from 'node:crypto';

// Session ids and reset tokens are random 256-bit values handed to the browser once; the
// database keeps only their keyed hash, so a copy of the database opens no session.

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string, key: string): string {
  return createHmac('sha256', key).update(secret).digest('hex');
}
