import { AppError } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { organizations, sessions, teamMembers, teams, users } from '../../core/identity';
// Straight to the file, not the module's index: the index's routes import the request plugin.
import {
  type Actor,
  authenticateRequest,
  liveActor,
  verifyBearerToken,
} from '../auth/authenticate';
import {
  isWellFormedScope,
  membershipQuery,
  type OrgScope,
  type ScopeRequest,
  toOrgScope,
} from './resolve-scope';

/**
 * Authenticates a request and resolves the organization it acts in with one query: the session
 * and its user, left-joined to the membership `resolveOrgScope` would pick. Session errors come
 * first, as when checked one after the other.
 * @throws AppError as `authenticateRequest`, then NOT_FOUND (no such membership) or
 *   ORG_SUSPENDED.
 */
export async function authenticateInOrg(
  ctx: AppContext,
  request: FastifyRequest,
  headers: Omit<ScopeRequest, 'userId'>,
): Promise<{ actor: Actor; scope: OrgScope }> {
  const claims = await verifyBearerToken(ctx, request);
  const wanted = { ...headers, userId: claims.userId };
  if (!isWellFormedScope(wanted)) {
    await authenticateRequest(ctx, request);
    throw new AppError('NOT_FOUND');
  }
  const membership = membershipQuery(wanted);
  const [row] = await ctx.db
    .select({
      session: sessions,
      user: users,
      org: organizations,
      teamId: teamMembers.teamId,
      role: teamMembers.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(teamMembers, membership.where)
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(organizations, eq(organizations.id, teamMembers.orgId))
    .where(eq(sessions.id, claims.sessionId))
    .orderBy(...membership.orderBy)
    .limit(1);
  const actor = liveActor(ctx, claims, row);
  const member =
    row?.org && row.teamId && row.role
      ? { org: row.org, teamId: row.teamId, role: row.role }
      : null;
  const scope = toOrgScope(wanted, member);
  if (!scope) throw new AppError('NOT_FOUND');
  return { actor, scope };
}
