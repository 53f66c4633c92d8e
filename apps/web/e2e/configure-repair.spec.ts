import { expect, test } from './fixtures';
import { openHomeAsReturningVisitor, shoot, uploadAndOpenConfigurator } from './configure-helpers';

test(
  'a file with a hole opens the repair modal and blocks next until the repairs are agreed',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await openHomeAsReturningVisitor(page);
    await uploadAndOpenConfigurator(page, 'stl/sphere_with_hole_ascii.stl');

    const modal = page.getByRole('dialog', { name: 'Optimierung notwendig' });
    await expect(modal).toBeVisible();
    for (const label of [
      'Gedrehte Polygone',
      'Entfernte flache offene Hüllen',
      'Geschlossene Löcher',
      'Verbundene Punktpaare',
    ]) {
      await expect(modal.getByText(label)).toBeVisible();
    }
    await expect(modal.getByRole('img', { name: /Reparaturansicht Von rechts/ })).toBeVisible();
    await shoot(page, testInfo, 'repair-modal', false);
    await modal.getByRole('button', { name: 'Schliessen' }).first().click();
    await expect(modal).toBeHidden();

    // Issue 13 point 4: the repaired geometry has wall-thickness pictures too; the repair data tool
    // reopens the modal.
    await expect(page.getByRole('button', { name: 'Wandstärke' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Weiter zu Material & Farbe' });
    await expect(next).toBeDisabled();
    await expect(
      page.getByText('Bitte bestätigen Sie die Reparaturen, um fortzufahren.'),
    ).toBeVisible();
    await shoot(page, testInfo, 'repair-blocked');

    await page.getByRole('checkbox', { name: /automatischen Reparaturen/ }).check();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(
      page.getByRole('heading', { name: 'Material und Verfahren wählen' }),
    ).toBeVisible();
    await expect(page.getByTestId('print-mode-card').first()).toBeVisible();

    await page.getByRole('button', { name: 'Reparaturdaten' }).click();
    await expect(modal).toBeVisible();
  },
);
