import type { Role } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { recordAuditEvent, teamMembers } from '../../../core/identity';
import type { MemberRow } from '../presenter';
import { getTeamMember } from './get-team-member';
import { assertAnotherOwnerRemains } from './team-owners';

export interface ChangeMemberRoleOptions {
  actorId: string;
  orgId: string;
  teamId: string;
  userId: string;
  role: Role;
}

/**
 * Gives a member another role in a team (authorize first with `authorizeChangeRole`).
 * @throws AppError NOT_FOUND (not a member), LAST_OWNER (demoting the team's only owner).
 */
export async function changeMemberRole(
  ctx: AppContext,
  options: ChangeMemberRoleOptions,
): Promise<MemberRow> {
  const { actorId, orgId, teamId, userId, role } = options;
  const before = await ctx.db.transaction(async (tx) => {
    const member = await getTeamMember(tx, { orgId, teamId, userId });
    if (member.role === 'owner' && role !== 'owner') {
      await assertAnotherOwnerRemains(tx, { teamId, userId });
    }
    await tx
      .update(teamMembers)
      .set({ role })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return member;
  });
  if (before.role !== role) {
    await recordAuditEvent(ctx, {
      orgId,
      actorId,
      action: 'member.role_changed',
      subjectId: userId,
      detail: { teamId, from: before.role, to: role },
    });
  }
  return { ...before, role };
}
