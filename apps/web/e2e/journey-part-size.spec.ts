import { writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { openHomeAsReturningVisitor } from './configure-helpers';
import { boxStl, JOURNEY_LANGUAGES, type JourneyLanguage } from './journey-helpers';

// Issue 13 point 3: a part of 0.05 × 0.03 × 0.02 (a file in metres read as mm) is detected,
// the likely unit is suggested with the resulting size, and metres can be chosen.
const EXPECTED = {
  de: {
    small: 'nur 0,05 × 0,03 × 0,02 mm',
    suggestion: 'In Meter (m) wäre es 50 × 30 × 20 mm gross.',
    apply: 'Meter (m) verwenden',
    metres: 'Meter (m)',
  },
  en: {
    small: 'only 0.05 × 0.03 × 0.02 mm',
    suggestion: 'In Metres (m) it would be 50 × 30 × 20 mm.',
    apply: 'Use Metres (m)',
    metres: 'Metres (m)',
  },
} as const;

for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  test(`tiny and huge parts (${language}): a file in metres is detected and metres can be chosen`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const texts = JOURNEY_LANGUAGES[language];
    const expected = EXPECTED[language];
    const file = testInfo.outputPath('part-in-metres.stl');
    writeFileSync(file, boxStl(0.05, 0.03, 0.02));
    await openHomeAsReturningVisitor(page, texts.home);
    await page.locator('input[type="file"]').first().setInputFiles(file);
    const notice = page.getByTestId('part-size');
    await expect(notice).toContainText(expected.small, { timeout: 60_000 });
    await expect(notice).toContainText(expected.suggestion);
    await page.getByRole('button', { name: expected.apply }).click();
    await expect(page.getByRole('radio', { name: expected.metres })).toBeChecked();
    await expect(notice).toHaveCount(0);

    // On the material step the part is 50 mm wide and priced like one.
    await page.getByRole('button', { name: texts.next }).click();
    await expect(page.getByRole('heading', { name: texts.materialHeading })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: texts.width })).toHaveValue('0.05');
    await expect(page.getByTestId('selected-price')).toHaveAttribute('data-printable', 'true', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('part-size')).toHaveCount(0);
  });
}
