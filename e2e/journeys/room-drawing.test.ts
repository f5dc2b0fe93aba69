import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';

/** Asks in the room with the keyboard and waits for the new card's data and chart. */
async function ask(page: Page, question: string): Promise<Locator> {
  const box = page.getByLabel('Ask a question');
  await box.fill(question);
  await box.press('Enter');
  const card = page.getByTestId('answer-card').filter({ hasText: question }).last();
  await card.getByTestId('answer-table').waitFor({ timeout: 30_000 });
  await card.getByTestId('answer-chart').locator('svg').waitFor({ timeout: 30_000 });
  return card;
}

/** Runs in the page: counts every change inside the cards shown now, from now on. */
function watchCards(): void {
  const state = globalThis as unknown as { __cardChanges: number };
  state.__cardChanges = 0;
  const observer = new MutationObserver((records) => {
    state.__cardChanges += records.length;
  });
  for (const card of Array.from(document.querySelectorAll('[data-testid="answer-card"]'))) {
    observer.observe(card, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  }
}

describe('drawing answers in a room', () => {
  const journey = useJourney();

  it('draws a new answer without touching the answers above it', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('drawing');
    await createAccount(server, email);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, server, email);
    await page.getByRole('button', { name: 'Use sample data' }).first().click();
    await page.getByTestId('preview-grid').waitFor({ timeout: 60_000 });
    const sourceId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.goto(`${server.url}/rooms/new?source=${sourceId}`);
    await page.getByLabel('Room name').fill('Drawing');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByLabel('Ask a question').waitFor({ timeout: 20_000 });

    await ask(page, 'total revenue by region');
    await ask(page, 'revenue by month');
    // Let the answers settle (the chart's own resize, refetches after asking).
    await page.waitForTimeout(1_000);
    await page.evaluate(watchCards);
    const third = await ask(page, 'average quantity by category');
    await page.waitForTimeout(500);

    expect(await third.getByTestId('answer-table').locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('answer-card').count()).toBe(3);
    // Asking disables and re-enables what asks again; before, every card's folded chips and
    // buttons were drawn and changed with it, so each question redrew the whole thread.
    const changes = await page.evaluate(
      () => (globalThis as unknown as { __cardChanges: number }).__cardChanges,
    );
    expect(changes).toBe(0);
  });
});
