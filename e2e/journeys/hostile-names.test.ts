import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DECEPTIVE_PAYLOADS,
  FORMULA_PAYLOADS,
  FORMULA_TRIGGERS,
  SCRIPT_PAYLOADS,
  XSS_CORPUS,
} from '@tabletalk/contracts/testing';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { addToDashboard } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { ask, newRoom } from '../support/rooms';
import { expectFitsWidth, PHONE } from '../support/screens';
import { shot } from '../support/shots';

const LAPTOP = { width: 1280, height: 900 };
const PAYLOADS = Object.values(XSS_CORPUS);

/** Where each payload goes: one per name, so a screen's text check says which field it is. */
const NAMES = {
  givenName: SCRIPT_PAYLOADS.img,
  familyName: DECEPTIVE_PAYLOADS.homoglyph,
  source: `${SCRIPT_PAYLOADS.svg} ${DECEPTIVE_PAYLOADS.rightToLeft}`,
  room: SCRIPT_PAYLOADS.script,
  question: `amount by ${SCRIPT_PAYLOADS.template}`,
  dashboard: `${SCRIPT_PAYLOADS.iframe} Board`,
  description: `${SCRIPT_PAYLOADS.link} ${FORMULA_PAYLOADS.hyperlink}`,
  itemTitle: `${SCRIPT_PAYLOADS.svg} ${FORMULA_PAYLOADS.sum}`,
  project: `${SCRIPT_PAYLOADS.img} ${DECEPTIVE_PAYLOADS.homoglyph}`,
};

/** Column names of the uploaded file beyond `label` and `amount`: payloads too. */
const HOSTILE_HEADERS = [
  SCRIPT_PAYLOADS.svg,
  SCRIPT_PAYLOADS.iframe,
  FORMULA_PAYLOADS.hyperlink,
  DECEPTIVE_PAYLOADS.rightToLeft,
];

function csvField(text: string): string {
  return /[",\r\n\t]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV whose headers and cells are the corpus: one row per payload, its amount its index. */
function writeHostileCsv(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tabletalk-e2e-xss-')), 'hostile.csv');
  const lines = [['label', 'amount', ...HOSTILE_HEADERS].map(csvField).join(',')];
  PAYLOADS.forEach((payload, index) => {
    const extra = HOSTILE_HEADERS.map(
      (_, column) => PAYLOADS[(index + column + 1) % PAYLOADS.length],
    );
    lines.push([payload, String(index + 1), ...(extra as string[])].map(csvField).join(','));
  });
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

/** The fields of an RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

/** Records what a page would show if a payload ran: dialogs, CSP violations, the marker. */
function watch(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|frame)/i.test(message.text())) {
      seen.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (/__xss/.test(error.message)) seen.push(`error: ${error.message}`);
  });
  return seen;
}

/** Every page and frame of a context reports CSP violations into `window.__csp`. */
async function listenForViolations(page: Page) {
  await page.context().addInitScript(() => {
    const reports: string[] = [];
    Reflect.set(window, '__csp', reports);
    document.addEventListener('securitypolicyviolation', (event) => {
      reports.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
}

/**
 * Checks no payload ran on the page and none became markup: the marker is unset, no dialog
 * opened, no CSP violation was reported (the browser never had an inline script to block), and
 * no element carries a payload's event handler, `srcdoc`, `javascript:` link or script.
 */
async function expectNoScript(page: Page, seen: string[], screen: string) {
  const state = await page.evaluate(() => {
    const planted = Array.from(document.querySelectorAll('*')).flatMap((element) => {
      const hostile = Array.from(element.attributes).filter(
        (attribute) =>
          (attribute.name.startsWith('on') && attribute.value.includes('__xss')) ||
          attribute.name === 'srcdoc' ||
          (/^(href|src|action|formaction|xlink:href)$/.test(attribute.name) &&
            /^\s*javascript:/i.test(attribute.value)),
      );
      const script =
        element.tagName.toLowerCase() === 'script' && (element.textContent ?? '').includes('__xss');
      return [
        ...hostile.map((a) => `<${element.tagName.toLowerCase()} ${a.name}="${a.value}">`),
        ...(script ? ['<script> with a payload'] : []),
      ];
    });
    return {
      marker: Reflect.get(window, '__xss') as unknown,
      csp: (Reflect.get(window, '__csp') as string[] | undefined) ?? [],
      planted,
    };
  });
  expect(state.marker, `a payload ran on ${screen}`).toBeUndefined();
  expect(state.planted, `payload markup on ${screen}`).toEqual([]);
  expect(state.csp, `CSP violations on ${screen}`).toEqual([]);
  expect(seen, `dialogs or CSP reports on ${screen}`).toEqual([]);
}

/** Calls the API as the page's signed-in user (its session and organization, from storage). */
async function api<T = unknown>(page: Page, method: string, route: string, body?: unknown) {
  const answer = await page.evaluate(
    async ({ method, route, body }) => {
      const root = JSON.parse(localStorage.getItem('tabletalk:root') ?? '{}');
      const res = await fetch(`/api/${route}`, {
        method,
        headers: {
          authorization: `Bearer ${root.auth?.token}`,
          'x-organization-id': root.org?.selectedOrganizationId ?? '',
          'x-team-id': root.org?.selectedTeamId ?? '',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { method, route, body },
  );
  expect(answer.status, `${method} ${route}: ${answer.text}`).toBe(200);
  return JSON.parse(answer.text) as T;
}

/** Waits until `text` shows as text inside `scope`. */
async function expectText(scope: Locator | Page, text: string) {
  try {
    await scope.getByText(text).first().waitFor({ timeout: 20_000 });
  } catch (error) {
    await shot('goto' in scope ? scope : scope.page(), 'hostile-missing-text');
    throw error;
  }
}

describe('hostile names, titles, headers and cells', () => {
  const journey = useJourney();

  it('shows every payload as text on every screen, runs none, and exports formula-safe cells', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('hostile');
    await createAccount(server, email, { givenName: NAMES.givenName });
    const context = await browser.newContext({ viewport: LAPTOP, acceptDownloads: true });
    const page = await context.newPage();
    await listenForViolations(page);
    const seen = watch(page);
    await signIn(page, server, email);
    // The family name too (the sign-up helper sets a plain one).
    await api(page, 'PUT', 'users/update', { familyName: NAMES.familyName });
    await expectNoScript(page, seen, 'home');

    // A source from a file whose name, headers and cells are the corpus.
    await page.goto(`${server.url}/sources/new/file`);
    await page.getByLabel('Data file').setInputFiles(writeHostileCsv());
    await page.getByLabel('Source name').fill(NAMES.source);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const grid = page.getByTestId('preview-grid');
    await grid.waitFor({ timeout: 60_000 });
    const sourceId = new URL(page.url()).pathname.split('/')[2] ?? '';
    for (const header of HOSTILE_HEADERS) await expectText(grid, header);
    for (const payload of PAYLOADS) await expectText(grid, payload);
    await expectNoScript(page, seen, 'source preview');
    await shot(page, 'hostile-source');
    await page.goto(`${server.url}/sources`);
    await expectText(page.getByTestId('sources-list'), NAMES.source);
    await expectNoScript(page, seen, 'sources list');

    // A room named with a payload; an answer over the payload cells, asked in a payload question.
    await newRoom(page, server.url, sourceId, NAMES.room);
    const roomUrl = page.url();
    await expectText(page, NAMES.room);
    const card = await ask(page, 'total amount by label');
    await card
      .getByTestId('answer-chart')
      .locator('[aria-roledescription="bar"]')
      .first()
      .waitFor();
    // The table shows ten rows a page: what is not on the first is on the second.
    await card.getByText(`1–10 of ${PAYLOADS.length}`).waitFor();
    const table = card.locator('table');
    const later: string[] = [];
    for (const payload of PAYLOADS) {
      if ((await table.getByText(payload).count()) === 0) later.push(payload);
    }
    expect(later).toHaveLength(PAYLOADS.length - 10);
    await card.getByRole('button', { name: '2', exact: true }).click();
    for (const payload of later) await expectText(table, payload);
    // A question that is a payload itself shows as typed, whatever the engine makes of it.
    await ask(page, NAMES.question);
    await expectNoScript(page, seen, 'room');
    await shot(page, 'hostile-room');

    // Its CSV and XLSX exports: every formula-looking cell starts with an apostrophe.
    const download = async (format: string) => {
      await card.getByRole('button', { name: 'Export', exact: true }).click();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: `Export ${format}` }).click(),
      ]);
      return file.path();
    };
    const csv = parseCsv(readFileSync(await download('CSV'), 'utf8').replace(/^\uFEFF/, ''));
    const labels = csv.slice(1).map((row) => row[0] ?? '');
    expectNeutralized(labels);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download('XLSX'));
    const cells: string[] = [];
    workbook.worksheets[0]?.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type, `cell ${cell.address} is a formula`).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof cell.value === 'string') cells.push(cell.value);
      }),
    );
    // XML keeps no bare carriage return: the workbook reads it back as a line feed.
    expectNeutralized(cells, (text) => text.replaceAll('\r', '\n'));

    // A dashboard named, described and titled with payloads, then its embed.
    // Its chart titled with payloads; its table with the payload cells.
    await addToDashboard(page, 'total amount by label', 'Graph', NAMES.dashboard);
    await addToDashboard(page, 'total amount by label', 'Table', NAMES.dashboard);
    const listed = await api<{ data: { _id: string; name: string }[] }>(
      page,
      'GET',
      'dashboard/list',
    );
    const dashboardId = listed.data.find((d) => d.name === NAMES.dashboard)?._id ?? '';
    expect(dashboardId, 'the dashboard is listed by its name').not.toBe('');
    await api(page, 'PUT', `dashboard/update-dashboard/${dashboardId}`, {
      description: NAMES.description,
    });
    const opened = await api<{ data: { items: { _id: string; kind: string }[] } }>(
      page,
      'POST',
      'dashboard/get-graphs',
      { dashboardId },
    );
    const graphId = opened.data.items.find((item) => item.kind === 'GRAPH')?._id ?? '';
    await api(page, 'PUT', `dashboard/update-graph/${graphId}`, { title: NAMES.itemTitle });
    await page.goto(`${server.url}/dashboards`);
    await expectText(page, NAMES.dashboard);
    await expectNoScript(page, seen, 'dashboards list');
    await page.goto(`${server.url}/dashboards/${dashboardId}`);
    await expectText(page, NAMES.dashboard);
    await expectBoard(page);
    await expectNoScript(page, seen, 'dashboard');
    await shot(page, 'hostile-dashboard');

    // The embed view, opened from a generated embed link by a browser signed in to nothing.
    await page.getByRole('button', { name: 'Embed' }).click();
    const embed = page.getByRole('dialog', { name: 'Embed dashboard' });
    await embed.getByRole('button', { name: 'Generate embed code' }).click();
    const snippet =
      (await embed.getByTestId('embed-code').locator('pre').first().textContent()) ?? '';
    const embedUrl = snippet.match(/src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(embedUrl).toContain('/embed/dashboards/');
    await page.keyboard.press('Escape');
    const stranger = await (await browser.newContext({ viewport: LAPTOP })).newPage();
    await listenForViolations(stranger);
    const strangerSeen = watch(stranger);
    await stranger.goto(embedUrl);
    await expectBoard(stranger);
    // The description shows only here.
    for (const text of [NAMES.dashboard, NAMES.description]) await expectText(stranger, text);
    await expectNoScript(stranger, strangerSeen, 'embed');
    await shot(stranger, 'hostile-embed');
    await stranger.context().close();

    // The member list shows the hostile display name as text.
    await page.goto(`${server.url}/settings/team`);
    await expectText(page, NAMES.givenName);
    await expectText(page, NAMES.familyName);
    await expectNoScript(page, seen, 'members');

    // An Ask Docs project named with payloads.
    await page.goto(`${server.url}/docs`);
    await page.getByRole('button', { name: 'New project' }).first().click();
    await page.getByLabel('Project name').fill(NAMES.project);
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/docs\/[\w-]+$/);
    await expectText(page, NAMES.project);
    await expectNoScript(page, seen, 'Ask Docs project');

    // Long hostile names keep the room and the dashboard within a laptop's and a phone's width.
    for (const viewport of [LAPTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(roomUrl);
      await page.getByTestId('answer-card').first().waitFor({ timeout: 20_000 });
      await expectFitsWidth(page, 'room with hostile names');
      await shot(page, 'hostile-room');
      await page.goto(`${server.url}/dashboards/${dashboardId}`);
      await page.getByTestId('dashboard-item-card').first().waitFor({ timeout: 20_000 });
      await expectFitsWidth(page, 'dashboard with hostile names');
      await shot(page, 'hostile-dashboard');
      await expectNoScript(page, seen, `screens at ${viewport.width} px`);
    }

    // Control: the check does catch a payload that became markup (and the CSP refuses its handler).
    await page.evaluate((payload) => {
      const box = document.createElement('div');
      box.innerHTML = payload;
      document.body.append(box);
    }, SCRIPT_PAYLOADS.img);
    await expect
      .poll(() => expectNoScript(page, [], 'control').then(() => 'passed', String))
      .toMatch(/payload markup on control|CSP violations on control/);
    await context.close();
  }, 240_000);
});

/**
 * Checks a dashboard's two items: the chart's title (drawn as SVG text) starts with its payload,
 * and the table shows every payload cell as text.
 */
async function expectBoard(page: Page) {
  const items = page.getByTestId('dashboard-item-card');
  await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(2);
  const title = items.locator('svg text').filter({ hasText: SCRIPT_PAYLOADS.svg });
  await title.first().waitFor({ timeout: 20_000 });
  const table = items.locator('table');
  for (const payload of PAYLOADS) await expectText(table, payload);
}

/** Each text that starts a formula in a spreadsheet is written behind an apostrophe. */
function expectNeutralized(texts: string[], stored = (text: string) => text) {
  for (const text of texts) {
    expect(
      FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)),
      text,
    ).toBe(false);
  }
  for (const payload of Object.values(FORMULA_PAYLOADS)) {
    expect(texts, 'the payload is kept, behind an apostrophe').toContain(stored(`'${payload}`));
  }
}
