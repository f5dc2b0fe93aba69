import type { AppContext } from '../../../context';
import { canIssueEmailCode, issueEmailCode } from '../codes';
import { findUserByEmail, requireEmail } from '../email-input';
import { resetCodeEmail } from '../emails';
import { sendAuthEmail } from '../mail';

const ANSWER = {
  next: 'CONFIRM_RESET_PASSWORD_WITH_CODE' as const,
  message: 'Code sent successfully',
};

/**
 * Asks for a password reset code. Answers the same, after the same work, whether or not the
 * address is registered (SECURITY F4): the request only queues `auth.send-reset-code`; looking
 * the address up, issuing the code and emailing it happen in that job, off the request's clock.
 * @throws AppError EMAIL_EMPTY.
 */
export async function forgotPassword(ctx: AppContext, rawEmail: string): Promise<typeof ANSWER> {
  const email = requireEmail(rawEmail);
  await ctx.jobs.send('auth.send-reset-code', { email });
  return ANSWER;
}

/**
 * The job behind `forgotPassword`: emails a reset code when the account exists, is enabled and
 * has not had too many codes lately; otherwise does nothing.
 */
export async function sendResetCode(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user || user.disabledAt) return;
  if (!(await canIssueEmailCode(ctx, { userId: user.id, purpose: 'reset' }))) return;
  // Reset codes belong to no sign-up flow; a random flow id keeps them apart.
  const issued = await issueEmailCode(ctx, {
    userId: user.id,
    purpose: 'reset',
    flowId: crypto.randomUUID(),
  });
  await sendAuthEmail(ctx, user.email, resetCodeEmail({ code: issued.code }));
}
