import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { holdQuota } from '../../../core/entitlements';
import { invites, recordAuditEvent, teamMembers, type users } from '../../../core/identity';
import type { Db } from '../../../db/client';
import { createNotification } from '../../notifications';
import { displayName } from '../presenter';
import { getPendingInvite } from './find-invite-by-token';
import { isPending } from './list-invites';

/** Whether the user already holds a seat in the organization (in any of its teams). */
async function isMemberOf(tx: Db, orgId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.orgId, orgId), eq(teamMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The signed-in invitee accepts: they join the team with the invited role, the invitation is used
 * up, and the inviter gets an in-app notification.
 * A newcomer takes a member seat, held in the joining transaction against the plan's member limit
 * (the invitation held it while pending; after a downgrade there may be none left).
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
    if (!(await isMemberOf(tx, org.id, user.id))) {
      // Members only: the others' pending invitations must not take the seat this one held.
      await holdQuota({ db: tx, now: ctx.now }, org, 'members', { invitesHoldSeats: false });
    }
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
