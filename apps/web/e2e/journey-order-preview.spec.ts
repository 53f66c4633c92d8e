import { expect, test } from './fixtures';
import {
  JOURNEY_LANGUAGES,
  openMaterialStep,
  readChfCents,
  type JourneyLanguage,
} from './journey-helpers';

// Issue 13 point 6: no surprises at the end. The minimum order value and the small-order
// surcharge show on the configurator's price as soon as the part is below it; shipping and the
// delivery date are visible before the cart. All figures come from the pricing answer.
const EXPECTED = {
  de: {
    minimum: 'Mindestbestellwert CHF 200.00',
    free: 'Kostenlos',
    plusTax: 'zzgl.',
    month: /\d{1,2}\. \p{L}+ \d{4}/u,
    // Issue 24 item 9: production days are calendar days ("Tage"), never "Arbeitstage".
    productionTime: /^Produktionszeit: \d+ Tage?$/,
  },
  en: {
    minimum: 'Minimum order value CHF 200.00',
    free: 'Free',
    plusTax: 'plus',
    // The one delivery-date format of web, PDF and mail (packages/domain formatDeliveryDate).
    month: /\d{1,2} \p{L}+ \d{4}/u,
    productionTime: /^Production time: \d+ days?$/,
  },
} as const;

for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  test(`no surprises at the end (${language}): surcharge, shipping and delivery before the cart`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const texts = JOURNEY_LANGUAGES[language];
    const expected = EXPECTED[language];
    await openMaterialStep(page, language, 'stl/benchy_gunwale_binary.stl');
    await page.getByRole('radio', { name: texts.business }).first().check();
    const price = page.getByTestId('selected-price');
    // Business customers see net prices plus tax: the line the minimum is measured against.
    await expect(price).toContainText(expected.plusTax, { timeout: 15_000 });

    // A small part alone is below 200.00 net: the surcharge is the gap, said at the price.
    const surcharge = page.getByTestId('order-preview-surcharge');
    await expect(surcharge).toContainText(expected.minimum, { timeout: 15_000 });
    const netCents = readChfCents(await price.innerText());
    // The text names two amounts: the minimum, then the surcharge.
    const amounts = (await surcharge.innerText()).match(/CHF\s?[\d'’]+\.\d{2}/g) ?? [];
    expect(amounts).toHaveLength(2);
    expect(readChfCents(amounts[1] ?? '')).toBe(20_000 - netCents);
    await expect(page.getByTestId('order-preview-shipping')).toContainText(/CHF\s\d/);
    await expect(page.getByTestId('order-preview-delivery')).toContainText(expected.month);
    await expect(page.locator('.order-summary__time')).toHaveText(expected.productionTime);
    const orderTotal = readChfCents(await page.getByTestId('order-preview-total').innerText());
    expect(orderTotal).toBeGreaterThan(20_000);

    // Enough pieces: the minimum is reached, standard shipping becomes free.
    const quantity = page.getByRole('spinbutton', { name: texts.quantity });
    await quantity.fill('60');
    await expect(surcharge).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId('order-preview-shipping')).toHaveText(expected.free);
  });
}
