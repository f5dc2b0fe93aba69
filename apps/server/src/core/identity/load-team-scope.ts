import { AppError, type Role } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { permissionsFor, ROLE_RANK } from './permissions';
import { teamMembers, teams } from './tables';
import type { OrgScope, TeamScope } from './types';

/**
 * Loads a team of the request's organization and the actor's role in it: their membership there,
 * raised to owner for an organization owner (who manages every team).
 * @throws AppError NOT_FOUND for a team of another organization, or one the actor cannot see.
 */
export async function loadTeamScope(
  db: Db,
  options: { scope: OrgScope; userId: string; teamId: string },
): Promise<TeamScope> {
  const { scope, userId, teamId } = options;
  const [team] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.orgId, scope.org.id)));
  if (!team) throw new AppError('NOT_FOUND');
  const [membership] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)));
  const candidates: Role[] = [];
  if (membership) candidates.push(membership.role);
  if (scope.role === 'owner') candidates.push('owner');
  const role = candidates.sort((a, b) => ROLE_RANK[b] - ROLE_RANK[a])[0];
  if (!role) throw new AppError('NOT_FOUND');
  return { org: scope.org, teamId: team.id, team, role, permissions: permissionsFor(role) };
}
