import { AppError, type SigninResponse } from '@tabletalk/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { emailCodes, recordAuditEvent, type UserRow, users } from '../../../core/identity';
import { hashToken, randomToken } from '../../../lib/security/hashing';
import { NEW_PASSWORD_CHALLENGE_TTL_MS } from '../constants';

type NewPasswordRequired = Extract<
  SigninResponse,
  { next: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }
>;

/**
 * The right temporary password (one an administrator set) was given: it is spent here, whatever
 * happens next, and the user must choose their own password with the returned challenge. The
 * administrator who knows the temporary password can therefore never open a session with it
 * that the member does not complete with a password only they know.
 * @throws AppError TEMPORARY_PASSWORD_EXPIRED; INVALID_CREDENTIALS when a concurrent sign-in
 *   spent it first.
 */
export async function startNewPasswordChallenge(
  ctx: AppContext,
  user: UserRow,
): Promise<NewPasswordRequired> {
  const now = ctx.now();
  if (user.temporaryPasswordUntil && user.temporaryPasswordUntil <= now) {
    throw new AppError('TEMPORARY_PASSWORD_EXPIRED');
  }
  const challenge = randomToken();
  await ctx.db.transaction(async (tx) => {
    // The conditional update is the single use: of two sign-ins at once, one gets a challenge.
    const [spent] = await tx
      .update(users)
      .set({ passwordHash: null, temporaryPasswordUntil: null, updatedAt: now })
      .where(and(eq(users.id, user.id), isNotNull(users.temporaryPasswordUntil)))
      .returning({ id: users.id });
    if (!spent) throw new AppError('INVALID_CREDENTIALS');
    await tx.insert(emailCodes).values({
      userId: user.id,
      purpose: 'new_password',
      flowId: crypto.randomUUID(),
      codeHash: hashToken(challenge),
      expiresAt: new Date(now.getTime() + NEW_PASSWORD_CHALLENGE_TTL_MS),
      createdAt: now,
    });
  });
  await recordAuditEvent(ctx, { action: 'auth.temporary_password_used', actorId: user.id });
  return {
    next: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
    challenge,
    email: user.email,
    message: 'Please choose a new password to finish signing in.',
  };
}
