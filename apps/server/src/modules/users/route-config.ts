import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';

/** A request header's value, if given once and non-empty. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Per-route rate limit (per client IP), off when RATE_LIMIT=false. */
export function perMinute(ctx: AppContext, max: number): FastifyContextConfig {
  return { rateLimit: ctx.env.rateLimit ? { max, timeWindow: '1 minute' } : false };
}
