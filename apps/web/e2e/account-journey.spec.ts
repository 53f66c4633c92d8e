/// <reference types="node" />
import { expect, test, type Page } from './fixtures';
import { field, logIn, readMailLink, skipFirstVisitDialogs } from './account-helpers';
import { seriousViolations } from './page-checks';

/** No serious or critical accessibility violation on the page as it is now. */
async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

// One account per run: names are unique, so the journey can run against a reused server too.
const suffix = `${Date.now() % 100_000_000}`;
const username = `e2e${suffix}`;
const email = `${username}@example.ch`;
const firstPassword = 'Rote Kirschen im Juni';
const secondPassword = 'Blaue Boote am Abend 42';
const thirdPassword = 'Gelbe Zitronen im Winter 7';

test.describe.configure({ mode: 'serial' });

/** The header's account link: in the banner on wide screens, inside the menu on a phone. */
async function expectHeaderAccountLink(page: Page, name: string, isMobile: boolean) {
  const banner = page.getByRole('banner');
  if (!isMobile) {
    await expect(banner.getByRole('link', { name })).toBeVisible();
    return;
  }
  const menu = banner.getByRole('button', { name: 'Menü' });
  await menu.click();
  await expect(banner.getByRole('link', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
}

test(
  'register → opt-in from the mail → guarded page → login → change password → logout → reset from the mail → login',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    test.setTimeout(120_000);
    await skipFirstVisitDialogs(page);
    // The pages' timers run on a clock the test fast-forwards (the 3 s before /login).
    await page.clock.install();

    // The cart's anonymous "next step" lands here: sign-in, registration and guest checkout.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Als Gast fortfahren' })).toHaveAttribute(
      'href',
      '/payment-details',
    );
    await expectAccessible(page);

    // A blank login is refused on the page, before any call.
    await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Bitte füllen Sie dieses Feld aus.').first()).toBeVisible();

    await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
    await expectAccessible(page);

    // The page's rules: user name without "@", repeat equal, privacy accepted.
    await field(page, 'Benutzername').fill('anna@shop');
    await field(page, 'Passwort').fill(firstPassword);
    await field(page, 'Passwort wiederholen').fill('etwas anderes');
    await expect(page.getByRole('combobox', { name: 'Land' })).not.toHaveValue('');
    await field(page, 'PLZ').fill('80011');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Diese PLZ ist für das gewählte Land ungültig.')).toBeVisible();
    await expect(
      page.getByText('Der Benutzername ist ungültig: Er darf kein «@» enthalten.'),
    ).toBeVisible();
    await expect(page.getByText('Passwörter stimmen nicht überein.').first()).toBeVisible();
    await expect(page.getByText('Bitte stimmen Sie der Datenschutzerklärung zu.')).toBeVisible();

    await field(page, 'Benutzername').fill(username);
    await field(page, 'E-Mail').fill(email);
    await field(page, 'Passwort wiederholen').fill(firstPassword);
    await field(page, 'Vorname').fill('Anna');
    await field(page, 'Nachname').fill('Muster');
    await field(page, 'Strasse und Hausnummer').fill('Bahnhofstrasse 1');
    await field(page, 'PLZ').fill('8001');
    await field(page, 'Ort').fill('Zürich');
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Fast geschafft')).toBeVisible();

    // The opt-in link from the delivered mail confirms the registration.
    const optinPath = await readMailLink(email, 'optin');
    await page.goto(optinPath);
    await expect(page.getByText('Registrierung erfolgreich')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();

    // The guard: logged out, /password-update remembers itself and sends to /login …
    await page.goto('/password-update');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, username, 'falsches Passwort');
    await expect(page.getByText('Benutzername und Passwort stimmen nicht überein.')).toBeVisible();
    await logIn(page, email, firstPassword);
    // … and after the login it is where the visitor wanted to go.
    await expect(page).toHaveURL(/\/password-update$/);
    await expectHeaderAccountLink(page, 'Mein Konto', isMobile);

    const change = page.getByRole('button', { name: 'Passwort ändern' });
    await field(page, 'Bisheriges Passwort').fill(firstPassword);
    await field(page, 'Neues Passwort').fill(secondPassword);
    await field(page, 'Passwort wiederholen').fill('Blaue Boote');
    await expect(change).toBeDisabled();
    await field(page, 'Passwort wiederholen').fill(secondPassword);
    await expect(change).toBeEnabled();
    await change.click();
    await expect(page.getByRole('status').getByText('Passwort geändert')).toBeVisible();
    // Logged out by the server; the page goes to /login after 3 s.
    await expect(page).toHaveURL(/\/password-update$/);
    await page.clock.fastForward(3_000);
    await expect(page).toHaveURL(/\/login$/);

    // The new password works; the account (empty order history) is reachable and accessible.
    await logIn(page, username, secondPassword);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    // The orders feature's history (a new account has none).
    await expect(page.getByText('Sie haben noch keine Bestellungen.')).toBeVisible();
    await expect(page.getByTestId('sessions').getByText('Diese Sitzung')).toBeVisible();
    await expectAccessible(page);

    // Customer data: saving says so in the spec's words.
    await field(page, 'Ort').fill('Winterthur');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Ihre Daten wurden gespeichert')).toBeVisible();

    // Logout from the account returns home with a notice; /account then needs a login again.
    // A phone's header has no room for the word: signing out is in the menu there.
    if (isMobile) await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Sie wurden abgemeldet.')).toBeVisible();
    await expectHeaderAccountLink(page, 'Anmelden', isMobile);

    // Reset: request a link (a second request within 24 h is blocked), use the mailed link.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await field(page, 'E-Mail').fill(email);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(page.getByText(/Falls zu dieser Adresse ein Kundenkonto besteht/)).toBeVisible();
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(page.getByText(/innerhalb von 24 Stunden/)).toBeVisible();

    const resetPath = await readMailLink(email, 'reset-password');
    await page.goto(resetPath);
    await field(page, 'Neues Passwort').fill(thirdPassword);
    await field(page, 'Passwort wiederholen').fill(thirdPassword);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('status').getByText('Passwort geändert')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\//);
    await page.clock.fastForward(3_000);
    await expect(page).toHaveURL(/\/login$/);

    // A used link is refused with the link-invalid message, checked before any form shows
    // (issue 24 point 13: the form no longer flashes first).
    await page.goto(resetPath);
    await expect(
      page.getByText('Dieser Link ist ungültig oder abgelaufen.', { exact: false }),
    ).toBeVisible();
    await expect(field(page, 'Neues Passwort')).toHaveCount(0);

    await page.goto('/login');
    await logIn(page, username, thirdPassword);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(`Angemeldet als ${username}`)).toBeVisible();
  },
);
