import type { AppContext } from '../../context';
import { findUserByEmail, requireEmail } from './email-input';
import { resetCodeEmail } from './emails';
import { canIssueEmailCode, issueEmailCode } from './issue-email-code';
import { sendAuthEmail } from './mail';

const ANSWER = {
  next: 'CONFIRM_RESET_PASSWORD_WITH_CODE' as const,
  message: 'Code sent successfully',
};

/**
 * Emails a password reset code when the account exists (and is not throttled). Always answers
 * the same, so it cannot tell which addresses are registered (SECURITY F4).
 * @throws AppError EMAIL_EMPTY.
 */
export async function forgotPassword(ctx: AppContext, rawEmail: string): Promise<typeof ANSWER> {
  const email = requireEmail(rawEmail);
  const user = await findUserByEmail(ctx, email);
  if (!user || user.disabledAt) return ANSWER;
  if (!(await canIssueEmailCode(ctx, { userId: user.id, purpose: 'reset' }))) return ANSWER;
  // Reset codes belong to no sign-up flow; a random flow id keeps them apart.
  const issued = await issueEmailCode(ctx, {
    userId: user.id,
    purpose: 'reset',
    flowId: crypto.randomUUID(),
  });
  await sendAuthEmail(ctx, user.email, resetCodeEmail({ code: issued.code }));
  return ANSWER;
}
