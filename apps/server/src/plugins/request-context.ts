import { AppError } from '@tabletalk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { type Actor, authenticate, authenticateInOrg, type OrgScope } from '../core/identity';

/**
 * The Fastify side of identity: reads the request's headers, asks `core/identity`, and keeps the
 * answer on the request for handlers (`getActor`, `getScope`).
 */

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    scope: OrgScope | null;
  }
}

/** The scope headers: which organization and team a request acts in. */
export const SCOPE_HEADERS = { orgId: 'x-organization-id', teamId: 'x-team-id' } as const;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The organization and team ids a request's scope headers name, if any. */
export function scopeHeaders(request: FastifyRequest): { orgId?: string; teamId?: string } {
  return {
    orgId: header(request, SCOPE_HEADERS.orgId),
    teamId: header(request, SCOPE_HEADERS.teamId),
  };
}

/** Hook: the request must carry a valid access token of a live session. */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    request.actor = await authenticate(ctx, request.headers.authorization);
  };
}

/** Hook: a signed-in user acting in an organization they belong to (which is not suspended). */
export function requireOrg(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const { actor, scope } = await authenticateInOrg(ctx, {
      authorization: request.headers.authorization,
      ...scopeHeaders(request),
    });
    request.actor = actor;
    request.scope = scope;
  };
}

/** The signed-in user of a request that passed `requireUser` or `requireOrg`. */
export function getActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

/** The organization scope of a request that passed `requireOrg`. */
export function getScope(request: FastifyRequest): OrgScope {
  if (!request.scope) throw new AppError('NOT_FOUND');
  return request.scope;
}

/**
 * The policy check: throws FORBIDDEN unless the scope grants the permission. The one
 * `authorize` of `core/identity`, offered here too for route files.
 * @example authorize(getScope(request), 'team.invite')
 */
export { authorize } from '../core/identity';

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('scope', null);
});
