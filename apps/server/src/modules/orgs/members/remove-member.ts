import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { recordAuditEvent, teamMembers } from '../../../core/identity';
import { getTeamMember } from './get-team-member';
import { assertAnotherOwnerRemains } from './team-owners';

/**
 * Removes a member from a team, or lets them leave it (authorize first with
 * `authorizeRemoveMember`).
 * @throws AppError NOT_FOUND (not a member), LAST_OWNER (the team's only owner).
 */
export async function removeMember(
  ctx: AppContext,
  options: { actorId: string; orgId: string; teamId: string; userId: string },
): Promise<void> {
  const { actorId, orgId, teamId, userId } = options;
  const removed = await ctx.db.transaction(async (tx) => {
    const member = await getTeamMember(tx, { orgId, teamId, userId });
    if (member.role === 'owner') await assertAnotherOwnerRemains(tx, { teamId, userId });
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return member;
  });
  await recordAuditEvent(ctx, {
    orgId,
    actorId,
    action: actorId === userId ? 'member.left' : 'member.removed',
    subjectId: userId,
    detail: { teamId, role: removed.role },
  });
}
