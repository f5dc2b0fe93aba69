import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A phone's viewport (an iPhone 12–15 in portrait). */
export const PHONE = { width: 390, height: 844 };

/**
 * Checks the page does not scroll sideways and its header is not cut off (nothing wider than
 * the viewport), after the screen settles. With `SHOTS_DIR` set, also saves a screenshot named after the screen, to look at.
 */
export async function expectFitsWidth(page: Page, screen: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300); // the drawer's and menus' transitions
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  // The header is fixed: what overflows it is cut off without widening the page.
  const headerWidth = await page.evaluate(() => document.querySelector('header')?.scrollWidth ?? 0);
  const shots = process.env.SHOTS_DIR;
  if (shots) {
    await page.screenshot({ path: path.join(shots, `${width}-${screen}.png`), fullPage: true });
  }
  expect(scrollWidth, `${screen} scrolls sideways`).toBeLessThanOrEqual(width);
  expect(headerWidth, `the header of ${screen} is cut off`).toBeLessThanOrEqual(width);
}

/** Checks an element shows whole inside the viewport and is not covered at its edges. */
export async function expectFullyVisible(page: Page, element: Locator, cover?: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the element is on the page').not.toBeNull();
  if (!box || !viewport) return;
  const coverBox = cover ? await cover.boundingBox() : null;
  const header = await page.locator('header').boundingBox();
  expect(box.y).toBeGreaterThanOrEqual(header ? header.y + header.height : 0);
  expect(box.y + box.height).toBeLessThanOrEqual(coverBox ? coverBox.y : viewport.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}
