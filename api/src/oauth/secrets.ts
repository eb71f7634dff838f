import crypto from 'node:crypto';

/** A fresh one-time value (state, code, ticket, nonce): 24 random bytes, base64url (32 chars). */
export function randomToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** SHA-256 hex: the only form in which the one-time values are stored (they are 192-bit random). */
export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** A one-time value as sent by a client: base64url, 16–64 characters. */
export const ONE_TIME_VALUE = /^[A-Za-z0-9_-]{16,64}$/;
