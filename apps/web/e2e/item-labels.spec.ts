import { expect, test, type Locator, type Page } from './fixtures';
import { fillPaymentDetails } from './checkout-helpers';
import { openHomeAsReturningVisitor, uploadAndOpenConfigurator } from './configure-helpers';

// Issue 24 point 13 on a phone and on the desktop: "0,5" typed as a scale gives half size (it
// gave 5), and the cart's and the review's item figures keep their names (quantity, unit price,
// sum) when the tables become cards, as visible text that a screen reader reads with the value.

/** The name CSS shows before a cart cell's value on a phone (its `::before` content). */
async function labelBefore(cell: Locator): Promise<string> {
  return cell.evaluate((element) => getComputedStyle(element, '::before').content);
}

async function expectInsideScreen(page: Page, locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test(
  'scale "0,5" gives half size; cart and review items show their figures with labels',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const isPhone = testInfo.project.name === 'mobile';
    await openHomeAsReturningVisitor(page);
    await uploadAndOpenConfigurator(page, 'stl/benchy_gunwale_binary.stl');
    await page.getByRole('button', { name: 'Weiter zu Material & Farbe' }).click();

    // The scale typed the way German is written, key by key: the comma is kept, never dropped.
    const scale = page.getByRole('spinbutton', { name: 'Skalierung', exact: true });
    const width = page.getByRole('spinbutton', { name: 'Breite (X)' });
    const fullWidth = Number(await width.inputValue());
    const widthNow = async () => Number(await width.inputValue());
    expect(fullWidth).toBeGreaterThan(0);
    await scale.fill('');
    await scale.pressSequentially('0,5');
    await expect(scale).toHaveValue('0,5');
    await expect(scale).toHaveAttribute('aria-invalid', 'false');
    await expect.poll(widthNow).toBeCloseTo(fullWidth / 2, 1);
    // A point as well; and text that is no number says so and changes nothing.
    await scale.fill('0.5');
    await expect.poll(widthNow).toBeCloseTo(fullWidth / 2, 1);
    await scale.fill('0,5,1');
    await expect(page.getByText('Bitte eine Zahl eingeben, z. B. 0,5 oder 2.')).toBeVisible();
    await expect(scale).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(widthNow).toBeCloseTo(fullWidth / 2, 1);
    await scale.fill('0,5');
    await expect(page.getByText('Bitte eine Zahl eingeben, z. B. 0,5 oder 2.')).toHaveCount(0);

    await expect(
      page.locator('[data-testid="mode-price"][data-printable="true"]').first(),
    ).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
    const item = page.getByTestId('cart-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Skalierung 0.5');

    // Cart: each figure carries its column's name; on the phone the name stands before it.
    const cells = {
      Menge: item.locator('td[data-label="Menge"]'),
      'Preis pro Stück': item.getByTestId('unit-price'),
      Summe: item.getByTestId('item-sum'),
    };
    await expect(cells.Summe).toContainText(/CHF\s\d/);
    for (const [name, cell] of Object.entries(cells)) {
      await expect(cell).toHaveAttribute('data-label', name);
      if (isPhone) {
        expect(await labelBefore(cell)).toBe(`"${name}"`);
        await expectInsideScreen(page, cell);
      } else {
        await expect(page.getByRole('columnheader', { name })).toBeVisible();
      }
    }

    await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();
    await page.getByRole('link', { name: 'Als Gast fortfahren' }).click();
    // Typing before the form's data has loaded can be lost (issue 24 point 1, fixed apart):
    // start once the form shows its loaded state, and check the typing stayed.
    await expect(page.getByRole('radio', { name: 'Rechnung' })).toBeChecked();
    const email = `labels+${Date.now()}@example.ch`;
    await fillPaymentDetails(page, email);
    await expect(page.getByLabel('E-Mail *')).toHaveValue(email);
    await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
    await expect(page).toHaveURL(/\/review-order$/);

    // Review: a list of named figures (a definition list), visible on both layouts.
    const reviewItem = page.getByTestId('review-item');
    await expect(reviewItem).toHaveCount(1);
    for (const [name, testId] of [
      ['Menge', 'review-item-quantity'],
      ['Preis pro Stück', 'review-item-unit-price'],
      ['Summe', 'review-item-sum'],
    ] as const) {
      const term = reviewItem.getByRole('term').filter({ hasText: name });
      await expect(term).toBeVisible();
      const value = reviewItem.getByTestId(testId);
      await expect(value).toBeVisible();
      await expect(value).toHaveRole('definition');
      await expectInsideScreen(page, value);
    }
    await expect(reviewItem.getByTestId('review-item-quantity')).toHaveText('1');
    // The surcharge is named once on the page: on its own line of the sum.
    // (As a label: the voucher's conditions may mention the word in a sentence.)
    await expect(page.getByText('Mindermengenzuschlag', { exact: true })).toHaveCount(1);
  },
);
