import type { Env } from '../../../env';

/** Where database sources may connect: public addresses, plus the admin's allowlist. */
export interface SourceEgressPolicy {
  allowlist: string[];
  /** Never reachable, even when allowlisted: the app's own database (SECURITY A3). */
  deniedTargets: { host: string; port: number }[];
}

/**
 * The egress policy of database sources from the configuration: SOURCE_HOST_ALLOWLIST opens
 * private hosts; the app database of DATABASE_URL is always refused, so it can never be
 * registered as a tenant's source.
 */
export function sourceEgressPolicy(
  env: Pick<Env, 'databaseUrl'> & { sources: Pick<Env['sources'], 'hostAllowlist'> },
): SourceEgressPolicy {
  const deniedTargets: SourceEgressPolicy['deniedTargets'] = [];
  if (env.databaseUrl) {
    try {
      const url = new URL(env.databaseUrl);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (host) deniedTargets.push({ host, port: Number(url.port || 5432) });
    } catch {
      // A URL pg accepts but URL() does not (rare): nothing to add; the allowlist still applies.
    }
  }
  return { allowlist: env.sources.hostAllowlist, deniedTargets };
}
