import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random opaque token (256 bits), URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit code from a CSPRNG (leading zeros kept). */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** SHA-256 of a high-entropy token; enough for lookups of random tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Keyed hash for low-entropy secrets such as 6-digit codes: without the key a stolen database
 * cannot brute-force them offline.
 */
export function hashCode(code: string, key: string): string {
  return createHmac('sha256', key).update(code).digest('base64url');
}

/** Compares two strings in constant time (for equal lengths). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
