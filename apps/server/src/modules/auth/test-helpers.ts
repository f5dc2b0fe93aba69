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

/** A job the app sent while `holdJobs` held them back. */
export interface HeldJob {
  name: string;
  data: unknown;
}

/**
 * Runs `work` with the app's jobs held back instead of run, to see what a request does itself;
 * answers the jobs it sent, and `runHeld` to run them afterwards as the queue would have.
 */
export async function holdJobs(
  t: TestApp,
  work: () => Promise<void>,
): Promise<{ queued: HeldJob[]; runHeld(): Promise<void> }> {
  const queued: HeldJob[] = [];
  const send = t.ctx.jobs.send;
  t.ctx.jobs.send = async (name, data) => {
    queued.push({ name, data });
  };
  try {
    await work();
  } finally {
    t.ctx.jobs.send = send;
  }
  const runHeld = async () => {
    for (const job of queued) await send(job.name as never, job.data as never);
  };
  return { queued, runHeld };
}
