/// <reference types="node" />
import { closeSync, openSync, ftruncateSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type FileChooser, type Page } from './fixtures';
import { shoot, visitAsReturningCustomer } from './upload-helpers';

async function chooseFile(
  page: Page,
  buttonName: string,
  files: Parameters<FileChooser['setFiles']>[0],
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('home-hero').getByRole('button', { name: buttonName }).first().click();
  await (await chooser).setFiles(files);
}

test('a .txt file is refused with the spec message and the supported formats', async ({
  page,
}, testInfo) => {
  await visitAsReturningCustomer(page);
  await chooseFile(page, '3D-Datei wählen', {
    name: 'notizen.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a model'),
  });
  const snackbar = page.locator('.snackbar');
  await expect(snackbar).toContainText('Dateien vom Typ .txt werden nicht unterstützt.');
  await expect(snackbar).toContainText('Unterstützte Formate: PLY, STL, 3DS, 3MF, STEP, STP');
  await expect(page.getByTestId('upload-hero')).toHaveCount(0);
  await shoot(page, testInfo, '11-refused-txt');
});

test.describe('a file over 100 MB is refused in every language', () => {
  const bigPath = join(tmpdir(), `too-big-${process.pid}.stl`);
  test.beforeAll(() => {
    // Sparse: the browser's size check never reads the bytes.
    const fd = openSync(bigPath, 'w');
    ftruncateSync(fd, 100_000_001);
    closeSync(fd);
  });
  test.afterAll(() => rmSync(bigPath, { force: true }));

  for (const [url, button, message] of [
    ['/', '3D-Datei wählen', 'Die Datei ist zu gross, max. 100 MB.'],
    ['/en', 'Choose 3D file', 'The file is too large, max 100MB.'],
    ['/fr', 'Choisir un fichier 3D', 'Le fichier est trop volumineux, max. 100 Mo.'],
  ] as const) {
    test(`${url}: ${message}`, async ({ page }, testInfo) => {
      await visitAsReturningCustomer(page, url);
      await chooseFile(page, button, bigPath);
      await expect(page.locator('.snackbar')).toContainText(message);
      await expect(page.getByTestId('upload-hero')).toHaveCount(0);
      if (url === '/') await shoot(page, testInfo, '12-refused-too-large');
    });
  }
});
