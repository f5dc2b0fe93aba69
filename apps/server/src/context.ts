import type { ConcurrencyGate, ConnectorRegistry, QueryProcessPool } from '@tabletalk/connectors';
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
    /**
     * Keys the hash that rate limits and the sign-in throttle store instead of their keys (client
     * IPs, typed addresses that may be passwords), so their tables hold none of them.
     */
    rateLimits: string;
  };
  /**
   * Long-lived state of source queries: one pooled connector per source and the
   * per-organization gate. The sources module creates it on first use (`getSourceRuntime`) and
   * closes it with the app; a process may also pass its own.
   */
  sourceRuntime?: SourceRuntime;
}

/** Pooled source connectors and the per-organization query gate, shared by requests and jobs. */
export interface SourceRuntime {
  connectors: ConnectorRegistry;
  gate: ConcurrencyGate;
  /** The processes file-source queries run in, bounded in memory and time (issue 10). */
  queryProcesses: QueryProcessPool;
  /**
   * The process background work on file sources runs in (knowledge builds), bounded alike and at
   * a lower priority than requests, started at its first call.
   */
  backgroundQueryProcesses: QueryProcessPool;
}

/** Derives the per-purpose keys from the app secret. */
export function deriveContextKeys(env: Env): AppContext['keys'] {
  return {
    sessionJwt: new Uint8Array(deriveKey(env.appSecret, 'session-jwt')),
    emailCodes: deriveKey(env.appSecret, 'email-codes').toString('base64url'),
    oidcState: new Uint8Array(deriveKey(env.appSecret, 'oidc-state')),
    rateLimits: deriveKey(env.appSecret, 'rate-limit-keys').toString('base64url'),
  };
}
