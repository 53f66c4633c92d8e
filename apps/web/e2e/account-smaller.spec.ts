/// <reference types="node" />
import { expect, test, type Page } from './fixtures';
import { field, logIn, readMailLink, skipFirstVisitDialogs } from './account-helpers';

/**
 * Issue 24 point 13, the account and form items as a customer meets them: the postal code fills
 * the town at registration, signing in before the opt-in says so and sends a new link, a second
 * click on the used link says the account is active, the account shows its country, and the
 * contact form knows the signed-in customer.
 */

const PASSWORD = 'Grüne Äpfel im Herbst 24';

/** A fresh account per test and project: names are unique against a reused server too. */
function newAccount(project: string) {
  const username = `e2s${project.slice(0, 1)}${Date.now() % 10_000_000}`;
  return { username, email: `${username}@example.ch` };
}

async function register(page: Page, account: { username: string; email: string }) {
  await page.goto('/register');
  await field(page, 'Benutzername').fill(account.username);
  await field(page, 'E-Mail').fill(account.email);
  await field(page, 'Passwort').fill(PASSWORD);
  await field(page, 'Passwort wiederholen').fill(PASSWORD);
  await field(page, 'Vorname').fill('Bea');
  await field(page, 'Nachname').fill('Bärtschi-Wolfeschlegel');
  await field(page, 'Strasse und Hausnummer').fill('Bahnhofstrasse 1');
  // Typed postal code, no town: the shared postal-code lookup fills it (as in the checkout).
  await field(page, 'PLZ').fill('8001');
  await expect(field(page, 'Ort')).toHaveValue('Zürich', { timeout: 10_000 });
  await page.getByLabel(/Datenschutzerklärung/).check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Fast geschafft')).toBeVisible();
}

test(
  'registration fills the town; sign-in before the opt-in asks to confirm and sends a new link; a second click says "already confirmed"; the account shows its country; the contact form is prefilled',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await skipFirstVisitDialogs(page);
    const account = newAccount(testInfo.project.name);
    await register(page, account);
    const firstLink = await readMailLink(account.email, 'optin');

    // Right password, unconfirmed account: not "user name and password do not match".
    await page.goto('/login');
    await logIn(page, account.username, PASSWORD);
    await expect(page.getByText(/Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse/)).toBeVisible();
    await expect(page.getByText(/stimmen nicht überein/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Neuen Bestätigungslink senden' }).click();
    await expect(page.getByText(/neuen Bestätigungslink gesendet/)).toBeVisible();
    const secondLink = await readMailLink(account.email, 'optin', 1);
    expect(secondLink).not.toBe(firstLink);

    await page.goto(secondLink);
    await expect(page.getByText('Registrierung erfolgreich')).toBeVisible();
    // The second click on the used link: the account is active, sign in.
    await page.goto(secondLink);
    await expect(page.getByText(/bereits bestätigt/)).toBeVisible();
    await expect(page.getByText(/ungültig/)).toHaveCount(0);

    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await logIn(page, account.username, PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    // The billing address's country is shown, in the page's language.
    const country = page.getByRole('combobox', { name: 'Land' }).first();
    await expect(country.locator('option:checked')).toHaveText('Schweiz');
    // Opened directly (a reload) and in another language: the country is there too.
    await page.reload();
    await expect(country.locator('option:checked')).toHaveText('Schweiz');
    await page.goto('/fr/profile-update');
    const pays = page.getByRole('combobox', { name: 'Pays' }).first();
    await expect(pays.locator('option:checked')).toHaveText('Suisse');
    await expect(pays).toHaveValue(/\S/);

    // The contact form knows the signed-in customer.
    await page.goto('/kontakt');
    await expect(field(page, 'Vorname')).toHaveValue('Bea');
    await expect(field(page, 'Nachname')).toHaveValue('Bärtschi-Wolfeschlegel');
    await expect(field(page, 'E-Mail')).toHaveValue(account.email);
  },
);
