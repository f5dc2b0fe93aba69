import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import { teamMembers, users } from '../../../core/identity';
import type { Db } from '../../../db/client';
import type { MemberRow } from '../presenter';

/**
 * A member of a team of an organization.
 * @throws AppError NOT_FOUND when the user is not in that team (or the team not in that org).
 */
export async function getTeamMember(
  db: Db,
  where: { orgId: string; teamId: string; userId: string },
): Promise<MemberRow> {
  const [row] = await db
    .select({ user: users, role: teamMembers.role, joinedAt: teamMembers.createdAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.orgId, where.orgId),
        eq(teamMembers.teamId, where.teamId),
        eq(teamMembers.userId, where.userId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
