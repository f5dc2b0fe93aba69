import { AppError } from '@tabletalk/contracts';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';

/**
 * Per-IP rate limit of a route (@fastify/rate-limit is registered with global:false). Empty when
 * RATE_LIMIT is off, as in most tests.
 */
export function rateLimit(
  ctx: AppContext,
  max: number,
  timeWindow = '1 minute',
): FastifyContextConfig {
  return ctx.env.rateLimit ? { rateLimit: { max, timeWindow } } : {};
}

/**
 * Refuses a cookie-authenticated request sent from another site (SECURITY F7: CSRF). The refresh
 * cookie is SameSite=Strict already; this covers browsers that ignore it. Requests without an
 * Origin header (same-origin GETs, non-browser clients) pass.
 * @throws AppError FORBIDDEN.
 */
export function assertSameOrigin(ctx: AppContext, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (!origin) return;
  const allowed = new Set([
    new URL(ctx.env.publicUrl).origin,
    `${request.protocol}://${request.host}`,
    ...ctx.env.corsOrigins,
  ]);
  if (!allowed.has(origin)) throw new AppError('FORBIDDEN');
}

/** What a new session records about the client that opened it (`issueSession`'s `client`). */
export function clientOf(request: FastifyRequest): { userAgent: string | undefined; ip: string } {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}
