import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/test-app';
import { REFRESH_COOKIE } from './constants';

/** A password that passes the policy. */
export const GOOD_PASSWORD = 'purple elephant dances 42';

/** A fresh address no other test uses. */
export function newEmail(): string {
  return `user-${randomUUID().slice(0, 8)}@example.com`;
}

/** POSTs JSON to an auth route. */
export function post(
  t: TestApp,
  url: string,
  payload: object = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

/** Signs up through the API; the code is in the outbox. */
export async function signUp(t: TestApp, email = newEmail(), password = GOOD_PASSWORD) {
  const res = await post(t, '/api/auth/signup', {
    email,
    password,
    givenName: 'Ada',
    familyName: 'Lovelace',
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  return { email, password, signupId: res.json().signupId as string };
}

/** Signs in through the API and returns the access token and refresh cookie. */
export async function signIn(t: TestApp, email: string, password = GOOD_PASSWORD) {
  const res = await post(t, '/api/auth/signin', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const body = res.json();
  return {
    token: body.token as string,
    sessionId: body.data.sessionId as string,
    refresh: refreshCookieOf(res),
  };
}

/** The refresh token a response sets, or undefined. */
export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;
}

/** Calls auth/refresh with a refresh token. */
export function refresh(t: TestApp, token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { [REFRESH_COOKIE]: token },
  });
}

/** The link token in the latest sign-up email to an address. */
export function lastLinkTokenFor(t: TestApp, email: string): string {
  const text = t.emails(email).at(-1)?.text ?? '';
  const token = text.match(/[?&]token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No confirmation link emailed to ${email}`);
  return token;
}

/** Bearer header for a token. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
