import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './constants';

/** Sets the refresh token cookie: HttpOnly, SameSite=Strict, path-scoped (SECURITY F7). */
export function setRefreshCookie(
  ctx: AppContext,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.env.isProduction,
    path: REFRESH_COOKIE_PATH,
    maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)),
  });
}

/** Removes the refresh token cookie. */
export function clearRefreshCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.env.isProduction,
    path: REFRESH_COOKIE_PATH,
  });
}

/** The refresh token the request carries, if any. */
export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : null;
}
