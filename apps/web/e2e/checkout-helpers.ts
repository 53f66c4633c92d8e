/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { shopDataDir } from './fixtures';
import {
  addPartThroughPicker,
  dropFileOnWindow,
  reachFirstPrice,
  visitAsReturningCustomer,
} from './upload-helpers';

/**
 * A shared test model: the nearest `shared/models` above this folder (in /work/main it is four
 * levels up, in a git worktree under /work/wt five); throws when missing (fails, never skips).
 */
function readSharedModel(relative: string): Buffer {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = resolve(folder, 'shared/models', relative);
    if (existsSync(candidate)) return readFileSync(candidate);
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`test model missing: shared/models/${relative}`);
    folder = parent;
  }
}

/** The .eml files the shop wrote whose text contains `needle` (the mail outbox). */
export function findOutboxMails(needle: string): string[] {
  const outbox = join(shopDataDir(), 'mail', 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((text) => text.includes(needle));
}

/**
 * From the home page to a cart with one priced part: the file is dropped on the window, or on a
 * phone (which cannot drop) chosen through the file picker.
 */
export async function fillCartByDroppingAFile(page: Page): Promise<void> {
  await visitAsReturningCustomer(page);
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await addPartThroughPicker(page);
  } else {
    await dropFileOnWindow(
      page,
      'benchy_gunwale_binary.stl',
      readSharedModel('stl/benchy_gunwale_binary.stl'),
    );
    await reachFirstPrice(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  }
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
}

/** Fills the payment details of an anonymous business in Zürich; the town comes from the PLZ. */
export async function fillPaymentDetails(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-Mail *').fill(email);
  await page.getByLabel('Telefon').fill('044 123 45 67');
  await page.getByLabel('Ihre Referenz *').fill('PO-4711');
  // Required for business customers only (DECISIONS.md "Customer data"): 'Firma' or 'Firma *'.
  await page.getByLabel(/^Firma( \*)?$/).fill('Muster AG');
  await page.getByLabel('Vorname *').fill('Anna');
  await page.getByLabel('Nachname *').fill('Muster');
  await page.getByLabel('Strasse und Hausnummer *').fill('Bahnhofstrasse 1');
  await page.getByLabel('PLZ *').fill('8001');
  // Spec 2 §4: the town is suggested 500 ms after the postal code (swisstopo directory).
  await expect(page.getByLabel('Ort *')).toHaveValue('Zürich', { timeout: 10_000 });
}
