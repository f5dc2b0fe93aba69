import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { recordAuditEvent, users } from '../../../core/identity';
import { findUserByEmail } from '../email-input';
import { createGoogleUser } from './create-google-user';
import { type GoogleClaims, isEmailAuthoritative } from './id-token-claims';
import { linkGoogleAccount } from './link-google-account';

export type GoogleUserOutcome =
  | { kind: 'user'; userId: string }
  /** An account with this email exists and the provider cannot vouch for the address. */
  | { kind: 'email-conflict' }
  /** Nothing to sign in to; `reason` is for the log. */
  | { kind: 'refused'; reason: string };

/**
 * Finds the account a Google identity signs in to, linking or creating it (SECURITY F8). Users
 * are keyed by `sub`, never by email: an existing account with the same email is linked only
 * when the provider is authoritative for the verified address, else the person must sign in
 * with their password. A new account is created only for a verified address, so nobody can
 * squat an email they do not control.
 */
export async function resolveGoogleUser(
  ctx: AppContext,
  options: { issuer: string; claims: GoogleClaims },
): Promise<GoogleUserOutcome> {
  const { issuer, claims } = options;
  const [known] = await ctx.db.select().from(users).where(eq(users.googleSub, claims.sub));
  if (known?.disabledAt) return { kind: 'refused', reason: 'account disabled' };
  if (known) {
    await recordAuditEvent(ctx, {
      action: 'auth.google_signin',
      actorId: known.id,
      subjectId: known.id,
    });
    return { kind: 'user', userId: known.id };
  }
  const email = claims.email?.trim().toLowerCase();
  if (!email) return { kind: 'refused', reason: 'no email claim' };

  const existing = await findUserByEmail(ctx, email);
  if (existing?.disabledAt) return { kind: 'refused', reason: 'account disabled' };
  if (existing) {
    const linked = isEmailAuthoritative(issuer, claims)
      ? await linkGoogleAccount(ctx, { userId: existing.id, googleSub: claims.sub })
      : null;
    if (!linked) {
      await recordAuditEvent(ctx, {
        action: 'auth.google_email_conflict',
        actorId: null,
        subjectId: existing.id,
        detail: { emailVerified: claims.email_verified },
      });
      return { kind: 'email-conflict' };
    }
    await recordAuditEvent(ctx, {
      action: 'auth.google_linked',
      actorId: existing.id,
      subjectId: existing.id,
      detail: { resetUnconfirmed: linked.resetUnconfirmed },
    });
    return { kind: 'user', userId: existing.id };
  }

  if (!claims.email_verified) return { kind: 'refused', reason: 'email not verified by issuer' };
  return { kind: 'user', userId: await createGoogleUser(ctx, { email, claims }) };
}
