import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { loadTeamScope, type TeamScope } from '../../core/identity';
import { getActor, getScope } from '../../plugins/request-context';

/** The scope of a `teams/{teamId}/…` route: that team, in the request's organization. */
export function teamScopeOf(
  ctx: AppContext,
  request: FastifyRequest,
  teamId: string,
): Promise<TeamScope> {
  return loadTeamScope(ctx.db, {
    scope: getScope(request),
    userId: getActor(request).userId,
    teamId,
  });
}

/** Per-route rate limit (per client IP), off when RATE_LIMIT=false. */
export function rateLimit(ctx: AppContext, max: number): FastifyContextConfig {
  return { rateLimit: ctx.env.rateLimit ? { max, timeWindow: '1 minute' } : false };
}
