import type { Page } from '@playwright/test';
import { DEMO, expect, signInAs, test } from './helpers';

// Each app's CSS is one stylesheet, loaded on every page of the app: a print view's rules (the
// basket's list, a debt's payment slip, a catalogue card) hide the rest of the page only while that
// view is on it. Any other page prints as it shows.
async function printsItsHeading(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
  await page.emulateMedia({ media: 'screen' });
}

test('a results page and a page of the personal area print their content', async ({ page }) => {
  await page.goto('/?q=jazz&for=INDICE_1');
  await expect(page.locator('html')).toHaveAttribute('data-estante-hydrated', 'catalogue');
  await printsItsHeading(page);

  await signInAs(page, DEMO.undergraduate, '/meupergamum/emprestimos');
  await expect(page.locator('html')).toHaveAttribute('data-estante-hydrated', 'patron-area');
  await printsItsHeading(page);
});
