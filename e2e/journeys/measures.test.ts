import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';
import { ask, exportedTotals, newRoom } from '../support/rooms';
import { PHONE } from '../support/screens';

/** Where the journeys leave screenshots to look at (SHOTS_DIR, or a temp folder). */
const shotsDir = process.env.SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), 'tabletalk-shots-'));

interface Line {
  store: string;
  unitPrice: number;
  quantity: number;
}

/** Order lines of three stores; each line's price and quantity vary so totals differ. */
function orderLines(count: number): Line[] {
  const stores = ['Harbour', 'Market', 'Station'];
  return Array.from({ length: count }, (_, i) => ({
    store: stores[i % 3] ?? 'Harbour',
    unitPrice: 2.5 + ((i * 7) % 11),
    quantity: 1 + ((i * 5) % 4),
  }));
}

function writeLinesCsv(lines: Line[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tabletalk-e2e-csv-')), 'till-lines.csv');
  const rows = lines.map((line) => `${line.store},${line.unitPrice},${line.quantity}`);
  writeFileSync(file, `store,unit_price,quantity\n${rows.join('\n')}\n`);
  return file;
}

/** What a person would compute by hand: the sum of price × quantity for each store. */
function takingsByStore(lines: Line[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines)
    totals.set(line.store, (totals.get(line.store) ?? 0) + line.unitPrice * line.quantity);
  return totals;
}

describe('measures', () => {
  const journey = useJourney();

  it('adds a measure on Enrich, checks its formula, and answers by its name with the right totals', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('measures');
    await createAccount(server, email);
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await signIn(page, server, email);

    const lines = orderLines(60);
    await page.goto(`${server.url}/sources/new/file`);
    await page.getByLabel('Data file').setInputFiles(writeLinesCsv(lines));
    await page.getByLabel('Source name').fill('Till lines');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByTestId('preview-grid').waitFor({ timeout: 60_000 });
    const sourceUrl = page.url();
    const sourceId = new URL(sourceUrl).pathname.split('/')[2] ?? '';

    await page.getByRole('tab', { name: 'Setup' }).click();
    await page.getByRole('button', { name: 'Next: Enrich' }).click();
    const enrich = page.getByTestId('setup-enrich');
    await enrich.getByRole('button', { name: 'Add a measure' }).click();
    const measure = enrich.locator('fieldset').last();
    await measure.getByLabel('Name', { exact: true }).fill('takings');
    await measure.getByLabel('Label', { exact: true }).fill('Takings');
    // A formula that does not read is marked as it is typed.
    const formula = measure.getByLabel('Formula', { exact: true });
    await formula.fill('sum(unit_price * )');
    await measure.getByText('Unexpected ")".').waitFor();
    // One naming a column the table lacks is refused on save, and the edits stay.
    await formula.fill('sum(unit_price * quantiy)');
    await measure.getByLabel('Format', { exact: true }).selectOption('currency');
    await enrich.getByRole('button', { name: 'Save knowledge' }).click();
    const refusal = enrich.getByRole('alert').filter({ hasText: 'The knowledge was not saved' });
    await refusal
      .getByText('There is no column quantiy in Till lines.')
      .waitFor({ timeout: 20_000 });
    expect(await formula.inputValue()).toBe('sum(unit_price * quantiy)');
    await page.screenshot({ path: path.join(shotsDir, 'enrich-measure-1280.png'), fullPage: true });
    await formula.fill('sum(unit_price * quantity)');
    await enrich.getByRole('button', { name: 'Save knowledge' }).click();
    await page.getByText('Knowledge saved').waitFor({ timeout: 20_000 });

    await newRoom(page, server.url, sourceId, 'Takings');
    const card = await ask(page, 'takings by store');
    await card.getByTestId('answer-chart').waitFor({ timeout: 30_000 });
    const exported = await exportedTotals(page, card);
    const expected = takingsByStore(lines);
    expect([...exported.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [store, total] of expected) expect(exported.get(store)).toBeCloseTo(total, 2);
    // How it was answered names the measure and its formula.
    await card.getByRole('button', { name: 'How this was answered' }).click();
    const how = card.getByTestId('how-answered');
    await how.waitFor();
    expect(await how.textContent()).toMatch(/Takings[\s\S]*unit_price[\s\S]*quantity/i);

    // On a phone the measure editor fits the screen.
    const phone = await browser.newContext({ viewport: PHONE });
    const small = await phone.newPage();
    await signIn(small, server, email);
    await small.goto(sourceUrl);
    await small.getByRole('tab', { name: 'Setup' }).click();
    await small.getByRole('button', { name: 'Next: Enrich' }).click();
    const smallEnrich = small.getByTestId('setup-enrich');
    await smallEnrich.getByRole('group', { name: 'Measure Takings' }).waitFor();
    await small.screenshot({ path: path.join(shotsDir, 'enrich-measure-390.png'), fullPage: true });
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});
