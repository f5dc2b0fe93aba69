import { AppError } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { type OrgScope, recordAuditEvent, users } from '../../../core/identity';
import { verifyPassword } from '../../../lib/security/passwords';
import { getSource } from '../find-source';
import { isDatabaseType } from '../source-types';
import { authorizeRevealPassword } from '../sources.policy';
import { loadConnection } from './connection-config';

/**
 * Reveals the stored password (or token, or key) of a database source to the member who added
 * it, once they have typed their own account password again. Every reveal is audit-logged.
 * @throws AppError NOT_FOUND; FORBIDDEN for anyone but the owner; PASSWORD_INCORRECT (400) for a
 *   wrong account password; CREDENTIALS_UNREADABLE when the stored secret cannot be opened.
 */
export async function revealDbPassword(
  ctx: Pick<AppContext, 'db' | 'env' | 'log' | 'now'>,
  options: { scope: OrgScope; userId: string; sourceId: string; accountPassword: string },
): Promise<string> {
  const { scope, userId } = options;
  const source = await getSource(ctx.db, { orgId: scope.org.id, sourceId: options.sourceId });
  authorizeRevealPassword(scope, userId, source);
  if (!isDatabaseType(source.type)) throw new AppError('NOT_FOUND');
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const audit = { orgId: scope.org.id, actorId: userId, subjectId: source.id };
  if (!(await verifyPassword(user?.passwordHash ?? null, options.accountPassword))) {
    await recordAuditEvent(ctx, { ...audit, action: 'source.password_reveal_denied' });
    throw new AppError('PASSWORD_INCORRECT', { message: 'Your password is incorrect.' });
  }
  const config = loadConnection(ctx.env, source);
  await recordAuditEvent(ctx, { ...audit, action: 'source.password_revealed' });
  switch (config.type) {
    case 'BIGQUERY':
      return config.serviceAccountJson;
    case 'DATABRICKS':
      return config.token;
    default:
      return config.password;
  }
}
