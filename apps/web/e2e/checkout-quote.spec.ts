/// <reference types="node" />
import { expect, test, type Page } from './fixtures';
import { logIn, registerAndConfirm, skipFirstVisitDialogs } from './account-helpers';
import { fillCartByDroppingAFile, fillPaymentDetails, findOutboxMails } from './checkout-helpers';
import { seriousViolations } from './page-checks';

// Issue 11 "a quote when signed in", against the worker's shop (e2e/fixtures.ts), desktop only:
//   CI=1 npx playwright test e2e/checkout-quote.spec.ts --project=desktop

const suffix = `${Date.now() % 100_000_000}`;
const account = {
  username: `quote${suffix}`,
  email: `quote${suffix}@example.ch`,
  password: 'Ein Angebot aus PA 12',
};

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

test('signed in: cart → payment details → quote → review → quote generated, mailed with its PDF, listed in the account as a quote; the address is saved to the account', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await skipFirstVisitDialogs(page);
  await registerAndConfirm(page, account);
  await page.goto('/login');
  await logIn(page, account.username, account.password);
  // An empty cart: the sign-in leads to the account.
  await expect(page).toHaveURL(/\/account$/);

  await fillCartByDroppingAFile(page);
  await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();
  await expect(page).toHaveURL(/\/payment-details$/);
  await expect(page.getByRole('heading', { name: 'Zahlungs- und Lieferdaten' })).toBeVisible();

  // Signed in, the quote is offered (an anonymous visitor sees it disabled, checkout.spec.ts).
  const quote = page.getByRole('radio', { name: 'Unverbindliches Angebot' });
  await expect(quote).toBeEnabled();
  // The form starts from the account (registered in Bern); the checkout's data replaces it.
  await expect(page.getByLabel('E-Mail *')).toHaveValue(account.email);
  await expect(page.getByLabel('Strasse und Hausnummer *')).toHaveValue('Seestrasse 9');
  await fillPaymentDetails(page, account.email);
  await quote.check();
  await page.getByLabel('Adresse in meinem Konto speichern').check();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/user/details') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
  // The account's details endpoint accepts the checkout's addresses.
  expect((await saved).status()).toBe(200);

  await expect(page).toHaveURL(/\/review-order$/);
  await expect(page.getByTestId('review-item')).toHaveCount(1);
  await page.getByLabel(/AGB gelesen/).check();
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();

  await expect(page).toHaveURL(/\/quote-generated/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Ihr Angebot wurde erstellt' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // The account's history lists the quote; its number leads to the details, shown as a quote.
  await page.goto('/account');
  const row = page.getByRole('row').filter({ hasText: 'Angebot erstellt' });
  await expect(row).toHaveCount(1);
  const number = (await row.getByRole('link').textContent()) ?? '';
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  // The saved billing address is the account's now.
  await expect(page.getByLabel('Firma').first()).toHaveValue('Muster AG');

  await row.getByRole('link', { name: `Details zu ${number}` }).click();
  await expect(page).toHaveURL(/\/order-details\/[^/]+$/);
  await expect(page.getByRole('heading', { name: `Angebot ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-payment-method')).toHaveText('Angebot');
  await expect(page.getByTestId('order-status')).toHaveText('Angebot erstellt');
  // Spec 2 §4: no reorder and no pay-now for a quote.
  await expect(page.getByRole('button', { name: 'Erneut bestellen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Jetzt mit PayPal bezahlen' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  const pdfLink = page.getByRole('link', { name: 'Angebot (PDF)' });
  const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The quote mail went to the customer, with the PDF attached.
  await expect
    .poll(() => findOutboxMails(number).filter((mail) => mail.includes(account.email)).length, {
      timeout: 30_000,
      intervals: [100, 250],
    })
    .toBeGreaterThan(0);
  const mail = findOutboxMails(number).find((text) => text.includes(`To: ${account.email}`)) ?? '';
  expect(mail).toContain('application/pdf');
});
