import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, signIn, uniqueEmail } from '../support/accounts';
import { addToDashboard } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { newRoom } from '../support/rooms';
import { expectFitsWidth, PHONE } from '../support/screens';
import { codeIn, type RunningServer } from '../support/server';
import { shot } from '../support/shots';

const LAPTOP = { width: 1280, height: 900 };

async function api<T>(server: RunningServer, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

interface SignedIn {
  token: string;
  data: { organizations: { _id: string; teams: { _id: string }[] }[] };
}

/**
 * A new member of the owner's organization, through the API: the owner invites, the invitee
 * signs up with the invitation (the organization is then their only one). Done before the owner
 * signs in in the browser, since signing in again ends a person's other session.
 */
async function addMember(server: RunningServer, ownerEmail: string, memberEmail: string) {
  const owner = await api<SignedIn>(server, 'auth/signin', {
    method: 'POST',
    body: JSON.stringify({ email: ownerEmail, password: PASSWORD }),
  });
  const org = owner.data.organizations[0];
  const teamId = org?.teams[0]?._id ?? '';
  const after = Date.now();
  await api(server, `teams/${teamId}/invite`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${owner.token}`,
      'x-organization-id': org?._id ?? '',
      'x-team-id': teamId,
    },
    body: JSON.stringify({ email: memberEmail, role: 'member' }),
  });
  const invitation = await server.waitForEmail(memberEmail, { after, subject: /invit/i });
  const inviteToken = invitation.text.match(/\/invite\/([\w-]+)/)?.[1];
  if (!inviteToken) throw new Error('no invitation link');
  const signedUp = Date.now();
  await api(server, 'auth/signup', {
    method: 'POST',
    body: JSON.stringify({
      email: memberEmail,
      password: PASSWORD,
      givenName: 'Milo',
      familyName: 'Member',
      inviteToken,
    }),
  });
  const code = codeIn(await server.waitForEmail(memberEmail, { after: signedUp }));
  await api(server, 'auth/confirm-signup', {
    method: 'POST',
    body: JSON.stringify({ email: memberEmail, code, inviteToken }),
  });
}

/** The items' titles in reading order (top to bottom, then left to right) as drawn. */
async function readingOrder(items: Locator): Promise<string[]> {
  const boxes = await items.evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return { title: card.getAttribute('aria-label') ?? '', x: box.x, y: box.y };
    }),
  );
  return boxes.sort((a, b) => a.y - b.y || a.x - b.x).map((box) => box.title);
}

/**
 * The reading order once the grid stopped moving: items slide to their new places (CSS
 * transitions), so the order is read until two reads 150 ms apart agree.
 */
async function settledOrder(page: Page, items: Locator): Promise<string[]> {
  let previous = await readingOrder(items);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await page.waitForTimeout(150);
    const now = await readingOrder(items);
    if (now.join('\n') === previous.join('\n')) return now;
    previous = now;
  }
  return previous;
}

/** Drags an item by its header onto the place of another. */
async function dragOnto(page: Page, from: Locator, to: Locator) {
  const start = await from.locator('.dashboard-item-handle').boundingBox();
  const end = await to.locator('.dashboard-item-handle').boundingBox();
  if (!start || !end) throw new Error('items are not drawn');
  await page.mouse.move(start.x + 20, start.y + start.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(
      start.x + 20 + ((end.x - start.x) * step) / 10,
      start.y + start.height / 2 + ((end.y - start.y) * step) / 10,
    );
  }
  await page.mouse.up();
}

/** A page on another origin that frames `url`: the site an embed code is pasted into. */
async function hostSite(url: () => string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>Intranet</title><h1>Intranet</h1>
<iframe src="${url().replaceAll('"', '&quot;')}" width="1000" height="800"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('a dashboard shared, embedded and watched', () => {
  const journey = useJourney();
  let embedUrl = '';
  const host = hostSite(() => embedUrl);
  afterAll(async () => (await host).server.close());

  it('arranges three answers, shares them, embeds them elsewhere, and raises an alert', async () => {
    const { server, browser } = journey;
    const ownerEmail = uniqueEmail('board-owner');
    const memberEmail = uniqueEmail('board-member');
    await createAccount(server, ownerEmail, { givenName: 'Olivia' });
    await addMember(server, ownerEmail, memberEmail);

    const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
    await signIn(page, server, ownerEmail);
    await page.getByRole('button', { name: 'Use sample data' }).first().click();
    await page.getByTestId('preview-grid').waitFor({ timeout: 60_000 });
    const sourceId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await newRoom(page, server.url, sourceId, 'Board answers');
    await addToDashboard(page, 'What is the total revenue?', 'Widget', 'Board');
    await addToDashboard(page, 'total revenue by region', 'Graph', 'Board');
    await addToDashboard(page, 'total revenue by category', 'Table', 'Board');

    // Rearranged: the table dragged to the top; the new order survives a reload.
    await page.getByRole('link', { name: 'Dashboards' }).first().click();
    await page.getByRole('link', { name: 'Board', exact: true }).click();
    const items = page.getByTestId('dashboard-item-card');
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(3);
    const before = await readingOrder(items);
    const saved = page.waitForResponse((r) => r.url().includes('/api/dashboard/update-layout/'));
    await dragOnto(page, items.nth(2), items.nth(0));
    expect((await saved).status()).toBe(200);
    const arranged = await settledOrder(page, items);
    expect(arranged).not.toEqual(before);
    await page.reload();
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(3);
    await items
      .nth(1)
      .getByTestId('answer-chart')
      .locator('[aria-roledescription]')
      .first()
      .waitFor();
    expect(await settledOrder(page, items)).toEqual(arranged);
    await shot(page, 'board-arranged');

    // Shared with Milo, who finds it in his list and opens it.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share dashboard' });
    await share.getByLabel('Members').fill('Milo');
    await page.getByRole('option', { name: /Milo/ }).click();
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    // The dialog closes once the share is saved, and says so (waiting for its own "Shared with"
    // heading passed only while the request was still running).
    await page.getByText('Dashboard shared with 1 member.').waitFor();
    await share.waitFor({ state: 'hidden' });
    const member = await (await browser.newContext({ viewport: LAPTOP })).newPage();
    await signIn(member, server, memberEmail);
    await member.getByRole('link', { name: 'Dashboards' }).first().click();
    await member.getByText('Shared by Olivia').waitFor({ timeout: 20_000 });
    await member.getByRole('link', { name: 'Board', exact: true }).click();
    const memberItems = member.getByTestId('dashboard-item-card');
    await expect.poll(() => memberItems.count(), { timeout: 20_000 }).toBe(3);
    expect(await readingOrder(memberItems)).toEqual(arranged);
    await shot(member, 'board-shared');
    // A member who only views: no editing controls; on a phone, one column that fits.
    await expect(member.getByRole('button', { name: 'Share', exact: true }).count()).resolves.toBe(
      0,
    );
    await member.setViewportSize(PHONE);
    await member.getByTestId('dashboard-stack').waitFor();
    await expectFitsWidth(member, 'shared dashboard');
    await shot(member, 'board-shared');

    // Embedded on another site: its code framed there, in a browser signed in to nothing.
    const { origin } = await host;
    await page.getByRole('button', { name: 'Embed' }).click();
    const embed = page.getByRole('dialog', { name: 'Embed dashboard' });
    await embed.getByLabel('Sites allowed to show it (optional)').fill(origin);
    await embed.getByRole('button', { name: 'Generate embed code' }).click();
    const snippet =
      (await embed.getByTestId('embed-code').locator('pre').first().textContent()) ?? '';
    embedUrl = snippet.match(/src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(embedUrl).toContain('/embed/dashboards/');
    await page.keyboard.press('Escape');
    const stranger = await (await browser.newContext({ viewport: LAPTOP })).newPage();
    await stranger.goto(origin);
    const framed = stranger.frameLocator('iframe');
    await expect
      .poll(() => framed.getByTestId('dashboard-item-card').count(), { timeout: 20_000 })
      .toBe(3);
    await framed.getByText('Powered by Tabletalk').waitFor();
    // Its chart is drawn too: the page's scripts run inside the frame.
    await framed
      .getByTestId('answer-chart')
      .locator('[aria-roledescription="bar"]')
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await stranger.context().cookies(server.url)).toEqual([]);
    await shot(stranger, 'board-embedded');

    // An alert on the widget with a threshold it is above: checking now fires it.
    await items.nth(0).waitFor();
    const widget = page.getByRole('article', { name: /total revenue/i }).first();
    await widget.getByRole('button', { name: /^Actions of/ }).click();
    await page.getByRole('menuitem', { name: 'Create alert…' }).click();
    const alert = page.getByRole('dialog', { name: 'Create alert' });
    await alert.getByLabel('Threshold').fill('1');
    await alert.getByRole('button', { name: 'Create alert' }).click();
    await alert.waitFor({ state: 'hidden' });
    await page.setViewportSize(PHONE);
    await expectFitsWidth(page, 'dashboard with its controls');
    await shot(page, 'board-owner');
    await page.setViewportSize(LAPTOP);
    await page.getByRole('button', { name: 'Alerts' }).click();
    const drawer = page.getByRole('dialog', { name: 'Alerts' });
    const checked = page.waitForResponse((r) => r.url().includes('/api/dashboard/alerts/refresh/'));
    await drawer.getByRole('button', { name: 'Check now' }).first().click();
    expect((await checked).status()).toBe(200);
    await drawer.getByText('Firing').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Notifications \(\d+ unread\)/ }).click();
    await page
      .getByText(/^Alert fired: /)
      .first()
      .waitFor({ timeout: 30_000 });
    await shot(page, 'board-alert-fired');
  });
});
