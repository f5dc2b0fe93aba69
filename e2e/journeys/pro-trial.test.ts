import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';

/** A CSV one column wider than the Basic plan allows (15). */
function writeWideCsv(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabletalk-e2e-wide-'));
  const file = path.join(dir, 'wide-metrics.csv');
  const header = Array.from({ length: 16 }, (_, i) => `metric_${i + 1}`);
  const rows = Array.from({ length: 20 }, (_, r) => header.map((_, c) => r * 16 + c).join(','));
  writeFileSync(file, `${[header.join(','), ...rows].join('\n')}\n`);
  return file;
}

describe('plans and the Pro trial', () => {
  const journey = useJourney();

  it('refuses a 16-column file on Basic, claims the Pro trial by ?freetrial, then loads it', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('trial');
    await createAccount(server, email);
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signIn(page, server, email);
    const file = writeWideCsv();

    const chooseWide = async () => {
      await page.goto(`${server.url}/sources/new/file`);
      await page.getByLabel('Data file').setInputFiles(file);
      await page.getByLabel('Source name').fill('Wide metrics');
    };
    const upload = page.getByRole('button', { name: 'Upload', exact: true });

    // The file is checked as soon as it is chosen: refused, with the plan that lifts the limit.
    await chooseWide();
    const refusal = page.getByText(/The Basic plan allows files up to 15 columns/).first();
    await refusal.waitFor({ timeout: 60_000 });
    expect(await refusal.textContent()).toMatch(/Upgrade to Pro/);
    expect(await upload.isDisabled()).toBe(true);
    await page.getByTestId('upgrade-badge').first().waitFor();

    await page.goto(`${server.url}/?freetrial`);
    await page.getByText('Successfully availed pro trial').first().waitFor({ timeout: 30_000 });

    await chooseWide();
    await upload.click();
    await page.getByTestId('preview-grid').waitFor({ timeout: 60_000 });
    const header = await page.getByTestId('preview-grid').locator('th').allTextContents();
    expect(header.join(' ')).toContain('metric_16');
  });
});
