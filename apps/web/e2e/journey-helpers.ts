import { expect, type Page } from '@playwright/test';
import { openHomeAsReturningVisitor, uploadAndOpenConfigurator } from './configure-helpers';

/** The texts a journey test needs, per language it runs in (issue 13: German and English). */
export const JOURNEY_LANGUAGES = {
  de: {
    home: '/',
    next: 'Weiter zu Material & Farbe',
    materialHeading: 'Material und Verfahren wählen',
    scale: 'Skalierung',
    width: 'Breite (X)',
    business: 'Geschäftskunden',
    quantity: 'Stückzahl',
    backToBasics: 'Zurück zu den Grunddaten',
    basicsHeading: 'Grunddaten Ihres Modells',
  },
  en: {
    home: '/en/',
    next: 'Continue to material & colour',
    materialHeading: 'Choose material and process',
    scale: 'Scale',
    width: 'Width (X)',
    business: 'Business customers',
    quantity: 'Quantity',
    backToBasics: 'Back to the basics',
    basicsHeading: 'Basics of your model',
  },
} as const;
export type JourneyLanguage = keyof typeof JOURNEY_LANGUAGES;

/** Uploads a model in the given language and opens the material step with its first prices. */
export async function openMaterialStep(page: Page, language: JourneyLanguage, model: string) {
  const texts = JOURNEY_LANGUAGES[language];
  await openHomeAsReturningVisitor(page, texts.home);
  await uploadAndOpenConfigurator(page, model);
  await page.getByRole('button', { name: texts.next }).click();
  await expect(page.getByRole('heading', { name: texts.materialHeading })).toBeVisible();
  await expect(page.getByTestId('selected-price')).toHaveAttribute('data-printable', /true|false/, {
    timeout: 20_000,
  });
}

/** Cents of the first CHF amount in a text ("CHF 1'234.50" → 123450). */
export function readChfCents(text: string): number {
  const match = /CHF\s?([\d'’]+)\.(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no CHF amount in: ${text}`);
  return Number(match[1].replace(/['’]/g, '')) * 100 + Number(match[2]);
}
