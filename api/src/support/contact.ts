import crypto from 'node:crypto';
import { z } from 'zod';
import { maskPhone, MOBILE_PATTERN } from '@xingheng/shared';

/** Separators people type inside a phone number: spaces and hyphens. */
const PHONE_SEPARATORS = /[\s-]/g;

/**
 * The contact of a problem report in the form it is stored and compared: a mainland mobile number
 * (spaces and hyphens removed, a leading `+86` dropped) or an e-mail address (at most 254
 * characters, lower case).
 * @param raw what the visitor typed, e.g. `138 0013 8000`, `Zhang@Example.com`
 * @returns e.g. `13800138000`, `zhang@example.com`; null when it is neither
 */
export function normaliseContact(raw: string): string | null {
  const value = raw.trim();
  const digits = value.replace(PHONE_SEPARATORS, '').replace(/^\+86/, '');
  if (MOBILE_PATTERN.test(digits)) return digits;
  if (value.length > 254 || !z.email().safeParse(value).success) return null;
  return value.toLowerCase();
}

/**
 * A stored contact masked for display: `138****8000`, `z***@example.com`.
 * @param contact a contact as `normaliseContact` returns it
 */
export function maskContact(contact: string): string {
  const at = contact.lastIndexOf('@');
  if (at < 0) return maskPhone(contact);
  return `${Array.from(contact)[0] ?? ''}***${contact.slice(at)}`;
}

/**
 * Whether two normalised contacts are the same, in time that does not depend on where they
 * differ (the lookup must not tell how much of a guess was right).
 */
export function sameContact(a: string, b: string): boolean {
  const digest = (v: string) => crypto.createHash('sha256').update(v).digest();
  return crypto.timingSafeEqual(digest(a), digest(b));
}
