import type { Logger } from 'pino';
import type { Db } from './db/client';
import type { Env } from './env';
import type { JobQueue } from './jobs/types';
import { deriveKey } from './lib/security/keys';

/** What every module needs from the running process, passed in rather than imported. */
export interface AppContext {
  env: Env;
  db: Db;
  jobs: JobQueue;
  log: Logger;
  /** The current time; tests move it to check expiries. */
  now(): Date;
  keys: {
    /** Signs access tokens. */
    sessionJwt: Uint8Array;
    /** Keys the HMAC of email codes. */
    emailCodes: string;
    /** Signs the short-lived OpenID Connect state cookie. */
    oidcState: Uint8Array;
  };
}

/** Derives the per-purpose keys from the app secret. */
export function deriveContextKeys(env: Env): AppContext['keys'] {
  return {
    sessionJwt: new Uint8Array(deriveKey(env.appSecret, 'session-jwt')),
    emailCodes: deriveKey(env.appSecret, 'email-codes').toString('base64url'),
    oidcState: new Uint8Array(deriveKey(env.appSecret, 'oidc-state')),
  };
}
