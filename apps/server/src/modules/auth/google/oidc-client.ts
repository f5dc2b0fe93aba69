import * as client from 'openid-client';
import type { AppContext } from '../../../context';

type OidcSettings = NonNullable<AppContext['env']['oidc']>;

/** Discovered configurations per issuer and client: discovery is one request per process. */
const configurations = new Map<string, Promise<client.Configuration>>();

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain HTTP is allowed only for an issuer on this machine (a local or test provider). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
}

/**
 * The openid-client configuration of the configured issuer, discovered once and cached (the
 * ID token keys are cached inside it). A failed discovery is forgotten, so the next sign-in
 * tries again. Client authentication is client_secret_basic, which every provider must support.
 * @throws when discovery fails (network, bad metadata, or a non-HTTPS remote issuer).
 */
export function getOidcConfiguration(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.issuer}\n${settings.clientId}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    const issuer = new URL(settings.issuer);
    configuration = client.discovery(
      issuer,
      settings.clientId,
      undefined,
      client.ClientSecretBasic(settings.clientSecret),
      { execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
    );
    configuration.catch(() => configurations.delete(key));
    configurations.set(key, configuration);
  }
  return configuration;
}

/** Where the provider sends the browser back to; registered at the provider as is. */
export function callbackUrl(ctx: AppContext): string {
  return `${ctx.env.publicUrl}/api/auth/google/callback`;
}
