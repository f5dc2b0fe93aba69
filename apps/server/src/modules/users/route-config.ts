import type { FastifyContextConfig } from 'fastify';
import type { AppContext } from '../../context';

/** Per-route rate limit (per client IP), off when RATE_LIMIT=false. */
export function perMinute(ctx: AppContext, max: number): FastifyContextConfig {
  return { rateLimit: ctx.env.rateLimit ? { max, timeWindow: '1 minute' } : false };
}
