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

/** An ASCII STL box of x × y × z (numbers as written in the file). */
export function boxStl(x: number, y: number, z: number): string {
  const v = (i: number) => [i & 1 ? x : 0, i & 2 ? y : 0, i & 4 ? z : 0].join(' ');
  const faces = [
    [0, 2, 1],
    [1, 2, 3],
    [4, 5, 6],
    [5, 7, 6],
    [0, 1, 4],
    [1, 5, 4],
    [2, 6, 3],
    [3, 6, 7],
    [0, 4, 2],
    [2, 4, 6],
    [1, 3, 5],
    [3, 7, 5],
  ];
  const body = faces
    .map(
      (f) =>
        `facet normal 0 0 0\nouter loop\n${f.map((i) => `vertex ${v(i)}`).join('\n')}\nendloop\nendfacet`,
    )
    .join('\n');
  return `solid box\n${body}\nendsolid box\n`;
}
