import { hkdfSync } from 'node:crypto';

/** Purposes of keys derived from APP_SECRET; each purpose gets an independent key. */
export type KeyPurpose =
  | 'session-jwt'
  | 'email-codes'
  | 'oidc-state'
  | 'data-encryption'
  /** The root of every organization's dashboard-embed secret (never the session key). */
  | 'dashboard-embed'
  /** Hashes the keys of rate limits and throttles (IPs, typed addresses) before they are stored. */
  | 'rate-limit-keys';

/** Derives a 32-byte key for one purpose from the app secret (HKDF-SHA256). */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'tabletalk', purpose, 32));
}
