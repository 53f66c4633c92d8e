import { expect, test, type Page } from './fixtures';
import { JOURNEY_LANGUAGES, openMaterialStep, type JourneyLanguage } from './journey-helpers';

// Issue 13 point 7: work survives. The configuration lives in the URL; reload, back, forward and
// a link opened in another tab restore it; materials have a way back to the basics.

/**
 * Resolves once the page's main thread has no task left: the app has rendered the history entry
 * it just pushed. The router changes the address at once but renders the new entry in a React
 * transition; a Back pressed in between (a few ms, far quicker than a person) is lost by the app:
 * the basics stay on screen under the materials' address (use-config-url-sync.ts). The test
 * presses Back the way a person does, after the step change has been handled.
 */
async function untilThePageIsIdle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  test(`work survives (${language}): reload, back, forward and a link restore the configuration`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const texts = JOURNEY_LANGUAGES[language];
    await openMaterialStep(page, language, 'stl/benchy_gunwale_binary.stl');
    const scale = page.getByRole('spinbutton', { name: texts.scale, exact: true });
    await scale.fill('2');
    await page.getByRole('spinbutton', { name: texts.quantity }).fill('3');
    await expect(page).toHaveURL(/[?&]file=[^&]+/);
    await expect(page).toHaveURL(/[?&]step=1(&|$)/);
    await expect(page).toHaveURL(/[?&]scale=2(&|$)/);
    await expect(page).toHaveURL(/[?&]qty=3(&|$)/);
    const mode = new URL(page.url()).searchParams.get('mode');
    expect(mode).toBeTruthy();

    // Reload: the same step, scale, quantity and mode.
    await page.reload();
    await expect(page.getByRole('heading', { name: texts.materialHeading })).toBeVisible({
      timeout: 30_000,
    });
    await expect(scale).toHaveValue('2');
    await expect(page.getByRole('spinbutton', { name: texts.quantity })).toHaveValue('3');
    expect(new URL(page.url()).searchParams.get('mode')).toBe(mode);
    await expect(page.getByTestId('selected-price')).toHaveAttribute('data-printable', 'true', {
      timeout: 20_000,
    });

    // A way back to the basics, and the browser's back and forward between the steps.
    await page.getByRole('button', { name: texts.backToBasics }).click();
    await expect(page.getByRole('heading', { name: texts.basicsHeading })).toBeVisible();
    await expect(page).toHaveURL(/[?&]step=0(&|$)/);
    await untilThePageIsIdle(page);
    await page.goBack();
    await expect(page.getByRole('heading', { name: texts.materialHeading })).toBeVisible();
    await expect(scale).toHaveValue('2');
    await page.goForward();
    await expect(page.getByRole('heading', { name: texts.basicsHeading })).toBeVisible();

    // The link opened in another tab of the same customer shows the same configuration.
    await page.getByRole('button', { name: texts.next }).click();
    await expect(page.getByRole('heading', { name: texts.materialHeading })).toBeVisible();
    const link = page.url();
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { name: texts.materialHeading })).toBeVisible({
      timeout: 30_000,
    });
    await expect(other.getByRole('spinbutton', { name: texts.scale, exact: true })).toHaveValue(
      '2',
    );
  });
}
