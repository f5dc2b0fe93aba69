import { AppError } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { authenticate, liveActor, verifyBearerToken } from './authenticate';
import { isWellFormedScope, membershipQuery, toOrgScope } from './resolve-scope';
import { organizations, sessions, teamMembers, teams, users } from './tables';
import type { Actor, OrgScope } from './types';

/**
 * Authenticates a request and resolves the organization it acts in with one query: the session
 * and its user, left-joined to the membership `resolveOrgScope` would pick. Session errors come
 * first, as when checked one after the other.
 * @param request the `Authorization` header value and the ids of the scope headers.
 * @throws AppError as `authenticate`, then NOT_FOUND (no such membership) or ORG_SUSPENDED.
 */
export async function authenticateInOrg(
  ctx: Pick<AppContext, 'db' | 'keys' | 'now'>,
  request: { authorization: string | undefined; orgId?: string; teamId?: string },
): Promise<{ actor: Actor; scope: OrgScope }> {
  const claims = await verifyBearerToken(ctx, request.authorization);
  const wanted = { orgId: request.orgId, teamId: request.teamId, userId: claims.userId };
  if (!isWellFormedScope(wanted)) {
    await authenticate(ctx, request.authorization);
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
