import { AppError, type Permission } from '@tabletalk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { type Actor, authenticateRequest } from '../modules/auth/authenticate';
// Straight to the files, not the module's index: the index's routes import this plugin.
import { authenticateInOrg } from '../modules/orgs/authenticate-in-org';
import type { OrgScope } from '../modules/orgs/resolve-scope';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    scope: OrgScope | null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Hook: the request must carry a valid access token of a live session. */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    request.actor = await authenticateRequest(ctx, request);
  };
}

/** Hook: a signed-in user acting in an organization they belong to (which is not suspended). */
export function requireOrg(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const { actor, scope } = await authenticateInOrg(ctx, request, {
      orgId: header(request, 'x-organization-id'),
      teamId: header(request, 'x-team-id'),
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
 * The policy check: throws FORBIDDEN unless the scope grants the permission.
 * @example authorize(getScope(request), 'team.invite')
 */
export function authorize(scope: OrgScope, permission: Permission): void {
  if (!scope.permissions.includes(permission)) throw new AppError('FORBIDDEN');
}

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('scope', null);
});
