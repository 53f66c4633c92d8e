/// <reference types="node" />
import { expect, test, type Page } from './fixtures';
import { cubeStl } from './account-helpers';
import { reachFirstPrice, visitAsReturningCustomer } from './upload-helpers';

// Issue 24 items 1, 4, 7 and 8 on desktop and phone: what a customer types on /payment-details
// survives every data load (a throttled network, a language switch), the names on the review
// follow the language, phone and long names arrive whole, and a private customer needs no
// company.
//   npx playwright test e2e/checkout-typing.spec.ts --workers=1

/** Chrome DevTools' "3G" preset (the former "Fast 3G"): 562.5 ms latency, 1.44/0.675 Mbit/s. */
const THREE_G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 180_000,
  uploadThroughput: 84_375,
};

async function throttleTo3G(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THREE_G);
}

/** A cart with one priced part; the file chosen through the file picker (a phone cannot drop). */
async function fillCartThroughFilePicker(page: Page): Promise<void> {
  await visitAsReturningCustomer(page);
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByTestId('home-hero')
    .getByRole('button', { name: '3D-Datei wählen' })
    .first()
    .click();
  await (
    await chooser
  ).setFiles({ name: 'wuerfel.stl', mimeType: 'model/stl', buffer: cubeStl(30) });
  await reachFirstPrice(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
}

const DOUBLE_NAME = 'Bärtschi-Wolfeschlegelsteinhausen-Bergli';

/** Every text field of a private customer's details, by the inputs' names (language-free). */
const FIELDS: readonly (readonly [string, string])[] = [
  ['email', 'anna.b@example.ch'],
  ['phone', '+41 79 123 45 67'],
  ['referenceNumber', 'PO-4711'],
  ['billingAddress.title', 'Dr.'],
  ['billingAddress.firstname', 'Anna'],
  ['billingAddress.lastname', DOUBLE_NAME],
  ['billingAddress.street', 'Bahnhofstrasse 1'],
  ['billingAddress.addressSuffix', '3. Stock'],
  ['billingAddress.postalCode', '8001'],
  ['billingAddress.city', 'Zürich'],
];

const field = (page: Page, name: string) => page.locator(`main input[name="${name}"]`);

async function typeEveryField(page: Page): Promise<void> {
  for (const [name, value] of FIELDS) await field(page, name).fill(value);
}

async function expectEveryField(page: Page): Promise<void> {
  for (const [name, value] of FIELDS) await expect(field(page, name), name).toHaveValue(value);
}

async function switchLanguage(page: Page, code: 'FR' | 'DE'): Promise<void> {
  const menu = page.getByRole('button', { name: /^(Menü|Menu)$/ });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('link', { name: new RegExp(`^${code}\\b`) })
    .filter({ visible: true })
    .first()
    .click();
}

test.describe('checkout: nothing typed is lost', () => {
  test.setTimeout(180_000);

  test(
    'typing at once under a 3G network survives every later load (guest from the cart, and a fresh load)',
    { tag: '@phone' },
    async ({ page }) => {
      await fillCartThroughFilePicker(page);
      // While the customer looks at the cart, the login and checkout pages are fetched: the steps
      // after it need no script download, so no old page stays up (and typeable) meanwhile.
      await page.waitForLoadState('networkidle');
      await throttleTo3G(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });

      // From the cart through /login as a guest: the customer types as soon as the form shows.
      await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();
      await page.getByRole('link', { name: 'Als Gast fortfahren' }).click();
      await expect(page.getByRole('heading', { name: 'Zahlungs- und Lieferdaten' })).toBeVisible({
        timeout: 30_000,
      });
      expect(scripts, 'scripts fetched on the way from the cart to the form').toEqual([]);
      const email = await field(page, 'email').elementHandle();
      await typeEveryField(page);
      // Later loads: every query of the page answered, the cart refetched on focus.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.waitForLoadState('networkidle');
      await expectEveryField(page);
      // The same input element throughout: the form was never replaced.
      expect(await email?.evaluate((input) => input.isConnected)).toBe(true);

      // A fresh load of the page on 3G: the draft comes back; typing over it at once is kept.
      await page.goto('/payment-details');
      await expect(field(page, 'email')).toHaveValue('anna.b@example.ch', { timeout: 30_000 });
      await field(page, 'email').fill('anna.c@example.ch');
      await field(page, 'billingAddress.firstname').fill('Anna-Maria');
      await page.waitForLoadState('networkidle');
      await expect(field(page, 'email')).toHaveValue('anna.c@example.ch');
      await expect(field(page, 'billingAddress.firstname')).toHaveValue('Anna-Maria');
      await expect(field(page, 'billingAddress.lastname')).toHaveValue(DOUBLE_NAME);
    },
  );

  test(
    'a language switch keeps the filled form; the review shows names in its language; phone, long name whole; no company needed',
    { tag: '@phone' },
    async ({ page }) => {
      await fillCartThroughFilePicker(page);
      await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();
      await page.getByRole('link', { name: 'Als Gast fortfahren' }).click();
      await expect(page.getByRole('heading', { name: 'Zahlungs- und Lieferdaten' })).toBeVisible();
      // A private customer: company is optional (no asterisk).
      await expect(page.getByLabel('Firma', { exact: true })).toBeVisible();
      await typeEveryField(page);

      // On 3G the French texts take a while: the page must stay filled while they load.
      await throttleTo3G(page);
      await switchLanguage(page, 'FR');
      await expect(page).toHaveURL(/\/fr\/payment-details$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Données de paiement et de livraison',
      );
      await expectEveryField(page);

      await page.locator('main button[type="submit"]').click();
      await expect(page).toHaveURL(/\/fr\/review-order$/);
      const shipping = page.locator('.shipping-method__name').first();
      await expect(shipping).toHaveText('Envoi standard');
      // Phone and the 40-character double name arrive whole (nothing cut at 15 or 20).
      const main = page.locator('main');
      await expect(main).toContainText('+41 79 123 45 67');
      await expect(main).toContainText(`Anna ${DOUBLE_NAME}`);
      const frenchDetails = await page.locator('.review-item__details').first().textContent();

      // Switching on the review page renames items and shipping without a reload.
      await switchLanguage(page, 'DE');
      await expect(page).toHaveURL(/\/review-order$/);
      await expect(shipping).toHaveText('Standard-Versand');
      await expect(page.locator('.review-item__details').first()).not.toHaveText(
        frenchDetails ?? '',
      );
      await expect(main).toContainText(`Anna ${DOUBLE_NAME}`);
    },
  );
});
