import { expect, test } from './fixtures';
import { asReturningVisitor } from './forms-helpers';
import { seriousViolations } from './page-checks';

const TAG_MANAGER = /googletagmanager\.com\/gtm\.js/;

test('unknown pages answer HTTP 404 in every language prefix', async ({ request }) => {
  for (const path of ['/x', '/en/x', '/fr/x', '/fr/kontakt/gibt-es-nicht']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('<html');
  }
  for (const path of ['/', '/en', '/fr/kontakt', '/newsletter/bestaetigen']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test.describe('cookie consent', () => {
  test(
    'reject all: stored, and the tag manager is never requested; accept all loads it',
    { tag: '@phone' },
    async ({ page }) => {
      const tagRequests: string[] = [];
      page.on('request', (r) => {
        if (TAG_MANAGER.test(r.url())) tagRequests.push(r.url());
      });
      await page.route(TAG_MANAGER, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
      const reject = dialog.getByRole('button', { name: 'Alle ablehnen' });
      const accept = dialog.getByRole('button', { name: 'Alle akzeptieren' });
      // As prominent: the same size and colours.
      const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
      expect(Math.abs((rejectBox?.height ?? 0) - (acceptBox?.height ?? 1))).toBeLessThan(1);
      const styleOf = (button: typeof reject) =>
        button.evaluate((el) => {
          const s = getComputedStyle(el);
          return `${s.backgroundColor} ${s.color} ${s.fontSize} ${s.fontWeight}`;
        });
      expect(await styleOf(reject)).toBe(await styleOf(accept));
      await reject.click();
      await expect(dialog).toBeHidden();
      await page.getByRole('link', { name: 'Kontakt' }).first().click();
      await expect(page).toHaveURL(/\/kontakt$/);
      await page.reload();
      await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeHidden();
      // The shell adds the tag's script (if the consent allows it) in the same effects that mark
      // the app as started; once it has started, no script is there and none was requested.
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.locator('script#tag-manager-script')).toHaveCount(0);
      expect(tagRequests).toEqual([]);

      // Changeable from the footer; accepting loads the tag, so the check above could fail. (The
      // build must name a tag: run the e2e with VITE_TAG_MANAGER_URL set, as the README says.)
      await page.getByRole('link', { name: 'Cookie-Einstellungen' }).click();
      await page
        .getByRole('dialog', { name: 'Cookie-Einstellungen' })
        .getByRole('button', { name: 'Alle akzeptieren' })
        .click();
      await expect(page.locator('script#tag-manager-script')).toHaveCount(1);
      await expect.poll(() => tagRequests.length).toBeGreaterThan(0);
    },
  );

  test('× counts as reject all', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await dialog.getByRole('button', { name: 'Schliessen' }).click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('cookies'));
    expect(JSON.parse(stored ?? 'null')).toEqual({
      essentialCookies: true,
      statisticCookies: false,
      marketingCookies: false,
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test('welcome notice opens only with ?welcome', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'cookies',
      JSON.stringify({ essentialCookies: true, statisticCookies: false, marketingCookies: false }),
    ),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const welcome = page.getByRole('dialog', { name: 'Willkommen bei Print Portal' });
  await expect(welcome).toBeHidden();
  await page.goto('/?welcome');
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Zum Shop' }).click();
  await expect(welcome).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test(
  'a navigation moves focus to the new page heading; link names match their text',
  { tag: '@phone' },
  async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/kontakt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    // The heading is in the pre-rendered HTML; focus moves on the app's own navigations only.
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    // On a phone the main navigation is in the menu.
    const menu = page.getByRole('button', { name: 'Menü' });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Konstruktionstipps' })
      .click();
    await expect(page).toHaveURL(/tipps-und-tricks-im-3d-druck$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    const results = await seriousViolations(page);
    expect(results).toEqual([]);
    await expect(page.getByRole('link', { name: /^FR Français$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^PrintPortal/ }).first()).toBeVisible();
  },
);

// The phone project only (playwright.config.ts): the menu is the phone's navigation.
test.describe('phone menu', () => {
  test(
    'opens as a disclosure, navigates in the URL language, closes',
    { tag: '@phone-only' },
    async ({ page }) => {
      await asReturningVisitor(page);
      await page.goto('/fr');
      // The page is pre-rendered: the menu opens once the app has taken it over.
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator('.mobile-menu__panel');
      await expect(panel.getByRole('link', { name: /^Panier/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await toggle.click();
      await panel.getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/fr\/kontakt$/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    },
  );
});

test('pages under /en and /fr show no German texts', async ({ page }) => {
  await asReturningVisitor(page);
  const german =
    / und | Sie | Ihre | Warenkorb|hochladen|Pflichtfelder|Datenschutzerklärung|bestellen/;
  for (const path of ['/en', '/en/kontakt', '/en/cart', '/fr', '/fr/kontakt', '/fr/cart']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').innerText();
    const hit = german.exec(text);
    expect(
      hit ? `${path}: …${text.slice(Math.max(0, hit.index - 60), hit.index + 60)}…` : null,
    ).toBeNull();
  }
});
