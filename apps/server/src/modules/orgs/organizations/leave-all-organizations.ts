import { AppError } from '@tabletalk/contracts';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { organizations, teamMembers } from '../../../core/identity';
import type { Db } from '../../../db/client';

/**
 * Inside the account-deletion transaction: takes a user out of every organization. Organizations
 * where nobody else is a member are deleted with all their data (the personal one goes with the
 * user by cascade).
 * @throws AppError LAST_OWNER when the user is the only owner of a team that others still use;
 *   `details` names it so the UI can ask for a new owner first.
 */
export async function leaveAllOrganizations(tx: Db, userId: string): Promise<void> {
  const memberships = await tx
    .select({ orgId: teamMembers.orgId, teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(organizations, eq(organizations.id, teamMembers.orgId))
    .where(
      and(
        eq(teamMembers.userId, userId),
        or(isNull(organizations.personalOwnerId), ne(organizations.personalOwnerId, userId)),
      ),
    );
  const orgIds = [...new Set(memberships.map((m) => m.orgId))];
  if (orgIds.length === 0) return;
  const others = await tx
    .select({
      orgId: teamMembers.orgId,
      teamId: teamMembers.teamId,
      isOwner: sql<boolean>`${teamMembers.role} = 'owner'`,
    })
    .from(teamMembers)
    .where(and(inArray(teamMembers.orgId, orgIds), ne(teamMembers.userId, userId)));
  for (const m of memberships.filter((x) => x.role === 'owner')) {
    const teammates = others.filter((o) => o.teamId === m.teamId);
    if (teammates.length > 0 && !teammates.some((o) => o.isOwner)) {
      throw new AppError('LAST_OWNER', { details: { organizationId: m.orgId, teamId: m.teamId } });
    }
  }
  const abandoned = orgIds.filter((orgId) => !others.some((o) => o.orgId === orgId));
  if (abandoned.length > 0) {
    await tx.delete(organizations).where(inArray(organizations.id, abandoned));
  }
  await tx.delete(teamMembers).where(eq(teamMembers.userId, userId));
}
