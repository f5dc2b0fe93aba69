/**
 * The ask benchmark's browser phase: a person in headless Chromium types a question in a room and
 * presses Enter; the time is from that key press to the first painted frame that shows the answer
 * card with its data (the number, or the table), and, for answers with a chart, to the frame that
 * shows the chart too. Timed inside the page (the keydown's `performance.now()` to the frame after
 * the card appeared), so the driver's round trips do not count. The first question in the room is
 * included: it pays for loading whatever the card needs.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEFAULT_PASSWORD } from '../../apps/server/test/factories';
import { launchBrowser } from '../../e2e/support/browser';
import type { BenchUser } from './setup';

export interface BrowserTiming {
  /** Enter → the card with its number or table painted. */
  card: number;
  /** Enter → the chart painted too; null for answers without a chart. */
  chart: number | null;
  /** The HTTP call's own time as the browser saw it (request sent → response read). */
  http: number;
  /** The response read → the card painted: the page's own part of `card`. */
  drawing: number;
}

const TIMEOUT_MS = 30_000;

/** The little of the page's globals the timing uses (the bench compiles without the DOM library). */
interface PageNode {
  querySelector(selector: string): PageNode | null;
  querySelectorAll(selector: string): ArrayLike<PageNode>;
}
interface PageGlobals {
  document: PageNode & {
    body: PageNode;
    addEventListener(
      type: 'keydown',
      listener: (event: { key: string }) => void,
      capture: boolean,
    ): void;
  };
  requestAnimationFrame(callback: () => void): void;
  MutationObserver: new (
    callback: () => void,
  ) => { observe(node: PageNode, options: object): void; disconnect(): void };
  __enterAt?: number;
}

/** Runs in the page: records when Enter goes down in the question box. */
function listenForEnter(): void {
  const page = globalThis as unknown as PageGlobals;
  page.document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') page.__enterAt = performance.now();
    },
    true,
  );
}

/**
 * Runs in the page: waits for card number `index` (0-based, in thread order) to show its data and
 * its chart, and returns both times after Enter, each taken at the next frame after it appeared.
 */
function waitForCard(index: number): Promise<BrowserTiming> {
  const page = globalThis as unknown as PageGlobals;
  const nextFrame = () =>
    new Promise<number>((resolve) =>
      page.requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
    );
  const find = () => {
    const element = page.document.querySelectorAll('[data-testid="answer-card"]')[index];
    const data = element?.querySelector(
      '[data-testid="answer-table"], [data-testid="answer-value"], [data-testid="answer-declined"]',
    );
    const chartBox = element?.querySelector('[data-testid="answer-chart"]') ?? null;
    return { data, chartBox, chartDrawn: chartBox?.querySelector('svg, canvas') ?? null };
  };
  return new Promise((resolve) => {
    let card: number | null = null;
    let waiting = false;
    const check = async () => {
      if (waiting || !find().data) return;
      waiting = true;
      const painted = (await nextFrame()) - (page.__enterAt ?? 0);
      waiting = false;
      const { chartBox, chartDrawn } = find();
      card ??= painted;
      if (chartBox && !chartDrawn) return void check();
      observer.disconnect();
      const call = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/db/init-conversation'))
        .at(-1) as unknown as { responseEnd: number; duration: number } | undefined;
      const answered = call ? call.responseEnd - (page.__enterAt ?? 0) : Number.NaN;
      resolve({
        card,
        chart: chartBox ? painted : null,
        http: call ? call.duration : Number.NaN,
        drawing: card - answered,
      });
    };
    const observer = new page.MutationObserver(() => void check());
    observer.observe(page.document.body, { childList: true, subtree: true });
    void check();
  });
}

async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByTestId('home-welcome').waitFor({ timeout: TIMEOUT_MS });
}

/**
 * Signs `user` in, opens their room (which must be empty) and asks `count` questions of
 * `questions` in turn, each once the previous card is drawn. Needs the web app built (dist).
 */
export async function measureBrowser(options: {
  baseUrl: string;
  user: BenchUser;
  questions: readonly string[];
  count: number;
  /** Where to write a CPU profile of the page while it answers (Chrome DevTools format). */
  profile?: string;
}): Promise<BrowserTiming[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, options.baseUrl, options.user.email);
    // tsx compiles with esbuild's keepNames, whose `__name` helper the page does not have.
    await page.addInitScript('globalThis.__name = (target) => target;');
    await page.addInitScript(listenForEnter);
    await page.goto(`${options.baseUrl}/rooms/${options.user.roomId}`);
    const box = page.getByLabel('Ask a question');
    await box.waitFor({ timeout: TIMEOUT_MS });
    const cdp = options.profile ? await page.context().newCDPSession(page) : null;
    await cdp?.send('Profiler.enable');
    await cdp?.send('Profiler.start');
    const timings: BrowserTiming[] = [];
    for (let index = 0; index < options.count; index += 1) {
      await box.fill(options.questions[index % options.questions.length] ?? '');
      const drawn = page.evaluate(waitForCard, index);
      await box.press('Enter');
      timings.push(await drawn);
      // Let the room settle (refetches after an answer) before the next question.
      await page.waitForTimeout(300);
    }
    if (cdp && options.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(options.profile, JSON.stringify(profile));
    }
    return timings;
  } finally {
    await browser.close();
  }
}
