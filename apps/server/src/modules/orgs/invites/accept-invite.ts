import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import {
  holdQuota,
  type OrgPlanRef,
  planLimitMessageFor,
  type Transaction,
} from '../../../core/entitlements';
import { invites, recordAuditEvent, teamMembers, type users } from '../../../core/identity';
import { createNotification } from '../../notifications';
import { displayName } from '../presenter';
import { getPendingInvite } from './find-invite-by-token';
import { isPending } from './list-invites';

/**
 * Takes a member seat for a newcomer to the organization (someone already in one of its teams
 * holds one), in the joining transaction. Members only are counted: the others' pending
 * invitations must not take the seat this one held. The refusal is worded for the invitee, who
 * cannot change the plan.
 * @throws AppError PLAN_LIMIT 'The Basic plan allows up to 3 members. Ask an owner of your
 *   organization to upgrade to Pro for up to 5 members.'
 */
async function takeSeat(
  ctx: Pick<AppContext, 'now'>,
  tx: Transaction,
  options: { org: OrgPlanRef; userId: string },
): Promise<void> {
  const { org, userId } = options;
  const [member] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.orgId, org.id), eq(teamMembers.userId, userId)))
    .limit(1);
  if (member) return;
  try {
    await holdQuota({ db: tx, now: ctx.now }, org, 'members', { invitesHoldSeats: false });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'PLAN_LIMIT') throw error;
    const message = planLimitMessageFor(error, []);
    throw new AppError('PLAN_LIMIT', { message, details: error.details });
  }
}

/**
 * The signed-in invitee accepts: they join the team with the invited role, the invitation is used
 * up, and the inviter gets an in-app notification. A newcomer to the organization takes a member
 * seat in the joining transaction (the invitation held one while pending, but after a downgrade
 * there may be none left), so of two invitees at the last seat exactly one joins.
 * @throws AppError INVITE_INVALID (unknown, used, revoked, expired), INVITE_EMAIL_MISMATCH (signed
 *   in with another, or an unconfirmed, email), ORG_SUSPENDED, PLAN_LIMIT (no member seat left;
 *   the invitation stays pending).
 */
export async function acceptInvite(
  ctx: AppContext,
  options: { token: string; user: typeof users.$inferSelect },
): Promise<{ organizationId: string; teamId: string }> {
  const { user } = options;
  const now = ctx.now();
  const { invite, org, team } = await getPendingInvite(ctx.db, options.token, now);
  // A confirmed address proves the invitee owns it; an unconfirmed account could be a squatter's.
  if (invite.email !== user.email.toLowerCase() || !user.emailVerifiedAt) {
    throw new AppError('INVITE_EMAIL_MISMATCH');
  }
  if (org.status === 'suspended') throw new AppError('ORG_SUSPENDED');
  await ctx.db.transaction(async (tx) => {
    // The conditional update is the single-use claim: of two accepts at once, one wins.
    const [claimed] = await tx
      .update(invites)
      .set({ acceptedAt: now, acceptedById: user.id })
      .where(and(eq(invites.id, invite.id), isPending(now)))
      .returning({ id: invites.id });
    if (!claimed) throw new AppError('INVITE_INVALID');
    await takeSeat(ctx, tx, { org, userId: user.id });
    await tx
      .insert(teamMembers)
      .values({
        teamId: team.id,
        orgId: org.id,
        userId: user.id,
        role: invite.role,
        createdAt: now,
      })
      .onConflictDoNothing();
  });
  await recordAuditEvent(ctx, {
    orgId: org.id,
    actorId: user.id,
    action: 'member.joined',
    subjectId: user.id,
    detail: { teamId: team.id, role: invite.role, inviteId: invite.id },
  });
  if (invite.invitedById) {
    await createNotification(ctx, {
      userId: invite.invitedById,
      orgId: org.id,
      kind: 'team.invite_accepted',
      title: 'Invitation accepted',
      message: `${displayName(user)} joined ${team.name} as ${invite.role}.`,
      link: '/settings/team',
    });
  }
  return { organizationId: org.id, teamId: team.id };
}
