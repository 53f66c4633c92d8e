/// <reference types="node" />
import { expect, test, type Page } from './fixtures';
import { fillPaymentDetails } from './checkout-helpers';
import { addPartThroughPicker, visitAsReturningCustomer } from './upload-helpers';

// Issue 24 items 2 and 3: what a customer sees back from PayPal, in their language, on desktop
// and on the phone (@phone). Run:
//   npx playwright test e2e/checkout-paypal-outcomes.spec.ts --workers=1

/** A cart with one priced part (the file picker: a phone cannot drop), details filled, PayPal. */
async function reachReviewWithPayPal(page: Page, email: string): Promise<void> {
  await visitAsReturningCustomer(page);
  await addPartThroughPicker(page);
  await page.goto('/payment-details');
  await fillPaymentDetails(page, email);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
  await expect(page).toHaveURL(/\/review-order$/);
}

test.describe('back from PayPal', () => {
  test.setTimeout(180_000);

  test('cancel at PayPal → the review page in English with the note, the cart back and the other payment methods @phone', async ({
    page,
  }) => {
    await reachReviewWithPayPal(page, `cancel+${Date.now()}@example.ch`);
    // The customer reads on in English: the order is placed from the English review page.
    await page.goto('/en/review-order');
    await expect(page.getByTestId('review-item')).toHaveCount(1);
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole('button', { name: 'Go to PayPal' }).click();
    await expect(page).toHaveURL(/\/paypal-sim\/checkoutnow\?token=/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();

    await expect(page).toHaveURL(/\/en\/review-order$/, { timeout: 30_000 });
    await expect(page.getByTestId('paypal-cancelled-note')).toContainText(
      'The payment at PayPal was cancelled',
    );
    await expect(page.getByRole('heading', { name: 'Order review' })).toBeVisible();
    await expect(page.getByTestId('review-item')).toHaveCount(1);
    await expect(page.getByTestId('review-item')).toContainText('benchy_gunwale_binary');
    // Another payment method, chosen right here, and the order goes through.
    await page.getByTestId('paypal-cancelled-note').getByLabel('Invoice').check();
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/en\/order-complete\/[^/?]+$/, { timeout: 30_000 });
    await expect(page.getByTestId('order-payment-method')).toHaveText('Invoice');
  });

  test('a return in another browser (no cookies) → "payment received, confirmation by mail" in French, no order details @phone', async ({
    page,
    browser,
  }) => {
    await reachReviewWithPayPal(page, `elsewhere+${Date.now()}@example.ch`);
    await page.goto('/fr/review-order');
    await page.getByLabel(/J'ai lu les CG/).check();
    await page.getByRole('button', { name: 'Continuer vers PayPal' }).click();
    await expect(page).toHaveURL(/\/paypal-sim\/checkoutnow\?token=/, { timeout: 30_000 });
    const token = new URL(page.url()).searchParams.get('token') ?? '';
    // The buyer approves in the PayPal app, which opens the return link in another browser.
    const approved = await page.request.post(
      new URL('/paypal-sim/checkoutnow/approve', page.url()).href,
      {
        form: { token, scenario: 'approve' },
        maxRedirects: 0,
      },
    );
    expect(approved.status()).toBe(303);
    const returnUrl = approved.headers().location ?? '';
    expect(new URL(returnUrl).pathname).toMatch(/^\/fr\/order-complete\/[^/]+$/);

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto(returnUrl);
      const outcome = other.getByTestId('paypal-neutral-outcome');
      await expect(outcome).toContainText('Paiement reçu', { timeout: 30_000 });
      await expect(outcome).toContainText('par e-mail');
      // No order number, amount or address on this page.
      await expect(other.locator('main')).not.toContainText(/\d{4}-\d{6}/);
      await expect(other.locator('main')).not.toContainText('CHF');
      await expect(other.locator('main')).not.toContainText('Bahnhofstrasse');
    } finally {
      await elsewhere.close();
    }
    // The owner's own browser sees the order paid.
    const orderPath = new URL(returnUrl).pathname;
    await page.goto(orderPath);
    await expect(page.getByTestId('order-payment-status')).toHaveText('Paiement reçu', {
      timeout: 30_000,
    });
  });
});
