import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';

/** A small CSV whose numbers the journey can check in the preview. */
function writeCsv(rows: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabletalk-e2e-csv-'));
  const file = path.join(dir, 'regional-sales.csv');
  const lines = ['region,product,units,revenue'];
  const regions = ['North', 'South', 'East', 'West'];
  for (let i = 0; i < rows; i += 1) {
    lines.push(`${regions[i % 4]},Widget ${i % 7},${(i % 9) + 1},${((i * 37) % 1000) + 0.5}`);
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('data sources', () => {
  const journey = useJourney();

  it('uploads a CSV, waits for the load and previews every row', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('uploader');
    await createAccount(server, email);
    const page = await (await browser.newContext()).newPage();
    await signIn(page, server, email);

    await page.goto(`${server.url}/sources/new/file`);
    await page.getByLabel('Data file').setInputFiles(writeCsv(500));
    await page.getByLabel('Source name').fill('Regional sales');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    // The source page opens once the load finished; the preview shows every row.
    await page.getByTestId('preview-grid').waitFor({ timeout: 60_000 });
    await page.getByText('Rows 1–500 of 500').waitFor({ timeout: 20_000 });
    const header = await page.getByTestId('preview-grid').locator('th').allTextContents();
    expect(header.join(' ')).toMatch(/region[\s\S]*product[\s\S]*units[\s\S]*revenue/);
    await page.getByTestId('preview-grid').getByText('North').first().waitFor();

    await page.goto(`${server.url}/sources`);
    await page.getByTestId('sources-list').getByText('Regional sales').first().waitFor();
  });

  it('adds the sample data from the empty home page', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('sampler');
    await createAccount(server, email);
    const page = await (await browser.newContext()).newPage();
    await signIn(page, server, email);
    await page.getByRole('button', { name: 'Use sample data' }).first().click();
    await page.getByTestId('preview-grid').waitFor({ timeout: 60_000 });
    const counter = await page.getByText(/^Rows 1–[\d,]+ of [\d,]+$/).textContent();
    const total = Number(counter?.split(' of ')[1]?.replaceAll(',', ''));
    expect(total).toBeGreaterThan(1000);

    // Validate: the sample questions are answered live from the data, and the user's own too.
    await page.getByRole('tab', { name: 'Setup' }).click();
    await page.getByRole('button', { name: 'Validate' }).click();
    const questions = page.getByTestId('validate-question');
    await questions.first().getByText('Answered').waitFor({ timeout: 30_000 });
    expect(await questions.count()).toBeGreaterThanOrEqual(6);
    await page.getByLabel('Try a question').fill('How many orders are there?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const own = questions.filter({ hasText: 'How many orders are there?' }).first();
    // The answer's sentence carries the real row count.
    await own
      .getByText(total.toLocaleString('en-US'), { exact: false })
      .waitFor({ timeout: 30_000 });
  });
});
