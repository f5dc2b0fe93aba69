import * as client from 'openid-client';
import type { AppContext } from '../../../context';
import { callbackUrl, getOidcConfiguration } from './oidc-client';
import type { OidcState } from './state-cookie';

type OidcSettings = NonNullable<AppContext['env']['oidc']>;

/**
 * Begins the authorization code flow with a fresh state, nonce and PKCE (S256) verifier. The
 * route puts them into the signed state cookie, which binds them to this browser (SECURITY F8).
 * @returns the provider's authorization URL to redirect the browser to, and the state to keep.
 * @throws when the issuer cannot be discovered.
 */
export async function startGoogleSignIn(
  ctx: AppContext,
  options: { settings: OidcSettings; returnTo: string },
): Promise<{ url: URL; saved: OidcState }> {
  const configuration = await getOidcConfiguration(options.settings);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const saved = { state, nonce, codeVerifier, returnTo: options.returnTo };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(ctx),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, saved };
}
