import type { Page } from 'playwright-core';
import { codeIn, type RunningServer } from './server';

export const PASSWORD = 'a long and unusual passphrase';

let counter = 0;
/** A fresh address for each account a journey creates. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

async function post(server: RunningServer, path: string, body: unknown) {
  const res = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs up through the API, leaving the account waiting for its emailed code. */
export async function signUpUnconfirmed(
  server: RunningServer,
  email: string,
  options: { givenName?: string; password?: string } = {},
): Promise<void> {
  await post(server, 'auth/signup', {
    email,
    password: options.password ?? PASSWORD,
    givenName: options.givenName ?? 'Ada',
    familyName: 'Lovelace',
  });
}

/** Creates a confirmed account through the API (sign-up, then the emailed code). */
export async function createAccount(
  server: RunningServer,
  email: string,
  options: { givenName?: string; password?: string } = {},
): Promise<void> {
  const after = Date.now();
  await signUpUnconfirmed(server, email, options);
  const message = await server.waitForEmail(email, { after });
  await post(server, 'auth/confirm-signup', { email, code: codeIn(message) });
}

/**
 * Signs in through the API and answers the headers of its requests: the session's bearer token,
 * the first organization, and JSON bodies. A new sign-in ends the person's other session.
 */
export async function apiSignIn(
  server: RunningServer,
  email: string,
  password = PASSWORD,
): Promise<Record<string, string>> {
  const body = await post(server, 'auth/signin', { email, password });
  return {
    authorization: `Bearer ${body.token}`,
    'x-organization-id': body.data.organizations[0]._id as string,
    'content-type': 'application/json',
  };
}

/** Signs in through the login screen and waits for the home page. */
export async function signIn(
  page: Page,
  server: RunningServer,
  email: string,
  password = PASSWORD,
) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByTestId('home-welcome').waitFor({ timeout: 20_000 });
}

/** Signs out through the user menu and waits for the login screen. */
export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login/);
}
