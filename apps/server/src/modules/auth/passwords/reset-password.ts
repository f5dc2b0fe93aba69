import { AppError, type MessageResponse, type ResetPasswordRequest } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { assertPasswordAcceptable } from '../../../lib/security/passwords';
import { consumeEmailCode, verifyEmailCode } from '../codes';
import { findUserByEmail, requireEmail } from '../email-input';
import { setOwnPassword } from './set-own-password';

/**
 * Sets a new password with an emailed reset code, then signs the user out everywhere. Never
 * signs in. The code is checked before the password, but only consumed once both pass.
 * @throws AppError EMAIL_EMPTY, CODE_INVALID (also for unknown addresses), CODE_EXPIRED,
 *   CODE_ATTEMPTS_EXCEEDED, PASSWORD_*.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordRequest,
): Promise<MessageResponse> {
  const email = requireEmail(input.email);
  if (input.code.length === 0) throw new AppError('CODE_INVALID');
  const user = await findUserByEmail(ctx, email);
  if (!user || user.disabledAt) throw new AppError('CODE_INVALID');
  const code = await verifyEmailCode(ctx, { userId: user.id, purpose: 'reset', code: input.code });
  const localPart = email.split('@')[0] ?? '';
  assertPasswordAcceptable(input.newPassword, [
    localPart,
    user.givenName,
    user.familyName,
    'tabletalk',
  ]);
  await consumeEmailCode(ctx, code.id);
  await setOwnPassword(ctx, { user, newPassword: input.newPassword, via: 'reset' });
  return { message: 'Password changed successfully, please login again.' };
}
