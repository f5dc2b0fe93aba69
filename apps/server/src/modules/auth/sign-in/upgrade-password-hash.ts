import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { users } from '../../../core/identity';
import { hashPassword, passwordNeedsRehash } from '../../../lib/security/passwords';

/**
 * After a sign-in proved the password, re-hashes it with the current settings when the stored
 * hash was made with weaker ones (SECURITY F1). The new hash replaces the old one only if the
 * old one is still stored, so a password changed or reset meanwhile is never overwritten.
 * @returns whether the stored hash was replaced.
 * @example await upgradePasswordHash(ctx, { userId: user.id, storedHash, password });
 */
export async function upgradePasswordHash(
  ctx: Pick<AppContext, 'db' | 'log'>,
  options: { userId: string; storedHash: string; password: string },
): Promise<boolean> {
  const { userId, storedHash } = options;
  if (!passwordNeedsRehash(storedHash)) return false;
  const passwordHash = await hashPassword(options.password);
  const replaced = await ctx.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, storedHash)))
    .returning({ id: users.id });
  ctx.log.info(
    { userId, replaced: replaced.length > 0 },
    'password re-hashed at sign-in (weaker settings)',
  );
  return replaced.length > 0;
}
