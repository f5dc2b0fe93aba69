import { AppError } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordAuditEvent, users } from '../../core/identity';
import { verifyPassword } from '../../lib/security/passwords';
import { sendEmail } from '../notifications';
import { leaveAllOrganizations } from '../orgs';
import type { UserRow } from './presenter';

/**
 * Deletes a user's account: their personal organization and its data go with it (by cascade),
 * they leave every other organization, and organizations nobody else is in are deleted.
 * Asks for the current password when the account has one, so a stolen session cannot do it.
 * @throws AppError PASSWORD_INCORRECT, LAST_OWNER (a team others use would have no owner).
 */
export async function deleteAccount(
  ctx: AppContext,
  options: { user: UserRow; password?: string },
): Promise<void> {
  const { user, password } = options;
  if (user.passwordHash !== null) {
    const ok = password !== undefined && (await verifyPassword(user.passwordHash, password));
    if (!ok) throw new AppError('PASSWORD_INCORRECT');
  }
  await ctx.db.transaction(async (tx) => {
    await leaveAllOrganizations(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  await recordAuditEvent(ctx, {
    orgId: null,
    actorId: user.id,
    action: 'user.deleted',
    subjectId: user.id,
  });
  await sendEmail(ctx, {
    to: user.email,
    subject: 'Your Tabletalk account was deleted',
    paragraphs: [
      'Your Tabletalk account and your personal organization were deleted, as you asked.',
      'If you did not do this, contact support right away.',
    ],
  });
}
