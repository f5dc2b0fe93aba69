import type { SignupStatusResponse } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { issueSession } from './issue-session';
import { claimAutoSignIn } from './signup-flows';
import { signupFlows } from './tables';

/**
 * What the confirm page learns by polling: PENDING until the email is confirmed (by code or link,
 * in any tab); then CONFIRMED with a session the first time within 180 s of sign-up, and without
 * one afterwards; EXPIRED when 180 s pass unconfirmed (or the id is unknown).
 */
export async function getSignupStatus(
  ctx: AppContext,
  options: {
    signupId: string;
    inviteToken?: string;
    request: FastifyRequest;
    reply: FastifyReply;
  },
): Promise<SignupStatusResponse> {
  const [flow] = await ctx.db
    .select()
    .from(signupFlows)
    .where(eq(signupFlows.id, options.signupId))
    .limit(1);
  if (!flow) return { status: 'EXPIRED' };
  if (!flow.confirmedAt) {
    return flow.autoSignInUntil > ctx.now() ? { status: 'PENDING' } : { status: 'EXPIRED' };
  }
  const userId = await claimAutoSignIn(ctx, flow.id);
  if (!userId) return { status: 'CONFIRMED', session: null };
  const session = await issueSession(ctx, {
    userId,
    request: options.request,
    reply: options.reply,
    inviteToken: options.inviteToken,
  });
  return { status: 'CONFIRMED', session };
}
