import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { emailCodes, users } from '../../core/identity';
import { hashPassword } from '../../lib/security/passwords';
import { recordAuditEvent } from './audit';
import type { UserRow } from './authenticate';
import { passwordChangedEmail } from './emails';
import { endUserSessions } from './end-sessions';
import { appLinks, sendAuthEmail } from './mail';

const AUDIT_ACTIONS = {
  change: 'auth.password_changed',
  reset: 'auth.password_reset',
  temporary: 'auth.temporary_password_replaced',
} as const;

/**
 * Sets a new password and signs the user out everywhere (SECURITY F6): every session ends, and
 * with it every refresh token. Outstanding email codes are voided too, so a stale sign-up code
 * cannot later apply other credentials. The owner is told by email.
 * A reset also confirms the address: the code proved the mailbox.
 */
export async function replacePassword(
  ctx: AppContext,
  options: { user: UserRow; newPassword: string; via: 'change' | 'reset' | 'temporary' },
): Promise<void> {
  const { user, via } = options;
  const passwordHash = await hashPassword(options.newPassword);
  const now = ctx.now();
  const ended = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        // The user's own password: whatever an administrator set before is no longer in force.
        temporaryPasswordUntil: null,
        emailVerifiedAt: user.emailVerifiedAt ?? (via === 'reset' ? now : null),
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
    return endUserSessions(ctx, { userId: user.id, reason: 'password_changed', db: tx });
  });
  await recordAuditEvent(ctx, {
    action: AUDIT_ACTIONS[via],
    actorId: user.id,
    detail: { sessionsEnded: ended.length },
  });
  const notice = passwordChangedEmail({ resetUrl: appLinks(ctx).forgotPassword });
  await sendAuthEmail(ctx, user.email, notice);
}
