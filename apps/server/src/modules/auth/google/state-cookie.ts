import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { AppContext } from '../../../context';

/** Holds state, nonce and PKCE verifier between the redirect to the provider and its callback. */
export const OIDC_STATE_COOKIE = 'tt_oidc';
/** Only the Google routes receive the cookie. */
export const OIDC_STATE_COOKIE_PATH = '/api/auth/google';
const STATE_TTL_SECONDS = 10 * 60;
const AUDIENCE = 'tabletalk-oidc-state';

/** What the state cookie carries (its JWT claims, besides aud, iat and exp). */
const oidcStateSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
});

export type OidcState = z.infer<typeof oidcStateSchema>;

function cookieOptions(ctx: AppContext) {
  // Lax, not Strict: the callback is a top-level redirect from the provider's site.
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.env.isProduction,
    path: OIDC_STATE_COOKIE_PATH,
  };
}

/** Sets the state cookie: an HS256 JWT that expires after 10 minutes. */
export async function setStateCookie(
  ctx: AppContext,
  reply: FastifyReply,
  value: OidcState,
): Promise<void> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  const jwt = await new SignJWT({ ...value })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STATE_TTL_SECONDS)
    .sign(ctx.keys.oidcState);
  reply.setCookie(OIDC_STATE_COOKIE, jwt, { ...cookieOptions(ctx), maxAge: STATE_TTL_SECONDS });
}

/**
 * Reads and verifies the state cookie, and clears it: each one serves a single callback.
 * @returns null when the cookie is missing, forged, expired or malformed.
 */
export async function takeStateCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<OidcState | null> {
  const raw = request.cookies[OIDC_STATE_COOKIE];
  reply.clearCookie(OIDC_STATE_COOKIE, cookieOptions(ctx));
  if (!raw) return null;
  try {
    const { payload } = await jwtVerify(raw, ctx.keys.oidcState, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: ctx.now(),
    });
    const parsed = oidcStateSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
