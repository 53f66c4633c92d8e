/// <reference types="node" />
import { expect, test, type Page } from './fixtures';
import { fillPaymentDetails } from './checkout-helpers';
import { logIn, registerAndConfirm, skipFirstVisitDialogs } from './account-helpers';
import { addPartThroughPicker, shoot, visitAsReturningCustomer } from './upload-helpers';

// Issue 24 point 13 (order flow): a reorder of a paid PayPal order leads through the cart to the
// payment choice and PayPal; a prepaid order's complete page says to pay first; the outcome page
// opened without an order shows no success. Desktop and phone (@phone). Run:
//   npx playwright test e2e/order-flow.spec.ts --workers=1

/** From /payment-details (filled) with `method` to the review page. */
async function toReviewWith(page: Page, method: 'PayPal' | 'Vorkasse'): Promise<void> {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
  await expect(page).toHaveURL(/\/review-order$/);
  await page.getByLabel(/AGB gelesen/).check();
}

test.describe('order flow', () => {
  test.setTimeout(240_000);

  test('a reorder of a paid PayPal order fills the cart and reaches the payment choice and PayPal @phone', async ({
    page,
  }) => {
    const suffix = `${Date.now() % 100_000_000}${test.info().project.name === 'mobile' ? 'm' : 'd'}`;
    const account = {
      username: `re${suffix}`,
      email: `re${suffix}@example.ch`,
      password: 'Ein Würfel aus Nylon 12',
    };
    await visitAsReturningCustomer(page);
    await registerAndConfirm(page, account);
    await page.goto('/login');
    await logIn(page, account.username, account.password);
    await expect(page).toHaveURL(/\/account$/);

    // The first order: paid with PayPal at the simulator.
    await visitAsReturningCustomer(page);
    await addPartThroughPicker(page);
    await page.goto('/payment-details');
    await fillPaymentDetails(page, account.email);
    await toReviewWith(page, 'PayPal');
    await page.getByRole('button', { name: 'Weiter zu PayPal' }).click();
    await expect(page).toHaveURL(/\/paypal-sim\/checkoutnow\?token=/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/order-complete\/[^/?]+\?token=/, { timeout: 30_000 });
    await expect(page.getByTestId('order-payment-status')).toHaveText('Zahlung eingegangen');
    const orderId = /\/order-complete\/([^/?]+)/.exec(page.url())?.[1] ?? '';
    expect(orderId).not.toBe('');

    // Reorder: confirmed, the parts land in the cart (no order is placed, nothing is mailed).
    await page.goto(`/order-details/${orderId}`);
    await page.getByRole('button', { name: 'Erneut bestellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erneut bestellen?' });
    await expect(dialog).toContainText('in Ihren Warenkorb');
    const reordered = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/checkout/order/${orderId}`) &&
        response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Ja, erneut bestellen' }).click();
    expect((await reordered).status()).toBe(200);
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-item')).toContainText('benchy_gunwale_binary');
    await expect(page.getByText('Die Teile liegen im Warenkorb')).toBeVisible();

    // The checkout of the reorder: the payment choice, then PayPal.
    await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();
    await expect(page).toHaveURL(/\/payment-details$/, { timeout: 30_000 });
    for (const method of ['Rechnung', 'Vorkasse', 'PayPal']) {
      await expect(page.getByRole('radio', { name: method })).toBeVisible();
    }
    await fillPaymentDetails(page, account.email);
    await toReviewWith(page, 'PayPal');
    await page.getByRole('button', { name: 'Weiter zu PayPal' }).click();
    await expect(page).toHaveURL(/\/paypal-sim\/checkoutnow\?token=/, { timeout: 30_000 });
  });

  test('a prepaid order’s complete page says to pay first, with amount, IBAN and reference @phone', async ({
    page,
  }) => {
    await visitAsReturningCustomer(page);
    await addPartThroughPicker(page);
    await page.goto('/payment-details');
    await fillPaymentDetails(page, `prepaid+${Date.now()}@example.ch`);
    await toReviewWith(page, 'Vorkasse');
    await page.getByRole('button', { name: 'Jetzt kaufen' }).click();
    await expect(page).toHaveURL(/\/order-complete\/[^/?]+$/, { timeout: 30_000 });
    const note = page.getByTestId('prepaid-note');
    await expect(note).toContainText('Bitte zuerst bezahlen');
    await expect(note).toContainText(/sobald Ihre Zahlung von CHF\s\d+\.\d{2} eingegangen ist/);
    await expect(page.getByTestId('prepaid-iban')).toHaveText(/^(CH|LI)\d{2}( [0-9A-Z]{1,4})+$/);
    await expect(page.getByTestId('prepaid-reference')).toHaveText(
      /^(\d{2}( \d{5}){5}|RF\d{2}( [0-9A-Z]{1,4})+)$/,
    );
    await note.scrollIntoViewIfNeeded();
    await shoot(page, test.info(), 'prepaid-note');
  });

  test('the outcome pages opened directly or with a foreign id show no success @phone', async ({
    page,
  }) => {
    await skipFirstVisitDialogs(page);
    await page.goto('/order-complete');
    await expect(
      page.getByRole('heading', { name: 'Keine Bestellung zum Anzeigen' }),
    ).toBeVisible();
    await expect(page.getByText('Vielen Dank für Ihre Bestellung!')).toHaveCount(0);
    await page.goto('/order-complete/0123456789abcdef01234567');
    await expect(
      page.getByRole('heading', { name: 'Keine Bestellung zum Anzeigen' }),
    ).toBeVisible();
    await expect(page.getByText('Vielen Dank für Ihre Bestellung!')).toHaveCount(0);
    await page.goto('/quote-generated');
    await expect(
      page.getByRole('heading', { name: 'Keine Bestellung zum Anzeigen' }),
    ).toBeVisible();
    await expect(page.getByText('Ihr Angebot wurde erstellt')).toHaveCount(0);
  });
});
