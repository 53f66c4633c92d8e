/// <reference types="node" />
import { expect, test } from './fixtures';
import {
  dropFileOnWindow,
  modelPath,
  reachFirstPrice,
  readModel,
  shoot,
  visitAsReturningCustomer,
} from './upload-helpers';

test.describe('upload → configure → cart', () => {
  test.setTimeout(150_000);

  test(
    'file chooser upload shows progress, reaches a price, then the cart is edited and emptied',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await visitAsReturningCustomer(page);
      await shoot(page, testInfo, '01-home');

      const chooser = page.waitForEvent('filechooser');
      await page
        .getByTestId('home-hero')
        .getByRole('button', { name: '3D-Datei wählen' })
        .first()
        .click();
      await (await chooser).setFiles(modelPath('stl/benchy_gunwale_binary.stl'));

      const hero = page.getByTestId('upload-hero');
      await expect(hero).toBeVisible();
      await expect(hero).toContainText('Bitte wählen Sie Ihre 3D-Daten für den upload.');
      await expect(page.getByTestId('upload-message')).toHaveText(
        /Datei wird hochgeladen|Modell wird|Volumen und Abmessungen|STEP-Datei|Upload wird vorbereitet/,
      );
      await expect(page.getByTestId('order-process-panel')).toContainText('3D-Datei wählen');
      await shoot(page, testInfo, '02-upload-progress');

      await reachFirstPrice(page);
      await shoot(page, testInfo, '03-configure-price');

      await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
      await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
      const item = page.getByTestId('cart-item');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('benchy_gunwale_binary');
      await expect(page.getByTestId('order-process-panel')).toHaveCount(0);
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await shoot(page, testInfo, '04-cart', true);

      // Quantity: + asks the server and shows its new sum.
      await expect(
        item.getByRole('spinbutton', { name: /^Menge für benchy_gunwale_binary/ }),
      ).toHaveValue('1');
      const sumBefore = await item.getByTestId('item-sum').textContent();
      await item.getByRole('button', { name: 'Menge erhöhen' }).click();
      await expect(item.getByRole('spinbutton')).toHaveValue('2');
      await expect(item.getByTestId('item-sum')).not.toHaveText(sumBefore ?? '');
      // Typed values clamp to the minimum of 1.
      await item.getByRole('spinbutton').fill('0');
      await item.getByRole('spinbutton').press('Enter');
      await expect(item.getByRole('spinbutton')).toHaveValue('1');

      // A processing step needs an option.
      await item.getByRole('button', { name: 'Nachbearbeitung hinzufügen' }).click();
      const add = item.getByRole('button', { name: 'Hinzufügen', exact: true });
      await expect(add).toBeDisabled();
      const optionSelect = item.getByLabel('Option', { exact: true });
      const firstOption = await optionSelect.locator('option').nth(1).getAttribute('value');
      await optionSelect.selectOption(firstOption ?? '');
      await add.click();
      await expect(item.locator('.cart-extras__entry')).toHaveCount(1);

      // Attachment: the disclaimer once, then the upload.
      await item.getByRole('button', { name: 'Anhang hinzufügen' }).click();
      const disclaimer = page.getByRole('dialog', { name: 'Hinweis zu Anhängen' });
      await expect(disclaimer).toBeVisible();
      await shoot(page, testInfo, '05-attachment-disclaimer');
      const attachmentChooser = page.waitForEvent('filechooser');
      await disclaimer.getByRole('button', { name: 'Verstanden' }).click();
      await (
        await attachmentChooser
      ).setFiles({
        name: 'zeichnung.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 test'),
      });
      await expect(item.getByRole('link', { name: 'zeichnung.pdf' })).toBeVisible();
      expect(
        await page.evaluate(() => localStorage.getItem('attachment-disclaimer') ?? ''),
      ).toContain('"hasAccepted":true');
      await expect(page.getByTestId('cart-hint')).toContainText(
        /Mindestbestellwert|kostenlosen|Kostenloser/,
      );
      await shoot(page, testInfo, '06-cart-edited', true);

      // The cart survives a reload (its id in localStorage, its items from the API).
      await page.reload();
      await expect(page.getByTestId('cart-item')).toHaveCount(1);

      await page
        .getByTestId('cart-item')
        .getByRole('button', { name: /^benchy_gunwale_binary\S* entfernen$/ })
        .click();
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('0');
      await shoot(page, testInfo, '07-cart-empty');
    },
  );

  test('a file dropped anywhere on the window is uploaded and analysed', async ({
    page,
  }, testInfo) => {
    await visitAsReturningCustomer(page);
    await dropFileOnWindow(
      page,
      'sphere_with_hole_ascii.stl',
      readModel('stl/sphere_with_hole_ascii.stl'),
    );
    await expect(page.getByTestId('upload-hero')).toBeVisible();
    await shoot(page, testInfo, '08-drop-progress');
    await reachFirstPrice(page);
    await shoot(page, testInfo, '09-drop-price');
  });

  test('the demo analyses the demo model', async ({ page }, testInfo) => {
    await visitAsReturningCustomer(page);
    await page.getByRole('button', { name: 'Demo starten' }).click();
    await expect(page.getByTestId('upload-message')).toHaveText('Modell wird analysiert …');
    await shoot(page, testInfo, '10-demo-analyzing');
    await reachFirstPrice(page);
  });

  test('the close cross ends the upload and returns to the home page', async ({ page }) => {
    await visitAsReturningCustomer(page);
    await page.getByRole('button', { name: 'Demo starten' }).click();
    await page.getByRole('button', { name: 'Upload schliessen' }).click();
    await expect(page.getByTestId('upload-hero')).toHaveCount(0);
    await expect(page.getByTestId('home-hero')).toBeVisible();
  });
});

test(
  'the hero turns into a sticky upload bar after scrolling past it',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await visitAsReturningCustomer(page);
    await expect(page.getByTestId('hero-sticky')).toHaveCount(0);
    await page.getByRole('heading', { name: 'So bestellen Sie' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1200);
    const sticky = page.getByTestId('hero-sticky');
    await expect(sticky).toBeVisible();
    await expect(sticky.getByRole('button', { name: '3D-Datei wählen' })).toBeVisible();
    await shoot(page, testInfo, '13-sticky-hero');
  },
);
