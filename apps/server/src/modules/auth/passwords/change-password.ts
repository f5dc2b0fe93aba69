import { AppError, type ChangePasswordRequest, type MessageResponse } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import type { Actor } from '../../../core/identity';
import { assertPasswordAcceptable, verifyPassword } from '../../../lib/security/passwords';
import { setOwnPassword } from './set-own-password';

/**
 * Changes the signed-in user's password after checking the current one, then ends every
 * session, the current one included: the user signs in again with the new password.
 * @throws AppError PASSWORD_EMPTY, PASSWORD_INCORRECT, PASSWORD_TOO_SHORT/LONG/COMMON.
 */
export async function changePassword(
  ctx: AppContext,
  options: { actor: Actor; input: ChangePasswordRequest },
): Promise<MessageResponse> {
  const { actor, input } = options;
  if (input.oldPassword.length === 0) throw new AppError('PASSWORD_EMPTY');
  const { user } = actor;
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError('PASSWORD_INCORRECT');
  }
  const localPart = user.email.split('@')[0] ?? '';
  const context = [localPart, user.givenName, user.familyName, 'tabletalk'];
  assertPasswordAcceptable(input.newPassword, context);
  await setOwnPassword(ctx, { user, newPassword: input.newPassword, via: 'change' });
  return { message: 'Password changed successfully, please login again.' };
}
