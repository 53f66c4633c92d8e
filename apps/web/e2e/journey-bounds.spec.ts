import { expect, test } from './fixtures';
import { JOURNEY_LANGUAGES, openMaterialStep, type JourneyLanguage } from './journey-helpers';

// Issue 13 point 1: no endless waits. Out-of-range inputs and failing price requests end in a
// stated reason at once; the allowed range is shown in the field.
const EXPECTED = {
  de: {
    range: 'Erlaubt: 0,01 bis 10',
    tooLarge: 'Die Skalierung ist zu gross',
    empty: 'Bitte geben Sie eine Skalierung zwischen 0,01 und 10 ein',
    dimensionRange: /Erlaubt: [\d',.]+ bis [\d',.]+ mm/,
    network: 'Der Server ist nicht erreichbar',
    retry: 'Preis erneut berechnen',
  },
  en: {
    range: 'Allowed: 0.01 to 10',
    tooLarge: 'The scale is too large',
    empty: 'Please enter a scale between 0.01 and 10',
    dimensionRange: /Allowed: [\d,.]+ to [\d,.]+ mm/,
    network: 'The server cannot be reached',
    retry: 'Calculate the price again',
  },
} as const;

for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  test(`no endless waits (${language}): bounded scale and dimensions, failing prices say why`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const texts = JOURNEY_LANGUAGES[language];
    const expected = EXPECTED[language];
    await openMaterialStep(page, language, 'stl/benchy_gunwale_binary.stl');
    const scale = page.getByRole('spinbutton', { name: texts.scale, exact: true });
    await expect(page.getByText(expected.range)).toBeVisible();
    await expect(scale).toHaveAttribute('aria-valuemax', '10');

    // A scale above the maximum: the reason appears at once, no placeholder keeps spinning.
    await scale.fill('20');
    const problem = page.getByTestId('pricing-problem');
    await expect(problem).toContainText(expected.tooLarge, { timeout: 1_000 });
    await expect(problem).toHaveAttribute('role', 'alert');
    await expect(scale).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('print-quality')).toHaveCount(0);

    // Zero and negative scales alike.
    await scale.fill('0');
    await expect(problem).toContainText(expected.empty, { timeout: 1_000 });
    await scale.fill('-3');
    await expect(problem).toBeVisible({ timeout: 1_000 });

    // Back in range: the problem goes, a price comes.
    await scale.fill('1');
    await expect(problem).toHaveCount(0);
    await expect(scale).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByTestId('selected-price')).toHaveAttribute('data-printable', 'true', {
      timeout: 15_000,
    });

    // X = 5000 mm: the field states its range and the price says why there is none.
    const width = page.getByRole('spinbutton', { name: texts.width });
    await width.fill('5000');
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(expected.dimensionRange)).toBeVisible({ timeout: 1_000 });
    await expect(problem).toContainText(expected.tooLarge, { timeout: 1_000 });
    await scale.fill('1.5');

    // The price service fails: the reason is stated within a second of the answer.
    await page.route('**/api/pricing/batch-calculations', (route) => route.abort('failed'));
    await scale.fill('1.2');
    const started = Date.now();
    await expect(problem).toContainText(expected.network, { timeout: 3_000 });
    // 500 ms debounce + one retry after 300 ms for a lost connection, then the statement.
    expect(Date.now() - started).toBeLessThan(2_500);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.unroute('**/api/pricing/batch-calculations');
    await page.getByRole('button', { name: expected.retry }).click();
    await expect(problem).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByTestId('selected-price')).toHaveAttribute('data-printable', 'true');
  });
}
