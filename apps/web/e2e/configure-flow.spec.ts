import { expect, test, type Page } from './fixtures';
import {
  openHomeAsReturningVisitor,
  readModePrices,
  shoot,
  uploadAndOpenConfigurator,
} from './configure-helpers';

const CHF = /CHF\s?\d/;

/** Waits until every mode card shows a finished price and returns the texts. */
async function waitForAllPrices(page: Page, expectedCount: number): Promise<string[]> {
  const cards = page.getByTestId('print-mode-card');
  await expect(cards).toHaveCount(expectedCount);
  await expect(page.locator('[data-testid="mode-price"][aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  const prices = await readModePrices(page);
  expect(prices).toHaveLength(expectedCount);
  return prices;
}

async function waitForPricesToChange(page: Page, before: string[]): Promise<string[]> {
  await expect
    .poll(
      async () => {
        const busy = await page.locator('[data-testid="mode-price"][aria-busy="true"]').count();
        return busy === 0 ? readModePrices(page) : before;
      },
      { timeout: 15_000 },
    )
    .not.toEqual(before);
  return readModePrices(page);
}

test(
  'configure: prices for every mode, scale by slider and by dimension, finish and colour, add to cart',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const modesResponse = await request.get('/api/print-modes');
    const { printModes } = (await modesResponse.json()) as {
      printModes: {
        _id: string;
        surfaceFinishes: {
          _id: string;
          properties: { name: string };
          colors: { name: string }[];
        }[];
      }[];
    };
    expect(printModes.length).toBeGreaterThan(1);

    await openHomeAsReturningVisitor(page);
    await uploadAndOpenConfigurator(page, 'stl/benchy_gunwale_binary.stl');
    await expect(page.getByRole('img', { name: /3D-Ansicht von/ })).toHaveAttribute(
      'data-state',
      'ready',
      {
        timeout: 30_000,
      },
    );
    await shoot(page, testInfo, '0-basics');

    // Sub-step 0 → 1 saves the name and unit on the server.
    await page.getByLabel('Bezeichnung').fill('Reling Benchy');
    const patch = page.waitForResponse(
      (response) =>
        response.url().includes('/api/analytx/file/') && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Weiter zu Material & Farbe' }).click();
    expect((await patch).status()).toBe(200);
    await expect(
      page.getByRole('heading', { name: 'Material und Verfahren wählen' }),
    ).toBeVisible();

    // A price for every print mode.
    const initial = await waitForAllPrices(page, printModes.length);
    for (const price of initial) expect(price).toMatch(CHF);
    for (const mode of printModes) {
      await expect(
        page.locator(`[data-testid="print-mode-card"][data-mode-id="${mode._id}"]`),
      ).toBeVisible();
    }
    await expect(page.getByTestId('print-quality')).toBeVisible();
    await shoot(page, testInfo, '1-material');

    // Business customers see net prices plus tax; private customers gross incl. tax.
    for (const price of initial) expect(price).toContain('inkl. 8,1 % MwSt.');
    await page.getByRole('radio', { name: 'Geschäftskunden' }).first().check();
    const net = await waitForPricesToChange(page, initial);
    for (const price of net) expect(price).toContain('zzgl. 8,1 % MwSt.');
    await page.getByRole('radio', { name: 'Privatkunden' }).first().check();
    await expect.poll(() => readModePrices(page), { timeout: 15_000 }).toEqual(initial);

    // Scale by slider (keyboard: 15 steps of 0.1). Small parts cost the minimum part price up to
    // about 1.8×, so the test goes beyond it.
    const slider = page.getByRole('slider', { name: 'Skalierung mit Schieberegler' });
    await slider.focus();
    for (let step = 0; step < 15; step += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('spinbutton', { name: 'Skalierung' })).toHaveValue('2.5');
    const afterSlider = await waitForPricesToChange(page, initial);
    for (const price of afterSlider) expect(price).toMatch(CHF);

    // Scale by a dimension field: width = 4 × the original width sets the scale to 4.
    const width = page.getByRole('spinbutton', { name: 'Breite (X)' });
    const originalWidth = Number(await width.inputValue()) / 2.5;
    await width.fill((originalWidth * 4).toFixed(2));
    await width.blur();
    const scaleField = page.getByRole('spinbutton', { name: 'Skalierung' });
    await expect.poll(async () => Number(await scaleField.inputValue())).toBeCloseTo(4, 2);
    await waitForPricesToChange(page, afterSlider);
    await shoot(page, testInfo, '2-scaled');

    // Finishes: choosing a finish selects its first colour; then another colour.
    await page.getByRole('button', { name: 'Weiter zur Oberfläche' }).click();
    await expect(page.getByRole('heading', { name: 'Oberfläche wählen' })).toBeVisible();
    const firstMode = printModes[0]!;
    const multiColourFinish = firstMode.surfaceFinishes.find((finish) => finish.colors.length > 1);
    const finish =
      multiColourFinish ?? firstMode.surfaceFinishes[firstMode.surfaceFinishes.length - 1]!;
    await page.getByRole('radio', { name: new RegExp(finish.properties.name) }).check();
    await expect(page.getByRole('radio', { name: finish.colors[0]!.name })).toBeChecked();
    const otherColour = finish.colors[finish.colors.length - 1]!;
    await page.getByRole('radio', { name: otherColour.name }).check();
    await expect(page.getByRole('radio', { name: otherColour.name })).toBeChecked();
    await expect(page.getByTestId('selected-price')).toHaveAttribute('data-printable', 'true', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('selected-price')).toContainText(CHF);
    await shoot(page, testInfo, '3-finishes');

    // Add to cart: the item is posted, the thumbnail uploaded, and the cart opens.
    const thumbnail = page.waitForResponse((response) => response.url().endsWith('/thumbnail'));
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    expect((await thumbnail).status()).toBe(200);
    await expect(page).toHaveURL(/\/cart$/);
    // The browser remembers only the cart id; the items are the server's (with the session cookie).
    const cartId = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('cart') ?? 'null') as { state: { cartId: string } }).state
          .cartId,
    );
    const cart = (await (await page.request.get(`/api/checkout/cart/${cartId}`)).json()) as {
      items: {
        printModeId: string;
        surfaceFinishId: string;
        color: { name: string };
        scale: number;
      }[];
    };
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      printModeId: firstMode._id,
      surfaceFinishId: finish._id,
      color: { name: otherColour.name },
    });
    expect(cart.items[0]!.scale).toBeCloseTo(4, 2);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await shoot(page, testInfo, '4-cart');
  },
);
