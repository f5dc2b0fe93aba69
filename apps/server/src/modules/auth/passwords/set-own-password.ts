import type { AppContext } from '../../../context';
import { recordAuditEvent, replacePassword, type UserRow } from '../../../core/identity';
import { passwordChangedEmail } from '../emails';
import { appLinks, sendAuthEmail } from '../mail';

const AUDIT_ACTIONS = {
  change: 'auth.password_changed',
  reset: 'auth.password_reset',
  temporary: 'auth.temporary_password_replaced',
} as const;

/**
 * Sets a password the user chose (a change, a reset by emailed code, or the one replacing a spent
 * temporary password) through `replacePassword`: the user is signed out everywhere and open
 * email codes are voided. A reset also confirms the address: the code proved the mailbox. The
 * event is recorded and the owner told by email.
 */
export async function setOwnPassword(
  ctx: AppContext,
  options: { user: UserRow; newPassword: string; via: 'change' | 'reset' | 'temporary' },
): Promise<void> {
  const { user, via } = options;
  const ended = await replacePassword(ctx, {
    user,
    newPassword: options.newPassword,
    confirmsEmail: via === 'reset',
    endReason: 'password_changed',
  });
  await recordAuditEvent(ctx, {
    action: AUDIT_ACTIONS[via],
    actorId: user.id,
    detail: { sessionsEnded: ended.length },
  });
  const notice = passwordChangedEmail({ resetUrl: appLinks(ctx).forgotPassword });
  await sendAuthEmail(ctx, user.email, notice);
}
