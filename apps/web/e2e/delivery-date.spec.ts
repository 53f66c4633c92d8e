/// <reference types="node" />
import { expect, test } from './fixtures';
import { fillCartByDroppingAFile, fillPaymentDetails } from './checkout-helpers';

// Issue 24 item 9: production days are calendar days ("Tage"), shipping days working days
// ("Arbeitstage", one "Arbeitstag"); the cart, the review and the order show the dates of the one
// domain rule, in the one format (the PDF and the mail print the same, see the API's
// document-characters test). Desktop only:
//   npx playwright test e2e/delivery-date.spec.ts --project=desktop --workers=1
const DATE = /\p{L}{2}\., \d{1,2}\. \p{L}+ \d{4}/u;

test('delivery date: cart, review and order agree; production in days, shipping in working days', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await fillCartByDroppingAFile(page);
  await expect(page.getByTestId('cart-item')).toContainText(/Produktion: \d+ Tage?(?!\p{L})/u);
  await expect(page.getByTestId('cart-item')).not.toContainText('Arbeitstag');
  await expect(page.getByTestId('cart-production-end')).toContainText(DATE, { timeout: 15_000 });

  await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();
  await page.getByRole('link', { name: 'Als Gast fortfahren' }).click();
  await expect(page).toHaveURL(/\/payment-details$/);
  await fillPaymentDetails(page, `lena+${Date.now()}@example.ch`);
  await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
  await expect(page).toHaveURL(/\/review-order$/);

  const review = page.getByTestId('review-delivery-date');
  await expect(review).toHaveText(/^Voraussichtliche Lieferung: /, { timeout: 15_000 });
  const date = (await review.innerText()).replace('Voraussichtliche Lieferung: ', '').trim();
  expect(date).toMatch(DATE);
  await expect(page.getByText(/^Produktionszeit: \d+ Tage?$/)).toBeVisible();
  // Express (1 working day) says "Arbeitstag"; the chosen standard method names the review's date.
  const methods = page.locator('.shipping-methods');
  await expect(methods).toContainText('1 Arbeitstag ·');
  await expect(methods).not.toContainText('1 Arbeitstage');
  await expect(page.getByTestId('shipping-method-delivery').filter({ hasText: date })).toHaveCount(
    1,
  );

  await page.getByLabel(/AGB gelesen/).check();
  await page.getByRole('button', { name: 'Jetzt kaufen' }).click();
  await expect(page).toHaveURL(/\/order-complete\/[^/?]+$/, { timeout: 30_000 });
  await expect(page.getByTestId('order-delivery')).toHaveText(date);
});
