import { z } from 'zod';

/** The ID token claims sign-in relies on; openid-client has already checked iss, aud, exp, nonce. */
const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(320).optional(),
  // Strictly the boolean true: a provider that does not vouch for the address does not link.
  email_verified: z.unknown().transform((value) => value === true),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
  /** Google Workspace domain: Google is authoritative for addresses it hosts. */
  hd: z.string().optional(),
});

export type GoogleClaims = z.infer<typeof claimsSchema>;

/**
 * Reads the claims of a validated ID token.
 * @returns null when a required claim is missing or malformed.
 */
export function parseIdTokenClaims(claims: unknown): GoogleClaims | null {
  const parsed = claimsSchema.safeParse(claims);
  return parsed.success ? parsed.data : null;
}

const GOOGLE_ISSUERS = new Set(['https://accounts.google.com', 'accounts.google.com']);

/**
 * Whether the issuer's word on the email is enough to take over an existing account with that
 * address (SECURITY F8): Google is only authoritative for Gmail and Workspace (`hd`) addresses;
 * another configured issuer is trusted for the addresses it marks verified.
 */
export function isEmailAuthoritative(issuer: string, claims: GoogleClaims): boolean {
  if (!claims.email_verified || !claims.email) return false;
  if (!GOOGLE_ISSUERS.has(issuer.replace(/\/$/, ''))) return true;
  const domain = claims.email.split('@').at(-1)?.toLowerCase();
  return domain === 'gmail.com' || domain === 'googlemail.com' || Boolean(claims.hd);
}
