import { type BuiltUser, buildSession } from './factories';
import type { TestApp } from './test-app';

/**
 * Moves the app's clock to just past the start of the next UTC day or month, where plan limits
 * start counting again, and signs `user` in afresh (their access token expired on the way).
 * @returns the user with the new session's headers.
 */
export async function startNextPeriod(
  t: TestApp,
  user: BuiltUser,
  period: 'day' | 'month',
): Promise<BuiltUser> {
  const now = t.ctx.now();
  const [year, month, day] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
  const start = period === 'day' ? Date.UTC(year, month, day + 1) : Date.UTC(year, month + 1, 1);
  t.advanceTime(start - now.getTime() + 1_000);
  const session = await buildSession(t, user.user.id);
  return {
    ...user,
    ...session,
    headers: { ...user.headers, authorization: `Bearer ${session.token}` },
  };
}
