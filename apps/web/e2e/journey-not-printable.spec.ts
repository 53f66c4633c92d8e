import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openHomeAsReturningVisitor } from './configure-helpers';
import { boxStl, JOURNEY_LANGUAGES, type JourneyLanguage } from './journey-helpers';

// Issue 13 point 5: not printable is not a dead end. A 2 m bar fits no print mode: the screen
// offers the scale at which it fits (the server's figure) and a quote request with the file.
const EXPECTED = {
  de: {
    scaleToFit: /Auf Skalierung ([\d,]+) verkleinern/,
    quote: 'Angebot für dieses Modell anfragen',
  },
  en: { scaleToFit: /Scale down to ([\d.]+)/, quote: 'Request a quote for this model' },
} as const;

for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  test(`not printable is not a dead end (${language}): scale to fit, or ask for a quote`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const texts = JOURNEY_LANGUAGES[language];
    const expected = EXPECTED[language];
    const file = testInfo.outputPath('bar-2m.stl');
    writeFileSync(file, boxStl(2000, 10, 10));
    await openHomeAsReturningVisitor(page, texts.home);
    await page.locator('input[type="file"]').first().setInputFiles(file);
    await page.getByRole('button', { name: texts.next }).click({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: texts.materialHeading })).toBeVisible();

    const offer = page.getByTestId('not-printable-offer');
    const quote = offer.getByRole('link', { name: expected.quote });
    await expect(quote).toBeVisible({ timeout: 20_000 });
    expect(await quote.getAttribute('href')).toMatch(/\/kontakt\?file=[\w-]+$/);
    const scaleButton = offer.getByRole('button', { name: expected.scaleToFit });
    const label = await scaleButton.innerText();
    const offered = Number((expected.scaleToFit.exec(label)?.[1] ?? '').replace(',', '.'));
    expect(offered).toBeGreaterThan(0);
    expect(offered).toBeLessThan(1);
    await scaleButton.click();
    const scale = page.getByRole('spinbutton', { name: texts.scale, exact: true });
    await expect(scale).toHaveValue(String(offered));
    // At that scale at least one mode prints it: the quote request is no longer the only way.
    await expect(quote).toHaveCount(0, { timeout: 20_000 });
  });
}
