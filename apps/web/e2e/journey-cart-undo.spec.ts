import { expect, test } from './fixtures';
import { JOURNEY_LANGUAGES, openMaterialStep, type JourneyLanguage } from './journey-helpers';

// Issue 13 point 7: deleting a cart line can be undone; the line comes back priced by the server.
const EXPECTED = {
  de: {
    add: 'In den Warenkorb',
    remove: /entfernen$/,
    removed: 'Position entfernt',
    undo: 'Rückgängig',
  },
  en: { add: 'Add to cart', remove: /^Remove /, removed: 'Line removed', undo: 'Undo' },
} as const;

for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  test(`work survives (${language}): a deleted cart line can be undone`, async ({ page }) => {
    test.setTimeout(120_000);
    const expected = EXPECTED[language];
    await openMaterialStep(page, language, 'stl/benchy_gunwale_binary.stl');
    await page.getByRole('spinbutton', { name: JOURNEY_LANGUAGES[language].quantity }).fill('2');
    const add = page.getByRole('button', { name: expected.add });
    await expect(add).toBeEnabled({ timeout: 20_000 });
    await add.click();
    await expect(page).toHaveURL(/\/cart$/);
    const lines = page.getByTestId('cart-item');
    await expect(lines).toHaveCount(1);
    // The line's sum shows once the cart's totals have come (a dash until then).
    await expect(page.getByTestId('item-sum')).toHaveText(/\d/, { timeout: 10_000 });
    const sum = await page.getByTestId('item-sum').innerText();

    await page.getByRole('button', { name: expected.remove }).first().click();
    const notice = page.getByRole('status').filter({ hasText: expected.removed });
    await expect(notice).toBeVisible();
    await expect(lines).toHaveCount(0);
    await notice.getByRole('button', { name: expected.undo }).click();
    await expect(lines).toHaveCount(1, { timeout: 10_000 });
    await expect(page.getByTestId('item-sum')).toHaveText(sum);
    await expect(notice).toHaveCount(0);
    // The server has the line again: a reload shows it.
    await page.reload();
    await expect(lines).toHaveCount(1, { timeout: 15_000 });
  });
}
