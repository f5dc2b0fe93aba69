import type { FastifyReply } from 'fastify';
import * as client from 'openid-client';
import type { AppContext } from '../../../context';
import { callbackUrl, getOidcConfiguration } from './oidc-client';
import { setStateCookie } from './state-cookie';

type OidcSettings = NonNullable<AppContext['env']['oidc']>;

/**
 * Begins the authorization code flow: fresh state, nonce and PKCE (S256) verifier go into the
 * signed state cookie, which binds them to this browser (SECURITY F8).
 * @returns the provider's authorization URL to redirect the browser to.
 * @throws when the issuer cannot be discovered.
 */
export async function startGoogleSignIn(
  ctx: AppContext,
  options: { settings: OidcSettings; reply: FastifyReply; returnTo: string },
): Promise<URL> {
  const configuration = await getOidcConfiguration(options.settings);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await setStateCookie(ctx, options.reply, {
    state,
    nonce,
    codeVerifier,
    returnTo: options.returnTo,
  });
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(ctx),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}
