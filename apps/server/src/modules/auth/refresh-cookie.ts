import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './constants';

/** A refresh token to hand to the browser, and how long its cookie may live. */
export interface RefreshCookie {
  token: string;
  maxAgeMs: number;
}

/** Sets the refresh token cookie: HttpOnly, SameSite=Strict, path-scoped (SECURITY F7). */
export function setRefreshCookie(
  ctx: AppContext,
  reply: FastifyReply,
  cookie: RefreshCookie,
): void {
  reply.setCookie(REFRESH_COOKIE, cookie.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.env.isProduction,
    path: REFRESH_COOKIE_PATH,
    maxAge: Math.max(0, Math.floor(cookie.maxAgeMs / 1000)),
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

/**
 * Sets the refresh cookie of a result that opened (or rotated) a session, if it did, and returns
 * the result's answer for the route to send.
 */
export function withRefreshCookie<T>(
  ctx: AppContext,
  reply: FastifyReply,
  result: { response: T; refresh: RefreshCookie | null },
): T {
  if (result.refresh) setRefreshCookie(ctx, reply, result.refresh);
  return result.response;
}
