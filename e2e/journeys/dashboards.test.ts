import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { writeSampleSalesCsv } from '../../apps/server/src/modules/sources/uploads/sample-dataset';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { addToDashboard } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { newRoom } from '../support/rooms';
import { expectFitsWidth, PHONE } from '../support/screens';
import { shot } from '../support/shots';

/** Total revenue straight from DuckDB over the same sample data the product loads. */
async function totalRevenue(): Promise<number> {
  const csv = path.join(mkdtempSync(path.join(tmpdir(), 'tabletalk-e2e-sample-')), 'sales.csv');
  writeSampleSalesCsv(csv);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const reader = await connection.runAndReadAll(
    `SELECT sum(revenue)::DOUBLE FROM read_csv('${csv}')`,
  );
  const total = Number(reader.getRowsJS()[0]?.[0]);
  connection.closeSync();
  instance.closeSync();
  return total;
}

describe('dashboards', () => {
  const journey = useJourney();

  it('pins answers from a room and shows them on the dashboard with the right numbers', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('pinner');
    await createAccount(server, email);
    const page = await browser.newPage();
    await signIn(page, server, email);
    await page.getByRole('button', { name: 'Use sample data' }).first().click();
    await page.getByTestId('preview-grid').waitFor({ timeout: 60_000 });
    const sourceId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await newRoom(page, server.url, sourceId, 'Pinned answers');

    await addToDashboard(page, 'What is the total revenue?', 'Widget', 'Sales overview');
    await addToDashboard(page, 'total revenue by region', 'Graph', 'Sales overview');

    await page.getByRole('link', { name: 'Dashboards' }).first().click();
    await page.getByRole('link', { name: 'Sales overview' }).click();
    const items = page.getByTestId('dashboard-item-card');
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(2);
    const chart = items.nth(1).getByTestId('answer-chart');
    await chart.locator('[aria-roledescription="bar"]').first().waitFor({ timeout: 30_000 });
    expect(await chart.locator('[aria-roledescription="bar"]').count()).toBe(4);
    // The widget's exact value is in its tooltip; the number drawn may be short (3.68M).
    const exact = await items
      .nth(0)
      .getByTestId('item-value')
      .locator('[title]')
      .getAttribute('title');
    expect(Number(exact?.replaceAll(',', ''))).toBeCloseTo(await totalRevenue(), 2);
    await shot(page, 'dashboard');

    await page.getByRole('button', { name: 'Refresh' }).click();
    await page
      .getByText(/refreshed|up to date/i)
      .first()
      .waitFor({ timeout: 30_000 });

    await page.setViewportSize(PHONE);
    await page.reload();
    await items.first().waitFor({ timeout: 20_000 });
    await expectFitsWidth(page, 'dashboard');
    await shot(page, 'dashboard');
  });
});
