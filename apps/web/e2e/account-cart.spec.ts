/// <reference types="node" />
import { expect, test } from './fixtures';
import { reachFirstPrice } from './upload-helpers';
import {
  cubeStl,
  field,
  logIn,
  readMailLink,
  registerAndConfirm,
  skipFirstVisitDialogs,
} from './account-helpers';

const suffix = `${Date.now() % 100_000_000}`;
const account = {
  username: `cart${suffix}`,
  email: `cart${suffix}@example.ch`,
  password: 'Ein Würfel aus Nylon 12',
};

test('the anonymous cart’s next step goes to /login; after the login the cart is the account’s and checkout follows; e-mail change', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await skipFirstVisitDialogs(page);
  await registerAndConfirm(page, account);

  // Anonymous again (the registration signs nobody in): a part goes into the cart.
  await page.goto('/');
  await expect(page.getByTestId('home-hero')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByTestId('home-hero')
    .getByRole('button', { name: '3D-Datei wählen' })
    .first()
    .click();
  await (
    await chooser
  ).setFiles({
    name: 'wuerfel.stl',
    mimeType: 'model/stl',
    buffer: cubeStl(30),
  });
  await reachFirstPrice(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // "Weiter zur Kasse" as a guest: /login, which offers registration and guest checkout.
  await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Als Gast fortfahren' })).toBeVisible();

  // Signing in carries the cart over: with items the next page is the payment details.
  const signin = page.waitForResponse((response) => response.url().endsWith('/api/auth/signin'));
  await logIn(page, account.username, account.password);
  const { cartId } = (await (await signin).json()) as { cartId: string | null };
  expect(cartId).not.toBeNull();
  await expect(page).toHaveURL(/\/payment-details$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The browser now keeps the cart the sign-in answer named.
  const stored = await page.evaluate(() => localStorage.getItem('cart'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: { cartId } });
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-item')).toContainText('wuerfel');

  // E-mail change (spec 2 §4; issue 23: the current password is required): link sent, confirmed
  // through the mailed link, used link invalid; the old address's undo link restores it.
  const newEmail = `neu${suffix}@example.ch`;
  await page.goto('/account');
  await page.getByRole('link', { name: /E-Mail-Adresse ändern/ }).click();
  await expect(page).toHaveURL(/\/mail-update$/);
  const send = page.getByRole('button', { name: 'Bestätigungslink senden' });
  await expect(send).toBeDisabled();
  await field(page, 'E-Mail').fill(newEmail);
  await expect(send).toBeDisabled();
  await field(page, 'Aktuelles Passwort').fill('nicht das Passwort');
  await send.click();
  await expect(
    page.getByText('Das aktuelle Passwort ist nicht korrekt.', { exact: false }),
  ).toBeVisible();
  await field(page, 'Aktuelles Passwort').fill(account.password);
  await send.click();
  await expect(
    page.getByText('Wir haben einen Bestätigungslink an die neue Adresse gesendet.'),
  ).toBeVisible();
  const confirmPath = await readMailLink(newEmail, 'mail-update');
  await page.goto(confirmPath);
  await expect(page.getByText('Ihre E-Mail-Adresse wurde geändert.')).toBeVisible();
  await page.getByRole('link', { name: 'Zu meinem Konto' }).click();
  await expect(page.getByText(`E-Mail: ${newEmail}`)).toBeVisible();
  await page.goto(confirmPath);
  await expect(page.getByText('Der Bestätigungslink ist ungültig oder abgelaufen.')).toBeVisible();

  // The undo link acts on the button only (a mail scanner opening it changes nothing).
  const undoPath = await readMailLink(account.email, 'mail-undo');
  await page.goto(undoPath);
  const restore = page.getByRole('button', { name: 'Bisherige Adresse wiederherstellen' });
  await expect(restore).toBeEnabled();
  await restore.click();
  await expect(
    page.getByText('Ihre bisherige E-Mail-Adresse gilt wieder', { exact: false }),
  ).toBeVisible();
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/(account|payment-details)$/);
});
