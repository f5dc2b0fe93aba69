import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OrgScope } from '../../core/identity';
import { authorize, getActor, getScope } from '../../plugins/request-context';
import { rooms } from './tables';

/** Who may use rooms (create them, ask, read their history): everyone with `sources.query`. */
export function authorizeUseRooms(scope: OrgScope): void {
  authorize(scope, 'sources.query');
}

/** The organization and user a rooms request acts as, once they may use rooms. */
export function roomActor(request: FastifyRequest): { orgId: string; userId: string } {
  const scope = getScope(request);
  authorizeUseRooms(scope);
  return { orgId: scope.org.id, userId: getActor(request).userId };
}

/**
 * Rooms are personal: a user sees only the live rooms they created in the organization. Every
 * room lookup filters by this in the query, so anyone else's room is simply not found (404).
 */
export function visibleRooms(actor: { orgId: string; userId: string }): SQL {
  return and(
    eq(rooms.orgId, actor.orgId),
    eq(rooms.createdBy, actor.userId),
    isNull(rooms.deletedAt),
  ) as SQL;
}
