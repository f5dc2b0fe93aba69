import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, signIn, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';

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

/** Where the journeys leave screenshots to look at (SHOTS_DIR, or a temp folder). */
const shotsDir = process.env.SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), 'tabletalk-shots-'));

/** A messy export a person might upload: currency, percentages, European numbers, mixed dates. */
function writeMessyCsv(rows: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabletalk-e2e-csv-'));
  const file = path.join(dir, 'messy-orders.csv');
  const lines = ['order_no,price,discount,amount_eu,ordered,points'];
  const dates = (i: number) =>
    [
      `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
      `02/${String((i % 28) + 1).padStart(2, '0')}/2024`,
      `Mar ${(i % 28) + 1}, 2024`,
    ][i % 3];
  for (let i = 0; i < rows; i += 1) {
    const price = i === 7 ? 'call us' : `"$${(1000 + i * 3).toLocaleString('en-US')}.50"`;
    lines.push(
      `${i + 1},${price},${i % 40}%,"${(i * 11).toLocaleString('de-DE')},25","${dates(i)}",${i % 9} pts`,
    );
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

  it('loads a messy CSV with progress, types its columns, changes one on Enrich and keeps edits when a save fails', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('messy');
    await createAccount(server, email);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server, email);

    await page.goto(`${server.url}/sources/new/file`);
    await page.getByLabel('Data file').setInputFiles(writeMessyCsv(900));
    await page.getByLabel('Source name').fill('Messy orders');
    await page.screenshot({ path: path.join(shotsDir, 'upload-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    // The bar moves while the file loads: every percentage it shows is recorded.
    const shown = new Set<string>();
    const bar = page.getByTestId('ingest-progress');
    const grid = page.getByTestId('preview-grid');
    for (let i = 0; i < 600 && !(await grid.isVisible()); i += 1) {
      const text = await bar.textContent({ timeout: 100 }).catch(() => null);
      const percent = text?.match(/(\d+)%/)?.[1];
      if (percent) {
        if (Number(percent) > 0 && ![...shown].some((seen) => Number(seen) > 0)) {
          await page.screenshot({ path: path.join(shotsDir, 'progress-1280.png') });
        }
        shown.add(percent);
      }
      await page.waitForTimeout(50);
    }
    await grid.waitFor({ timeout: 60_000 });
    expect(
      [...shown].some((percent) => Number(percent) > 0),
      [...shown].join(','),
    ).toBe(true);

    await page.getByRole('tab', { name: 'Setup' }).click();
    await page.getByRole('button', { name: 'Next: Enrich' }).click();
    const enrich = page.getByTestId('setup-enrich');
    const price = enrich.getByRole('group', { name: 'Column price', exact: true });
    await price.getByText('decimal').waitFor();
    await enrich
      .getByRole('group', { name: 'Column discount', exact: true })
      .getByText('decimal')
      .waitFor();
    await enrich
      .getByRole('group', { name: 'Column ordered', exact: true })
      .getByText('date')
      .waitFor();
    await page.screenshot({ path: path.join(shotsDir, 'enrich-1280.png'), fullPage: true });

    // Order numbers are codes, not amounts: Change type previews, then makes them text.
    const orderNo = enrich.getByRole('group', { name: 'Column order_no', exact: true });
    await orderNo.getByText('integer').waitFor();
    await orderNo.getByRole('button', { name: 'Change type' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Text').check();
    await dialog.getByText('All 900 values convert.').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: path.join(shotsDir, 'change-type-1280.png') });
    await dialog.getByRole('button', { name: 'Change type' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await enrich
      .getByRole('group', { name: 'Column order_no', exact: true })
      .getByText('text', { exact: true })
      .waitFor({ timeout: 20_000 });

    // A save the server refuses: the error shows in the form and the edits stay.
    const label = enrich
      .getByRole('group', { name: 'Column price', exact: true })
      .getByLabel('Label');
    await label.fill('Unit price');
    const description = enrich
      .getByRole('group', { name: 'Column price', exact: true })
      .getByLabel('Description');
    await description.fill('x'.repeat(2100));
    await enrich.getByRole('button', { name: 'Save knowledge' }).click();
    await enrich.getByRole('alert').getByText('The knowledge was not saved').waitFor();
    expect(await label.inputValue()).toBe('Unit price');
    await page.screenshot({
      path: path.join(shotsDir, 'enrich-failed-save-1280.png'),
      fullPage: true,
    });
    const enrichStep = page.getByRole('button', { name: /Enrich/ }).first();
    expect(await enrichStep.getAttribute('data-completed')).toBeNull();

    // The same screens on a phone.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const small = await phone.newPage();
    await signIn(small, server, email);
    await small.goto(`${server.url}/sources/new/file`);
    await small.getByLabel('Data file').waitFor();
    await small.screenshot({ path: path.join(shotsDir, 'upload-390.png'), fullPage: true });
    await small.goto(page.url());
    await small.getByRole('tab', { name: 'Setup' }).click();
    await small.getByRole('button', { name: 'Next: Enrich' }).click();
    await small.getByTestId('setup-enrich').waitFor();
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    await small.screenshot({ path: path.join(shotsDir, 'enrich-390.png'), fullPage: true });
    expect(width).toBeLessThanOrEqual(390);
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
    // An answer the engine is not sure of still shows its reading and rows, so either status
    // counts; a declined question ("Not understood") has neither.
    await page.getByRole('tab', { name: 'Setup' }).click();
    await page.getByRole('button', { name: 'Validate' }).click();
    const questions = page.getByTestId('validate-question');
    const first = questions.first();
    await first.getByText(/^Read as: /).waitFor({ timeout: 30_000 });
    // The status, then the answer's sentence, which carries a figure computed from the data.
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text as drawn
    const lines = (await first.innerText()).split('\n').map((line) => line.trim());
    // (the badge is drawn in capitals, and innerText reads it as drawn)
    const status = lines.findIndex((line) => /^(answered|not sure)$/i.test(line));
    expect(status).toBeGreaterThan(0);
    expect(lines.slice(status + 1).find((line) => line !== '')).toMatch(/\d/);
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

describe('a server killed in the middle of a load', () => {
  it('resumes the load within a minute of the restart and leaves no staging or partial files', async () => {
    const first = await startServer();
    const email = uniqueEmail('crash');
    await createAccount(first, email);
    const call = async (server: RunningServer, url: string, init: RequestInit = {}) => {
      const res = await fetch(`${server.url}/api/${url}`, init);
      return { status: res.status, body: await res.json() };
    };
    const apiSignIn = async (server: RunningServer) => {
      const { body } = await call(server, 'auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      return {
        authorization: `Bearer ${body.token}`,
        'x-organization-id': body.data.organizations[0]._id,
      };
    };
    let server = first;
    try {
      const headers = await apiSignIn(server);
      // The sample data (100,000 rows) loads for a few seconds: long enough to be cut off.
      const added = await call(server, 'db/set-sample', { method: 'POST', headers });
      const sourceId = added.body._id as string;
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const info = async () => await call(server, `db/source-info/${sourceId}`, { headers });
      const deadline = Date.now() + 30_000;
      while ((await info()).body.data.progress === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const before = (await info()).body.data;
      expect(before.status).toBe('PENDING');
      await server.kill();
      const leftovers = () =>
        readdirSync(server.dataDir, { recursive: true })
          .map(String)
          .filter((name) => name.includes('.staging-') || name.endsWith('.part'));

      const restartedAt = Date.now();
      server = await startServer({}, { dataDir: first.dataDir });
      const afterHeaders = await apiSignIn(server);
      let after = (await call(server, `db/source-info/${sourceId}`, { headers: afterHeaders })).body
        .data;
      while (after.status === 'PENDING' && Date.now() - restartedAt < 60_000) {
        await new Promise((r) => setTimeout(r, 250));
        after = (await call(server, `db/source-info/${sourceId}`, { headers: afterHeaders })).body
          .data;
      }
      const elapsed = `${Date.now() - restartedAt} ms after the restart`;
      expect(after.status, elapsed).toBe('ACTIVE');
      expect(after.rowCount).toBeGreaterThan(1000);
      expect(leftovers()).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
