/// <reference types="node" />
import { expect, test, type Page, type TestInfo } from './fixtures';
import { fillCartByDroppingAFile, fillPaymentDetails, findOutboxMails } from './checkout-helpers';
import { seriousViolations } from './page-checks';

// Runs against the worker's shop (e2e/fixtures.ts), whose data folder holds the mail outbox;
// desktop only (playwright.config.ts):
//   CI=1 npx playwright test e2e/checkout.spec.ts --project=desktop

// Screenshots for a human look are written only when SHOTS_DIR is set.
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('checkout', () => {
  test.setTimeout(180_000);

  test('anonymous invoice order: dropped file → cart → login → as guest → details → review with voucher → order complete, confirmation mailed @phone', async ({
    page,
  }, testInfo) => {
    await fillCartByDroppingAFile(page);
    // Spec 2 §4: the cart's next step sends an anonymous visitor to /login, which offers guest
    // checkout.
    await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Als Gast fortfahren' }).click();
    await expect(page).toHaveURL(/\/payment-details$/);
    await expect(page.getByRole('heading', { name: 'Zahlungs- und Lieferdaten' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Rechnung' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Unverbindliches Angebot' })).toBeDisabled();

    // Nothing filled: the form says what is missing and stays.
    await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'markierten Felder' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment-details$/);
    await shoot(page, testInfo, 'checkout-01-details-errors');
    await expectNoSeriousAxeViolations(page);

    const email = `anna+${Date.now()}@example.ch`;
    await fillPaymentDetails(page, email);
    // The draft survives a reload (session storage).
    await page.reload();
    await expect(page.getByLabel('E-Mail *')).toHaveValue(email);
    await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();

    await expect(page).toHaveURL(/\/review-order$/);
    await expect(page.getByTestId('review-item')).toHaveCount(1);
    const total = page.getByTestId('review-total');
    await expect(total).toHaveText(/^CHF/);
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();

    // WELCOME10: validated, redeemed, priced by the server (on a part below the minimum order
    // value the small-order surcharge absorbs the discount, so the total may stay), kept over a
    // reload.
    await page.getByLabel('Gutscheincode').fill('WELCOME10');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gutschein gültig' });
    await dialog.getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByTestId('voucher-applied')).toContainText('WELCOME10');
    await expect(page.getByTestId('review-discount')).toHaveText(/^–\sCHF\s\d/);
    await page.reload();
    await expect(page.getByTestId('voucher-applied')).toContainText('WELCOME10');
    await shoot(page, testInfo, 'checkout-02-review');
    await expectNoSeriousAxeViolations(page);

    const buy = page.getByRole('button', { name: 'Jetzt kaufen' });
    await expect(buy).toBeDisabled();
    await expect(buy).toHaveAttribute('title', 'Bitte stimmen Sie den AGB zu');
    await page.getByLabel(/AGB gelesen/).check();
    await buy.dblclick();

    await expect(page).toHaveURL(/\/order-complete\/[^/?]+$/, { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }),
    ).toBeVisible();
    await expect(page.getByTestId('complete-email')).toContainText(email);
    await shoot(page, testInfo, 'checkout-03-complete');
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumber).toMatch(/^\d{4}-\d{6}$/);
    await expect(page.getByTestId('order-payment-method')).toHaveText('Rechnung');
    await expect(page.getByTestId('order-reference')).toHaveText('PO-4711');
    await expect(page.getByTestId('order-total')).toHaveText(/^CHF/);
    // The confirmation PDF is served to this visitor (the order's owner).
    const pdfLink = page.getByRole('link', { name: 'Auftragsbestätigung (PDF)' });
    const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The cart was consumed and a new, empty one started.
    await expect(page.getByTestId('cart-count')).toHaveText('0');

    // The confirmation mail (with its PDF) went to the customer, and a copy to the shop.
    await expect
      .poll(() => findOutboxMails(orderNumber).filter((mail) => mail.includes(email)).length, {
        timeout: 30_000,
        intervals: [100, 250],
      })
      .toBeGreaterThan(0);
    const mail = findOutboxMails(orderNumber).find((text) => text.includes(`To: ${email}`)) ?? '';
    expect(mail).toContain('application/pdf');
  });

  test('PayPal order through the simulator’s approval page', async ({ page }) => {
    await fillCartByDroppingAFile(page);
    await page.goto('/payment-details');
    await fillPaymentDetails(page, `paypal+${Date.now()}@example.ch`);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
    await expect(page).toHaveURL(/\/review-order$/);
    await page.getByLabel(/AGB gelesen/).check();
    await page.getByRole('button', { name: 'Weiter zu PayPal' }).click();

    await expect(page).toHaveURL(/\/paypal-sim\/checkoutnow\?token=/, { timeout: 30_000 });
    await expect(page.getByTestId('paypal-sim-amount')).toContainText('CHF');
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/order-complete\/[^/?]+\?token=.+&PayerID=/, {
      timeout: 30_000,
    });
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }),
    ).toBeVisible();
    await expect(page.getByTestId('order-payment-method')).toHaveText('PayPal');
    await expect(page.getByTestId('order-payment-status')).toHaveText('Zahlung eingegangen');
  });
});
