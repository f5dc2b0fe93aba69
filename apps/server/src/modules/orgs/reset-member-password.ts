import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { emailCodes, sessions, users } from '../../db/schema';
import { assertPasswordAcceptable, hashPassword } from '../../lib/security/passwords';
import { sendEmail } from '../notifications';
import type { MemberRow } from './presenter';
import { recordAuditEvent } from './record-audit-event';

/**
 * An admin sets a member's password (SPEC 6): every session of the member ends (their tokens stop
 * working at once) and they are told by email. Authorize first with `authorizeResetPassword`.
 * @throws AppError PASSWORD_EMPTY, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON.
 */
export async function resetMemberPassword(
  ctx: AppContext,
  options: {
    actorId: string;
    orgId: string;
    organizationName: string;
    member: MemberRow;
    newPassword: string;
  },
): Promise<void> {
  const { user } = options.member;
  assertPasswordAcceptable(options.newPassword, [user.email, user.givenName, user.familyName]);
  const passwordHash = await hashPassword(options.newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    // Ended sessions take their refresh tokens with them (refresh checks the session first).
    await tx
      .update(sessions)
      .set({ endedAt: now, endReason: 'admin' })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.endedAt)));
    // As for a self-service reset: a stale emailed code must not later apply other credentials.
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
  });
  await recordAuditEvent(ctx, {
    orgId: options.orgId,
    actorId: options.actorId,
    action: 'member.password_reset',
    subjectId: user.id,
  });
  await sendEmail(ctx, {
    to: user.email,
    subject: 'Your Tabletalk password was reset',
    paragraphs: [
      `An administrator of ${options.organizationName} reset your Tabletalk password, and you were signed out everywhere.`,
      'Ask them for the new password, then change it after signing in. If you did not expect this, contact your administrator.',
    ],
    action: {
      label: 'Sign in',
      url: `${ctx.env.publicUrl}/login?email=${encodeURIComponent(user.email)}`,
    },
  });
}
