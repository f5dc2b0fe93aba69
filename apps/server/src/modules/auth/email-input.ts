import { AppError, emailSchema } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { UserRow } from '../../core/identity';
import { users } from '../../core/identity';

/**
 * Normalizes a typed email (trimmed, lower-cased), as users are stored.
 * @throws AppError EMAIL_EMPTY when blank; VALIDATION_FAILED when `strict` and not an address.
 */
export function requireEmail(raw: string, options: { strict?: boolean } = {}): string {
  const email = raw.trim().toLowerCase();
  if (email.length === 0) throw new AppError('EMAIL_EMPTY');
  if (options.strict && !emailSchema.safeParse(email).success) {
    throw new AppError('VALIDATION_FAILED', { details: { fields: [{ path: 'email' }] } });
  }
  return email;
}

/** The user with this (normalized) email, if any. */
export async function findUserByEmail(ctx: AppContext, email: string): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}
