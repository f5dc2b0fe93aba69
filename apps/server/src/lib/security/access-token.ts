import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Signs a short-lived HS256 access token for a session. */
export async function signAccessToken(key: Uint8Array, claims: AccessClaims, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer('tabletalk')
    .setAudience('tabletalk-api')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

export type VerifyResult =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'expired' | 'invalid'; claims: AccessClaims | null };

/**
 * Verifies an access token (HS256 only). An expired token still reports its claims, so
 * `auth/me` can tell an expired session from a forged token.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now = new Date(),
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: 'tabletalk',
      audience: 'tabletalk-api',
      currentDate: now,
      clockTolerance: 5,
    });
    return { ok: true, claims: toClaims(payload) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      return { ok: false, reason: 'expired', claims: toClaims(error.payload) };
    }
    return { ok: false, reason: 'invalid', claims: null };
  }
}

function toClaims(payload: { sub?: string; sid?: unknown }): AccessClaims {
  return { userId: String(payload.sub ?? ''), sessionId: String(payload.sid ?? '') };
}
