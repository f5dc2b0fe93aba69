import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/**
 * A per-user rate limit (after authentication, keyed by the user, so one person cannot spread a
 * scan over IPs); off when RATE_LIMIT=false. `skip` exempts requests it returns true for.
 */
export function perUserPerMinute(
  ctx: AppContext,
  max: number,
  skip?: (request: FastifyRequest) => boolean,
): FastifyContextConfig {
  if (!ctx.env.rateLimit) return { rateLimit: false };
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      hook: 'preHandler',
      keyGenerator: (request) => request.actor?.userId ?? request.ip,
      ...(skip ? { allowList: (request: FastifyRequest) => skip(request) } : {}),
    },
  };
}
