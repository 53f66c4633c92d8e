import { expect, test, type Page } from './fixtures';
import { openHomeAsReturningVisitor, shoot, uploadAndOpenConfigurator } from './configure-helpers';
import { JOURNEY_LANGUAGES, type JourneyLanguage } from './journey-helpers';

// Issue 13 point 4, one truth about the part: the summary, the repair message and the pictures
// all come from the file's one analysis result, which describes the repaired geometry. Two real
// files: the Utah teapot (six holes, closed after repair) and the jeep (41 holes closed, still
// 4 non-manifold edges — the file that used to say "behoben" beside "not closed").
const TEXTS = {
  de: {
    repairDialog: 'Optimierung notwendig',
    fixed: 'Fehler, die wir automatisch behoben haben',
    stillOpen: 'noch nicht geschlossen',
    close: 'Schliessen',
    repairedModel: 'beziehen sich auf das reparierte Modell',
    outcomeRepaired: 'es ist jetzt geschlossen',
    outcomeStillOpen: 'So kann es nicht gedruckt werden',
    wallTool: 'Wandstärke',
    wallRepaired: 'Gezeigt wird das reparierte Modell.',
    agree: /automatischen Reparaturen/,
    notClosedReason: 'Das Modell konnte nicht geschlossen werden.',
  },
  en: {
    repairDialog: 'Optimization necessary',
    fixed: 'defects that we repaired automatically',
    stillOpen: 'still not closed',
    close: 'Close',
    repairedModel: 'describe the repaired model',
    outcomeRepaired: 'it is closed now',
    outcomeStillOpen: 'It cannot be printed like this',
    wallTool: 'Wall thickness',
    wallRepaired: 'Showing the repaired model.',
    agree: /automatic repairs/i,
    notClosedReason: 'The model could not be closed.',
  },
} as const;

async function closeRepairDialog(page: Page, language: JourneyLanguage) {
  const t = TEXTS[language];
  const dialog = page.getByRole('dialog', { name: t.repairDialog });
  await dialog.getByRole('button', { name: t.close }).first().click();
  await expect(dialog).toBeHidden();
}

for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  const t = TEXTS[language];

  test(`a repaired, closed file (${language}): "fixed", the summary agrees, and its wall-thickness picture exists`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openHomeAsReturningVisitor(page, JOURNEY_LANGUAGES[language].home);
    await uploadAndOpenConfigurator(page, 'stl/utah_teapot_open_binary.stl');

    const dialog = page.getByRole('dialog', { name: t.repairDialog });
    await expect(dialog.getByTestId('repair-intro')).toContainText(t.fixed);
    await closeRepairDialog(page, language);

    const truth = page.getByTestId('part-truth');
    await expect(truth).toHaveAttribute('data-outcome', 'repaired');
    await expect(truth).toContainText(t.outcomeRepaired);
    await expect(truth).toContainText(t.repairedModel);

    // The repaired geometry has the same pictures as intact geometry.
    await page.getByRole('button', { name: t.wallTool, exact: true }).click();
    await expect(page.getByText(t.wallRepaired)).toBeVisible();
    const picture = page.getByTestId('wall-thickness-picture');
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await shoot(page, testInfo, `truth-repaired-${language}`);

    // The summary on the next step says the same: no "could not be closed" anywhere.
    await page.getByRole('checkbox', { name: t.agree }).check();
    await page.getByRole('button', { name: JOURNEY_LANGUAGES[language].next }).click();
    await expect(
      page.getByRole('heading', { name: JOURNEY_LANGUAGES[language].materialHeading }),
    ).toBeVisible();
    await expect(page.getByTestId('selected-price')).toHaveAttribute(
      'data-printable',
      /true|false/,
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByTestId('part-truth')).toHaveAttribute('data-outcome', 'repaired');
    await expect(page.getByText(t.notClosedReason)).toHaveCount(0);
  });

  test(`a repaired file that is still open (${language}): no "fixed", the summary says not closed`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openHomeAsReturningVisitor(page, JOURNEY_LANGUAGES[language].home);
    await uploadAndOpenConfigurator(page, '3ds/jeep1.3ds');

    const dialog = page.getByRole('dialog', { name: t.repairDialog });
    const intro = dialog.getByTestId('repair-intro');
    await expect(intro).toContainText(t.stillOpen);
    await expect(intro).not.toContainText(t.fixed);
    await shoot(page, testInfo, `truth-still-open-dialog-${language}`, false);
    await closeRepairDialog(page, language);

    const truth = page.getByTestId('part-truth');
    await expect(truth).toHaveAttribute('data-outcome', 'repairedStillOpen');
    await expect(truth).toContainText(t.outcomeStillOpen);
    await expect(truth).toContainText(t.repairedModel);
    await page.getByRole('button', { name: t.wallTool, exact: true }).click();
    const picture = page.getByTestId('wall-thickness-picture');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
  });
}
