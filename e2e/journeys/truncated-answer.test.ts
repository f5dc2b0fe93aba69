import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';

/** Row cap of this journey's server: the sample's regions do not all fit. */
const CAP = 3;
const SHOTS = process.env.E2E_SCREENSHOTS;

describe('an answer cut at the row cap (issue 10)', () => {
  const journey = useJourney({ SOURCE_MAX_ROWS: String(CAP) });

  it.each([1280, 390])(
    'says so on the card and in the CSV export at %i px',
    async (width) => {
      const { server, browser } = journey;
      const email = uniqueEmail('capped');
      await createAccount(server, email);
      const context = await browser.newContext({
        acceptDownloads: true,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      await signIn(page, server, email);
      await page.getByRole('button', { name: 'Use sample data' }).first().click();
      await page.getByTestId('preview-grid').waitFor({ timeout: 60_000 });
      const sourceId = new URL(page.url()).pathname.split('/')[2] ?? '';
      await page.goto(`${server.url}/rooms/new?source=${sourceId}`);
      await page.getByLabel('Room name').fill('Capped');
      await page.getByRole('button', { name: 'Create room' }).click();
      const box = page.getByLabel('Ask a question');
      await box.fill('total revenue by region');
      await box.press('Enter');
      const card = page.getByTestId('answer-card').filter({ hasText: 'total revenue by region' });
      await card.last().waitFor({ timeout: 30_000 });
      await expect
        .poll(() => card.last().getByText(`Only the first ${CAP} rows are shown.`).count())
        .toBe(1);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/truncated-${width}.png`, fullPage: false });

      await card.last().getByRole('button', { name: 'Export', exact: true }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Export CSV' }).click(),
      ]);
      const lines = readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/);
      expect(lines[0]).toBe(`# Only the first ${CAP} rows of a longer result.`);
      expect(lines.filter((line) => line && !line.startsWith('#'))).toHaveLength(CAP + 1);
      await context.close();
    },
    120_000,
  );
});
