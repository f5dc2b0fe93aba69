import { AppError, type Role } from '@tabletalk/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { permissionsFor } from './permissions';
import { organizations, teamMembers, teams } from './tables';
import type { Organization, OrgScope, ScopeRequest } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the ids a request names can be row ids at all (anything else is not found). */
export function isWellFormedScope(options: ScopeRequest): boolean {
  return (
    !(options.orgId && !UUID.test(options.orgId)) && !(options.teamId && !UUID.test(options.teamId))
  );
}

/**
 * How the memberships of a scope request are picked, for a query joining team_members, teams and
 * organizations: the user's rows in the named organization and team. Without headers the user's
 * personal organization comes first; a user without one (an invited person) acts in the
 * organization they joined first. Inside the organization: the default team, then the oldest.
 * Ids break the last ties, so the same request always lands in the same place.
 */
export function membershipQuery(options: ScopeRequest): { where: SQL; orderBy: SQL[] } {
  const conditions = [eq(teamMembers.userId, options.userId)];
  if (options.orgId) conditions.push(eq(teamMembers.orgId, options.orgId));
  if (options.teamId) conditions.push(eq(teamMembers.teamId, options.teamId));
  return {
    where: and(...conditions) as SQL,
    orderBy: [
      // A non-personal organization has no personal owner: NULL = id is NULL, which DESC would
      // sort first, so it counts as false.
      desc(sql`coalesce(${organizations.personalOwnerId} = ${options.userId}, false)`),
      sql`min(${teamMembers.createdAt}) over (partition by ${teamMembers.orgId})`,
      asc(teamMembers.orgId),
      desc(teams.isDefault),
      asc(teams.createdAt),
      asc(teams.id),
    ],
  };
}

/**
 * The scope of the membership a query found (or null when it found none).
 * @throws AppError NOT_FOUND when the request named an organization or team the user is not a
 *   member of; ORG_SUSPENDED when the organization is suspended.
 */
export function toOrgScope(
  options: ScopeRequest,
  row: { org: Organization; teamId: string; role: Role } | null | undefined,
): OrgScope | null {
  if (!row) {
    if (options.orgId || options.teamId) throw new AppError('NOT_FOUND');
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

/**
 * Resolves the scope a request asks for (the ids of its scope headers), checking membership.
 * Without ids: the user's personal organization (or the one they joined first), and the default
 * team there.
 * @returns null for a user in no organization who named none.
 * @throws AppError NOT_FOUND when the user is not a member of that organization or team;
 *   ORG_SUSPENDED when the organization is suspended.
 */
export async function resolveOrgScope(db: Db, options: ScopeRequest): Promise<OrgScope | null> {
  if (!isWellFormedScope(options)) throw new AppError('NOT_FOUND');
  const membership = membershipQuery(options);
  const [row] = await db
    .select({ org: organizations, teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(organizations, eq(organizations.id, teamMembers.orgId))
    .where(membership.where)
    .orderBy(...membership.orderBy)
    .limit(1);
  return toOrgScope(options, row);
}
