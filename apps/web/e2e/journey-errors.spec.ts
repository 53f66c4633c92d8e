import { expect, test } from './fixtures';
import { openHomeAsReturningVisitor, uploadAndOpenConfigurator } from './configure-helpers';
import { JOURNEY_LANGUAGES, type JourneyLanguage } from './journey-helpers';

// Issue 13 point 8: errors stay readable. An error notification stays until it is closed, is
// announced (role=alert, assertive), and the control that failed gets the focus back.
const EXPECTED = {
  de: {
    name: 'Bezeichnung',
    basicsFailed: 'Das Objekt konnte nicht verarbeitet werden.',
    addFailed: 'Das Objekt konnte nicht in den Warenkorb gelegt werden.',
    add: 'In den Warenkorb',
    close: 'Meldung schliessen',
  },
  en: {
    name: 'Name',
    basicsFailed: 'The object could not be processed.',
    addFailed: 'The object could not be added to the cart.',
    add: 'Add to cart',
    close: 'Dismiss message',
  },
} as const;

const UNAVAILABLE = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'QUEUE_FULL', message: 'busy' } }),
};

for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  test(`errors stay readable (${language}): alerts stay until closed, focus returns`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const texts = JOURNEY_LANGUAGES[language];
    const expected = EXPECTED[language];
    // The page's timers run on a clock the test can fast-forward (time flows as usual till then).
    await page.clock.install();
    await openHomeAsReturningVisitor(page, texts.home);
    await uploadAndOpenConfigurator(page, 'stl/benchy_gunwale_binary.stl');

    // Saving the basics fails: the alert is announced and the name field receives the focus.
    await page.route('**/api/analytx/file/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill(UNAVAILABLE) : route.fallback(),
    );
    await page.getByLabel(expected.name).fill('Reling');
    await page.getByRole('button', { name: texts.next }).click();
    const basicsAlert = page.getByRole('alert').filter({ hasText: expected.basicsFailed });
    await expect(basicsAlert).toBeVisible();
    await expect(basicsAlert).toHaveAttribute('aria-live', 'assertive');
    await expect(page.getByLabel(expected.name)).toBeFocused();

    // Still there after the 10 s a success notice would have had (every timer due by then has
    // fired); closing removes it.
    await page.clock.fastForward(11_000);
    await expect(basicsAlert).toBeVisible();
    await basicsAlert.getByRole('button', { name: expected.close }).click();
    await expect(basicsAlert).toHaveCount(0);

    // Adding to the cart fails: the add button gets the focus back, the alert stays.
    await page.unroute('**/api/analytx/file/*');
    await page.getByRole('button', { name: texts.next }).click();
    await expect(page.getByRole('heading', { name: texts.materialHeading })).toBeVisible();
    await page.route('**/api/checkout/cart/*/item', (route) => route.fulfill(UNAVAILABLE));
    const add = page.getByRole('button', { name: expected.add });
    await expect(add).toBeEnabled({ timeout: 20_000 });
    await add.click();
    const addAlert = page.getByRole('alert').filter({ hasText: expected.addFailed });
    await expect(addAlert).toBeVisible();
    await expect(add).toBeFocused();
    await expect(page).not.toHaveURL(/\/cart$/);
  });
}
