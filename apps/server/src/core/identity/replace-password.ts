import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/security/passwords';
import { endUserSessions } from './end-sessions';
import { emailCodes, users } from './tables';
import type { UserRow } from './types';

export interface ReplacePasswordOptions {
  user: Pick<UserRow, 'id' | 'emailVerifiedAt'>;
  /** Already checked against the password rules by the caller. */
  newPassword: string;
  /**
   * Set for a password an administrator chose: it works for one sign-in until then, and that
   * sign-in must choose a new one. Absent: the user's own password, with no expiry.
   */
  temporaryUntil?: Date;
  /** Whether the change proved the mailbox (a reset by emailed code): it confirms the address. */
  confirmsEmail?: boolean;
  /** Why the sessions end: the user's own change, or an administrator's reset. */
  endReason: 'password_changed' | 'admin';
}

/**
 * Sets a user's password, in one transaction with its consequences (SECURITY F6): every session
 * ends, and with it every refresh token; outstanding email codes are voided, so a stale sign-up
 * or reset code cannot later apply other credentials. Recording the event and telling the owner
 * are the caller's (each says it in its own words).
 * @returns the ids of the sessions ended.
 * @example await replacePassword(ctx, { user, newPassword, endReason: 'password_changed' });
 */
export async function replacePassword(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: ReplacePasswordOptions,
): Promise<string[]> {
  const { user } = options;
  const passwordHash = await hashPassword(options.newPassword);
  const now = ctx.now();
  const confirms = options.confirmsEmail === true && user.emailVerifiedAt === null;
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        // A password of the user's own ends whatever an administrator set before.
        temporaryPasswordUntil: options.temporaryUntil ?? null,
        ...(confirms ? { emailVerifiedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx
      .update(emailCodes)
      .set({ voidedAt: now })
      .where(
        and(
          eq(emailCodes.userId, user.id),
          isNull(emailCodes.consumedAt),
          isNull(emailCodes.voidedAt),
        ),
      );
    return endUserSessions(ctx, { userId: user.id, reason: options.endReason, db: tx });
  });
}
