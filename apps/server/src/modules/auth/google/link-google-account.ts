import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { emailCodes, endUserSessions, users } from '../../../core/identity';
import { signupFlows } from '../tables';

export interface LinkResult {
  /** The account was unconfirmed: its password, sessions, codes and sign-up flows are gone. */
  resetUnconfirmed: boolean;
}

/**
 * Links a Google identity to an existing account with the same, provider-verified email.
 * An unconfirmed account may have been registered by someone else to squat the address
 * (pre-account-hijacking): whoever proved the mailbox owns it now, so the pending password is
 * wiped, every session ends, open email codes are voided and sign-up flows (with their pending
 * passwords and auto sign-in) are deleted. A confirmed account keeps its password.
 * @returns null when the account already has another Google identity (nothing changes).
 */
export async function linkGoogleAccount(
  ctx: AppContext,
  options: { userId: string; googleSub: string },
): Promise<LinkResult | null> {
  const { userId, googleSub } = options;
  return ctx.db.transaction(async (tx) => {
    // Locked, so a confirmation racing with the link sees either the old or the new account.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.googleSub !== null) return null;
    const now = ctx.now();
    const resetUnconfirmed = user.emailVerifiedAt === null;
    await tx
      .update(users)
      .set({
        googleSub,
        updatedAt: now,
        ...(resetUnconfirmed ? { passwordHash: null, emailVerifiedAt: now } : {}),
      })
      .where(eq(users.id, userId));
    if (resetUnconfirmed) {
      await endUserSessions(ctx, { userId, reason: 'deleted', db: tx });
      await tx
        .update(emailCodes)
        .set({ voidedAt: now })
        .where(
          and(
            eq(emailCodes.userId, userId),
            isNull(emailCodes.consumedAt),
            isNull(emailCodes.voidedAt),
          ),
        );
      await tx.delete(signupFlows).where(eq(signupFlows.userId, userId));
    }
    return { resetUnconfirmed };
  });
}
