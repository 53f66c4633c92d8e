import { expect, test } from './fixtures';
import { readMailLink, skipFirstVisitDialogs } from './account-helpers';
import { expectWithinScreenWidth, sidewaysOverflow } from './page-checks';

// Issue 24 point 5: signed in, the phone header was 423 px wide in German and 442 px in French on
// a 390 px screen and the menu button was half or wholly off screen. No page may scroll sideways
// at 320–430 px, signed in or not, in any language; signing out lives in the phone menu.
const PASSWORD = 'Correct horse 42';
const PAGES = { de: ['/', '/cart', '/account'], en: ['/en', '/en/cart'], fr: ['/fr', '/fr/cart'] };
const ACCOUNT = { de: 'Mein Konto', en: 'My account', fr: 'Mon compte' } as const;

test(
  'signed in on a phone: no page scrolls sideways in de, en, fr; the menu signs out',
  { tag: '@phone-only' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await skipFirstVisitDialogs(page);
    const username = `phone${Date.now().toString(36)}`;
    const email = `${username}@example.ch`;
    const api = page.request;
    const countries = (await (await api.get('/api/shipping/countries')).json()) as {
      shippingCountries: { _id: string; isSelectable: boolean }[];
    };
    const countryId = countries.shippingCountries.find((country) => country.isSelectable)?._id;
    const signup = await api.post('/api/auth/signup', {
      data: {
        username,
        email,
        password: PASSWORD,
        repeatPassword: PASSWORD,
        billingAddress: {
          firstname: 'Bea',
          lastname: 'Beispiel',
          street: 'Seestrasse 9',
          postalCode: '3000',
          city: 'Bern',
          countryId,
        },
      },
    });
    expect(signup.status()).toBe(201);
    const optin = await readMailLink(email, 'optin');
    expect(
      (await api.post('/api/auth/optin', { data: { uuid: optin.split('/').pop() } })).ok(),
    ).toBe(true);
    expect(
      (await api.post('/api/auth/signin', { data: { username, password: PASSWORD } })).ok(),
    ).toBe(true);

    const tooWide: string[] = [];
    for (const [language, paths] of Object.entries(PAGES)) {
      for (const path of paths) {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(path);
        await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
        // Signed in: the header's account link (hidden on phones, in the menu instead) says so.
        await expect(page.locator('a.mainbar__account')).toHaveAttribute(
          'aria-label',
          ACCOUNT[language as keyof typeof ACCOUNT],
        );
        for (const width of [320, 390, 430]) {
          await page.setViewportSize({ width, height: 844 });
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0)
            tooWide.push(`${path} (${language}) at ${width} px: ${overflow} px too wide`);
          await expectWithinScreenWidth(page, page.getByRole('button', { name: /Menü|Menu/ }));
        }
      }
    }
    expect(tooWide, 'signed-in pages that scroll sideways').toEqual([]);

    // The header has no room for the word: signing out is in the menu (French here).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr');
    // The pre-rendered page answers clicks once React has taken it over.
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.locator('a.mainbar__account')).toHaveAttribute('aria-label', 'Se connecter');
  },
);
