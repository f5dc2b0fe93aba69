import { AppError, type Permission, type Role } from '@tabletalk/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, teamMembers, teams } from '../../db/schema';
import { permissionsFor } from './permissions';

export type Organization = typeof organizations.$inferSelect;

/** The organization and team a request acts in, and what the user may do there. */
export interface OrgScope {
  org: Organization;
  teamId: string;
  role: Role;
  permissions: Permission[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves the scope from the `x-organization-id` and `x-team-id` headers, checking membership.
 * Without headers: the user's personal organization (or first), and their default team there.
 * @throws AppError NOT_FOUND when the user is not a member of that organization or team;
 *   ORG_SUSPENDED when the organization is suspended.
 */
export async function resolveOrgScope(
  db: Db,
  options: { userId: string; orgId?: string; teamId?: string },
): Promise<OrgScope | null> {
  const { userId, orgId, teamId } = options;
  if ((orgId && !UUID.test(orgId)) || (teamId && !UUID.test(teamId))) {
    throw new AppError('NOT_FOUND');
  }
  const conditions = [eq(teamMembers.userId, userId)];
  if (orgId) conditions.push(eq(teamMembers.orgId, orgId));
  if (teamId) conditions.push(eq(teamMembers.teamId, teamId));
  const [row] = await db
    .select({ org: organizations, teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(organizations, eq(organizations.id, teamMembers.orgId))
    .where(and(...conditions))
    .orderBy(
      desc(eq(organizations.personalOwnerId, userId)),
      desc(teams.isDefault),
      asc(teams.createdAt),
    )
    .limit(1);
  if (!row) {
    if (orgId || teamId) throw new AppError('NOT_FOUND');
    return null;
  }
  if (row.org.status === 'suspended') throw new AppError('ORG_SUSPENDED');
  return {
    org: row.org,
    teamId: row.teamId,
    role: row.role,
    permissions: permissionsFor(row.role),
  };
}
