import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { emailCodes, users } from '../../../core/identity';
import { hashToken } from '../../../lib/security/hashing';
import { assertUsable, consumeEmailCode } from '../codes';
import { markEmailConfirmed } from './confirm-email';

/**
 * Confirms a sign-up by the emailed link token (single use, 10 minutes, void once a newer code
 * was sent). Does not sign in: the tab that signed up claims the session by polling.
 * @throws AppError CODE_INVALID, CODE_EXPIRED, CODE_ATTEMPTS_EXCEEDED.
 */
export async function confirmByLink(
  ctx: AppContext,
  token: string,
): Promise<{ email: string; message: string }> {
  const [row] = await ctx.db
    .select({ code: emailCodes, email: users.email })
    .from(emailCodes)
    .innerJoin(users, eq(users.id, emailCodes.userId))
    .where(and(eq(emailCodes.linkTokenHash, hashToken(token)), eq(emailCodes.purpose, 'signup')))
    .limit(1);
  if (!row) throw new AppError('CODE_INVALID');
  assertUsable(ctx, row.code);
  await consumeEmailCode(ctx, row.code.id);
  await markEmailConfirmed(ctx, { userId: row.code.userId, flowId: row.code.flowId });
  return { email: row.email, message: 'Success' };
}
