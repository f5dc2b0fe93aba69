import * as client from 'openid-client';
import type { AppContext } from '../../../context';
import type { RefreshCookie } from '../refresh-cookie';
import { type ClientInfo, issueSession } from '../sessions';
import { parseIdTokenClaims } from './id-token-claims';
import { callbackUrl, getOidcConfiguration } from './oidc-client';
import { resolveGoogleUser } from './resolve-google-user';
import type { OidcState } from './state-cookie';

type OidcSettings = NonNullable<AppContext['env']['oidc']>;

export type FinishOutcome =
  | { kind: 'signed-in'; returnTo: string; refresh: RefreshCookie }
  | { kind: 'email-conflict' }
  | { kind: 'failed'; reason: string };

/**
 * Completes the flow at the callback with the state the route read from the state cookie:
 * exchanges the code with the PKCE verifier, and lets openid-client validate state, the ID
 * token's signature, iss, aud, exp and nonce. Then signs the user in; the route sets the refresh
 * cookie (only that: no token travels in a URL).
 * @param options.callbackUrl the URL the browser came back to (its query holds code and state).
 * @throws from openid-client when the provider's response or the ID token is invalid.
 */
export async function finishGoogleSignIn(
  ctx: AppContext,
  options: {
    settings: OidcSettings;
    saved: OidcState | null;
    callbackUrl: string;
    client: ClientInfo;
  },
): Promise<FinishOutcome> {
  const { settings, saved } = options;
  if (!saved) return { kind: 'failed', reason: 'missing or invalid state cookie' };

  const configuration = await getOidcConfiguration(settings);
  // The redirect_uri sent to the token endpoint is this URL without its query, so it is built
  // from PUBLIC_URL rather than from the Host header.
  const currentUrl = new URL(callbackUrl(ctx));
  currentUrl.search = new URL(options.callbackUrl, 'http://callback.invalid').search;
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: saved.codeVerifier,
    expectedState: saved.state,
    expectedNonce: saved.nonce,
    idTokenExpected: true,
  });
  const claims = parseIdTokenClaims(tokens.claims());
  if (!claims) return { kind: 'failed', reason: 'ID token lacks required claims' };

  const issuer = configuration.serverMetadata().issuer;
  const outcome = await resolveGoogleUser(ctx, { issuer, claims });
  if (outcome.kind === 'refused') return { kind: 'failed', reason: outcome.reason };
  if (outcome.kind === 'email-conflict') return outcome;
  const { refresh } = await issueSession(ctx, { userId: outcome.userId, client: options.client });
  return { kind: 'signed-in', returnTo: saved.returnTo, refresh };
}
