import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { openHomeAsReturningVisitor, shoot, uploadAndOpenConfigurator } from './configure-helpers';
import { JOURNEY_LANGUAGES, readChfCents, type JourneyLanguage } from './journey-helpers';

// Issue 13 points 7 and 9: two tabs of one browser fill one cart and see each other's changes;
// attachments state their limits, can be removed; the voucher is redeemed on the cart page.
const EXPECTED = {
  de: {
    add: 'In den Warenkorb',
    quantityFor: 'Menge für',
    cart: '/cart',
    attach: 'Anhang hinzufügen',
    accept: 'Verstanden',
    limits: /Erlaubt: PDF, PNG, .* höchstens 20 MB je Datei/,
    removeAttachment: 'plan.pdf entfernen',
    voucherLabel: 'Gutscheincode',
    submit: 'Einlösen',
    redeem: 'Einlösen',
    removeVoucher: 'Gutschein entfernen',
    invalid: 'Gutschein nicht gültig',
    retry: 'Erneut versuchen',
  },
  en: {
    add: 'Add to cart',
    quantityFor: 'Quantity for',
    cart: '/en/cart',
    attach: 'Add attachment',
    accept: 'Understood',
    limits: /Allowed: PDF, PNG, .* at most 20 MB per file/,
    removeAttachment: 'Remove plan.pdf',
    voucherLabel: 'Voucher code',
    submit: 'Redeem',
    redeem: 'Redeem',
    removeVoucher: 'Remove voucher',
    invalid: 'Voucher not valid',
    retry: 'Try again',
  },
} as const;

async function addToCart(page: Page, language: JourneyLanguage, quantity: string) {
  const texts = JOURNEY_LANGUAGES[language];
  await uploadAndOpenConfigurator(page, 'stl/benchy_gunwale_binary.stl');
  await page.getByRole('button', { name: texts.next }).click();
  await page.getByRole('spinbutton', { name: texts.quantity }).fill(quantity);
  const add = page.getByRole('button', { name: EXPECTED[language].add });
  await expect(add).toBeEnabled({ timeout: 30_000 });
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
}

// Two tabs sharing one cart is no matter of language: once, in English (the German cart's
// quantity field is named in upload-journey.spec.ts).
for (const language of ['en'] as const satisfies readonly JourneyLanguage[]) {
  test(`work survives (${language}): two tabs fill one cart and see each other's changes`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const expected = EXPECTED[language];
    // Both tabs are open before any cart exists.
    await openHomeAsReturningVisitor(page, JOURNEY_LANGUAGES[language].home);
    const other = await context.newPage();
    await other.goto(JOURNEY_LANGUAGES[language].home);

    await addToCart(page, language, '2');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    // The second tab, never reloaded, adds its line to the same cart instead of a new one.
    await other.bringToFront();
    await addToCart(other, language, '3');
    await expect(other.getByTestId('cart-item')).toHaveCount(2);

    // The first tab shows both lines as soon as it is looked at again.
    await page.bringToFront();
    await expect(page.getByTestId('cart-item')).toHaveCount(2, { timeout: 10_000 });

    // A change in one tab reaches the other.
    const quantity = other.getByRole('spinbutton', { name: new RegExp(expected.quantityFor) });
    await quantity.first().fill('5');
    await quantity.first().blur();
    await expect(
      page.getByRole('spinbutton', { name: new RegExp(expected.quantityFor) }).first(),
    ).toHaveValue('5', { timeout: 10_000 });
    // And the server kept everything: a fresh load of either tab shows both lines.
    await page.reload();
    await expect(page.getByTestId('cart-item')).toHaveCount(2, { timeout: 15_000 });
  });
}

for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  test(`cart details (${language}): attachment limits and removal, voucher on the cart page`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    const expected = EXPECTED[language];
    await openHomeAsReturningVisitor(page, JOURNEY_LANGUAGES[language].home);
    await addToCart(page, language, '10');

    // Attachments: the limits are stated before the upload; an added file can be removed.
    await expect(page.getByText(expected.limits)).toBeVisible();
    const plan = testInfo.outputPath('plan.pdf');
    writeFileSync(plan, '%PDF-1.4 a drawing');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: expected.attach }).click();
    await page.getByRole('button', { name: expected.accept }).click();
    await (await chooser).setFiles(plan);
    const attachment = page.getByRole('link', { name: 'plan.pdf' });
    await expect(attachment).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: expected.removeAttachment }).click();
    await expect(attachment).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('cart-item')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'plan.pdf' })).toHaveCount(0);

    // Voucher: unknown code → stated, nothing applied.
    const total = page.getByTestId('cart-total');
    await expect(total).toContainText('CHF');
    const before = readChfCents(await total.innerText());
    const code = page.getByLabel(expected.voucherLabel);
    await code.fill('NOPE99');
    await page.getByRole('button', { name: expected.submit, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(expected.invalid);
    await dialog.getByRole('button', { name: expected.retry }).click();
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);

    // WELCOME10 → applied: the server's totals carry the discount.
    await code.fill('WELCOME10');
    await page.getByRole('button', { name: expected.submit, exact: true }).click();
    await dialog.getByRole('button', { name: expected.redeem }).click();
    await expect(page.getByTestId('cart-discount')).toBeVisible();
    await expect(page.locator('.cart-summary')).toContainText('WELCOME10');
    await shoot(page, testInfo, `cart-voucher-${language}`);
    await expect.poll(async () => readChfCents(await total.innerText())).toBeLessThan(before);

    // Removable: the totals are back to the figures without it.
    await page.getByRole('button', { name: expected.removeVoucher }).click();
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);
    await expect.poll(async () => readChfCents(await total.innerText())).toBe(before);
  });
}
