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
