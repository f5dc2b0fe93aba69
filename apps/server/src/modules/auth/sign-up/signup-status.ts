import type { SignupStatusResponse } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { RefreshCookie } from '../refresh-cookie';
import { type ClientInfo, issueSession } from '../sessions';
import { signupFlows } from '../tables';
import { claimAutoSignIn } from './signup-flows';

/**
 * What the confirm page learns by polling: PENDING until the email is confirmed (by code or link,
 * in any tab); then CONFIRMED with a session the first time within 180 s of sign-up, and without
 * one afterwards; EXPIRED when 180 s pass unconfirmed (or the id is unknown). The refresh token
 * of that session is returned for the route to set as cookie.
 */
export async function getSignupStatus(
  ctx: AppContext,
  options: { signupId: string; inviteToken?: string; client: ClientInfo },
): Promise<{ response: SignupStatusResponse; refresh: RefreshCookie | null }> {
  const [flow] = await ctx.db
    .select()
    .from(signupFlows)
    .where(eq(signupFlows.id, options.signupId))
    .limit(1);
  if (!flow) return { response: { status: 'EXPIRED' }, refresh: null };
  if (!flow.confirmedAt) {
    const isOpen = flow.autoSignInUntil > ctx.now();
    return { response: { status: isOpen ? 'PENDING' : 'EXPIRED' }, refresh: null };
  }
  const userId = await claimAutoSignIn(ctx, flow.id);
  if (!userId) return { response: { status: 'CONFIRMED', session: null }, refresh: null };
  const { session, refresh } = await issueSession(ctx, {
    userId,
    client: options.client,
    inviteToken: options.inviteToken,
  });
  return { response: { status: 'CONFIRMED', session }, refresh };
}
