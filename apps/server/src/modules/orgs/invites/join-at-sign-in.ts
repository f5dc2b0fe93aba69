import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import type { users } from '../../../core/identity';
import { ensurePersonalOrganization } from '../organizations';
import { acceptInvite } from './accept-invite';

/** Where an invitation carried through a sign-in put the user. */
export interface Joined {
  organizationId: string;
  teamId: string;
}

/**
 * Settles where a user works as a session opens: an invitation carried through sign-up or
 * sign-in is accepted there and then (the invitee joins the inviting organization only, with no
 * second accept); someone in no organization at all gets their personal one. An invitation that
 * no longer applies (used, revoked, expired, another address) is left for the invite page to
 * explain, and the sign-in goes on.
 */
export async function joinAtSignIn(
  ctx: AppContext,
  options: { user: typeof users.$inferSelect; inviteToken?: string },
): Promise<Joined | undefined> {
  let joined: Joined | undefined;
  if (options.inviteToken) {
    try {
      joined = await acceptInvite(ctx, { token: options.inviteToken, user: options.user });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  await ensurePersonalOrganization(ctx.db, options.user.id, ctx.env.plans.defaultPlan);
  return joined;
}
