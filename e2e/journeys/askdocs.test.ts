import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { PAGE_TWO_FACT, writeAskDocsFiles } from '../support/documents';
import { useJourney } from '../support/journey';
import { expectFitsWidth, PHONE } from '../support/screens';
import { shot } from '../support/shots';

const LAPTOP = { width: 1280, height: 900 };

/** Creates a project from the Ask Docs screen and waits for its page. */
async function createProject(page: Page, baseUrl: string, name: string) {
  await page.goto(`${baseUrl}/docs`);
  await page.getByRole('button', { name: 'New project' }).first().click();
  await page.getByLabel('Project name').fill(name);
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL(/\/docs\/[\w-]+$/);
}

describe('Ask Docs', () => {
  const journey = useJourney();

  it('adds a text PDF, a DOCX and a scan, answers from page 2 and shows that page when its citation is clicked', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('docs');
    await createAccount(server, email);
    const context = await browser.newContext({ viewport: LAPTOP });
    const page = await context.newPage();
    await signIn(page, server, email);
    await createProject(page, server.url, 'Harbour');

    // The "Add docs" wizard: choose three files, check them, upload with progress, watch them read.
    await page.getByTestId('documents-empty').getByRole('button', { name: 'Add docs' }).click();
    const wizard = page.getByRole('dialog');
    const files = writeAskDocsFiles();
    await wizard.getByLabel('Documents to add').setInputFiles([files.pdf, files.docx, files.png]);
    await wizard.getByRole('button', { name: 'Check 3 files' }).click();
    await wizard.getByRole('button', { name: 'Upload 3 files' }).click();
    const processing = wizard.getByTestId('processing-document');
    await expect.poll(() => processing.count(), { timeout: 20_000 }).toBe(3);
    // The scan goes through OCR (Basic includes a few pages a month): every document ends ACTIVE.
    await expect
      .poll(() => processing.getByText('ACTIVE', { exact: true }).count(), { timeout: 60_000 })
      .toBe(3);
    await shot(page, 'askdocs-processed');
    await wizard.getByRole('button', { name: 'Done' }).click();
    await wizard.waitFor({ state: 'hidden' });
    const rows = page.getByTestId('document-row');
    await expect.poll(() => rows.count()).toBe(3);

    // A question only page 2 of the PDF answers: the answer quotes it and cites page 2.
    const box = page.getByLabel('Ask a question about the documents');
    await box.fill(PAGE_TWO_FACT.question);
    await box.press('Enter');
    const chip = page.getByRole('button', { name: /Source 1: harbour-handbook\.pdf, page 2/ });
    await chip.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(PAGE_TWO_FACT.words).count()).toBeGreaterThan(0);
    await shot(page, 'askdocs-answer');

    // The citation opens the PDF drawn by pdf.js at page 2, the cited words highlighted.
    await chip.first().click();
    const viewer = page.getByTestId('citation-viewer');
    await viewer.getByTestId('pdf-page-number').getByText('Page 2 of 3').waitFor();
    const drawn = viewer.locator('[data-testid="pdf-page"][data-drawn]');
    await drawn.waitFor({ timeout: 30_000 });
    expect(await drawn.getAttribute('data-page-number')).toBe('2');
    const cited = (await drawn.locator('[data-cited]').allTextContents()).join(' ');
    expect(cited).toContain('night ferry to Port Ellis');
    await shot(page, 'askdocs-viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // The scan's words were read by OCR: a question about them cites the image.
    await box.fill('What should be inspected for wear?');
    await box.press('Enter');
    await page
      .getByRole('button', { name: /Source 1: maintenance-scan\.png, page 1/ })
      .first()
      .waitFor({ timeout: 30_000 });

    // On a phone the room and the viewer fit the screen.
    await page.setViewportSize(PHONE);
    await expectFitsWidth(page, 'askdocs-room');
    await shot(page, 'askdocs-phone');
    await chip.first().click();
    await viewer.locator('[data-testid="pdf-page"][data-drawn]').waitFor({ timeout: 30_000 });
    const fitted = (await viewer.getByTestId('pdf-page').boundingBox())?.width ?? 0;
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByTestId('pdf-zoom').getByText('150%').waitFor();
    // Zoomed, the page is drawn wider and scrolls inside the panel, not the screen sideways.
    await expect
      .poll(async () => (await viewer.getByTestId('pdf-page').boundingBox())?.width ?? 0)
      .toBeGreaterThan(fitted * 1.4);
    await expectFitsWidth(page, 'askdocs-viewer-zoomed');
    await shot(page, 'askdocs-viewer-phone');
    await context.close();
  });
});
