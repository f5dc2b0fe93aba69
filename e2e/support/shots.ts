import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Saves a full-page screenshot under `JOURNEY_SHOTS` (a folder) when that is set, for a person to
 * look at the screens a journey passed through; does nothing otherwise.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.JOURNEY_SHOTS;
  if (!folder) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
}
