/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
/** /work/shared/models, resolved from apps/web/e2e (four levels up is the folder holding the repo). */
export const MODELS_DIR = resolve(here, '../../../../shared/models');

/** A real model; throws (the test fails, never skips) when the shared models are missing. */
export function modelPath(relative: string): string {
  const path = resolve(MODELS_DIR, relative);
  if (!existsSync(path)) throw new Error(`test model missing: ${path}`);
  return path;
}

export function readModel(relative: string): Buffer {
  return readFileSync(modelPath(relative));
}

/** Consent and welcome handled before the page loads, so no modal covers the journey. */
export async function visitAsReturningCustomer(page: Page, url = '/'): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookies',
      JSON.stringify({ essentialCookies: true, statisticCookies: false, marketingCookies: false }),
    );
    localStorage.setItem('welcomeNoticeSeen', 'true');
  });
  await page.goto(url);
  // The home page is pre-rendered: its hero carries the test id only once React has hydrated it
  // and the file picker really handles a chosen file.
  await expect(page.getByTestId('home-hero')).toBeVisible();
}

/** Screenshots for a human look, written only when SHOTS_DIR is set (as in the other specs). */
export async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage });
}

/** Drops a file on the window the way a browser does (dragenter, dragover, drop with files). */
export async function dropFileOnWindow(page: Page, name: string, bytes: Buffer): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ fileName, base64 }) => {
      const binary = atob(base64);
      const data = new Uint8Array(binary.length);
      for (let index = 0; index < binary.length; index += 1) data[index] = binary.charCodeAt(index);
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(new File([data], fileName, { type: 'application/octet-stream' }));
      return dataTransfer;
    },
    { fileName: name, base64: bytes.toString('base64') },
  );
  const target = page.locator('main');
  await target.dispatchEvent('dragenter', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await expect(page.getByTestId('home-hero')).toHaveClass(/hero--dragging/);
  await target.dispatchEvent('drop', { dataTransfer: transfer });
}

/**
 * From the configure screen to the first price: confirms repairs when asked, goes on to
 * material and colour, and waits for a price of the configurator's mode cards.
 */
export async function reachFirstPrice(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: 'Weiter zu Material & Farbe' });
  await expect(next).toBeVisible({ timeout: 60_000 });
  // A repaired file opens the repair modal by itself (spec 1 §4); read and close it.
  const repairModal = page.getByRole('dialog', { name: 'Optimierung notwendig' });
  if (await repairModal.isVisible()) {
    await repairModal.getByRole('button', { name: 'Schliessen' }).first().click();
    await expect(repairModal).toBeHidden();
  }
  const agreement = page.getByRole('checkbox', { name: /Reparaturen gesehen/ });
  if (await agreement.isVisible()) await agreement.check();
  await next.click();
  await expect(
    page.locator('[data-testid="mode-price"][data-printable="true"]').first(),
  ).toBeVisible({
    timeout: 30_000,
  });
}

/** The Benchy into the cart through the file picker (a phone cannot drop); lands on /cart. */
export async function addPartThroughPicker(page: Page): Promise<void> {
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'benchy_gunwale_binary.stl',
      mimeType: 'model/stl',
      buffer: readModel('stl/benchy_gunwale_binary.stl'),
    });
  await reachFirstPrice(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
}
