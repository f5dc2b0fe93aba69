import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/** Asks in the room with the keyboard and waits for the new answer card. */
export async function ask(page: Page, question: string): Promise<Locator> {
  const box = page.getByLabel('Ask a question');
  await box.fill(question);
  await box.press('Enter');
  const card = page.getByTestId('answer-card').filter({ hasText: question }).last();
  await card.waitFor({ timeout: 30_000 });
  return card;
}

/** The regions and totals of a card's CSV export. */
export async function exportedTotals(page: Page, card: Locator): Promise<Map<string, number>> {
  await card.getByRole('button', { name: 'Export', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export CSV' }).click(),
  ]);
  const file = await download.path();
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  return new Map(
    lines.slice(1).map((line) => {
      const [region, total] = line.split(',');
      return [String(region), Number(total)];
    }),
  );
}

/** Creates a room on a source and waits for its question box. */
export async function newRoom(page: Page, serverUrl: string, sourceId: string, name: string) {
  await page.goto(`${serverUrl}/rooms/new?source=${sourceId}`);
  await page.getByLabel('Room name').fill(name);
  await page.getByRole('button', { name: 'Create room' }).click();
  await page.getByLabel('Ask a question').waitFor({ timeout: 20_000 });
}
