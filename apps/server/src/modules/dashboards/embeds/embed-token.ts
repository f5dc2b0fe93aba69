import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** The `typ` claim of a dashboard-embed token: no other token of the app carries it. */
export const EMBED_TOKEN_TYPE = 'dashboard-embed';

/** Leeway for clocks that disagree, on `exp` (SECURITY D4: 60 s). */
export const EMBED_CLOCK_TOLERANCE_S = 60;

const DAY_S = 86_400;

/** What an embed token says: which dashboard, organization, embed and secret version. */
export interface EmbedClaims {
  dashboardId: string;
  orgId: string;
  embedId: string;
  version: number;
}

/**
 * Signs an embed token: HS256 with the organization's embed secret, `exp` always set.
 * @example await signEmbedToken(key, claims, { issuedAt: now, expiresAt })
 */
export function signEmbedToken(
  key: Uint8Array,
  claims: EmbedClaims,
  times: { issuedAt: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({
    typ: EMBED_TOKEN_TYPE,
    org: claims.orgId,
    emb: claims.embedId,
    ver: claims.version,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.dashboardId)
    .setIssuedAt(Math.floor(times.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(times.expiresAt.getTime() / 1000))
    .sign(key);
}

const payloadSchema = z.object({
  typ: z.literal(EMBED_TOKEN_TYPE),
  sub: z.uuid(),
  org: z.uuid(),
  emb: z.uuid(),
  ver: z.number().int().min(1),
  iat: z.number(),
  exp: z.number(),
});

export type ReadEmbedToken =
  | { ok: true; claims: EmbedClaims }
  /** Why, for the debug log only: the caller answers one generic refusal whatever it is. */
  | { ok: false; reason: string };

/**
 * Verifies an embed token with one organization's key (SECURITY D4): HS256 only (no `none`, no
 * other algorithm, no missing `alg`), `exp` and `iat` required, 60 s of clock leeway, and a
 * lifetime (`exp - iat`) of at most `maxDays`.
 */
export async function readEmbedToken(
  key: Uint8Array,
  token: string,
  options: { now: Date; maxDays: number },
): Promise<ReadEmbedToken> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: options.now,
      clockTolerance: EMBED_CLOCK_TOLERANCE_S,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: error instanceof errors.JOSEError ? error.code : 'unreadable' };
  }
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: 'not an embed token' };
  const { sub, org, emb, ver, iat, exp } = parsed.data;
  if (exp - iat > options.maxDays * DAY_S) return { ok: false, reason: 'lifetime too long' };
  const nowS = options.now.getTime() / 1000;
  if (iat > nowS + EMBED_CLOCK_TOLERANCE_S) return { ok: false, reason: 'issued in the future' };
  return { ok: true, claims: { dashboardId: sub, orgId: org, embedId: emb, version: ver } };
}
