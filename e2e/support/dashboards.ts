import type { Page } from 'playwright-core';
import { ask } from './rooms';

/** Adds an answer card to a dashboard through its "Add to dashboard" dialog. */
export async function addToDashboard(
  page: Page,
  question: string,
  kind: string,
  dashboard: string,
) {
  const card = await ask(page, question);
  await card.getByRole('button', { name: 'Add to dashboard' }).click();
  const dialog = page.getByRole('dialog');
  const newName = dialog.getByLabel('New dashboard name');
  const picker = dialog.getByPlaceholder('Pick a dashboard');
  // The dialog reads the dashboards first: a picker once there are some, a name field otherwise.
  await newName.or(picker).waitFor();
  if (await newName.isVisible()) {
    await newName.fill(dashboard);
  } else {
    await picker.click();
    await page.getByRole('option', { name: dashboard, exact: true }).click();
  }
  await dialog.getByText(kind, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText(`Added to ${dashboard}`).last().waitFor({ timeout: 20_000 });
  await dialog.waitFor({ state: 'hidden' });
}
