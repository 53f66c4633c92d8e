/// <reference types="node" />
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
/** /work/shared/models from apps/web/e2e: four levels up is the folder holding the repo. */
export const MODELS_DIR = path.resolve(here, '../../../../shared/models');

/** The absolute path of a shared model; throws (the test fails, never skips) when it is missing. */
export function modelPath(relative: string): string {
  const file = path.join(MODELS_DIR, relative);
  if (!existsSync(file)) throw new Error(`Test model missing: ${file}`);
  return file;
}

/** Screenshots for a human look go to SHOTS_DIR when it is set. */
export async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({
    path: `${dir}/configure-${name}-${testInfo.project.name}.png`,
    fullPage,
  });
}

/** A returning visitor: consent stored and welcome notice seen, so no modal covers the page. */
export async function openHomeAsReturningVisitor(page: Page, url = '/') {
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

/** Uploads a model through the home page's file picker and waits for the configure screen. */
export async function uploadAndOpenConfigurator(page: Page, relativeModel: string) {
  await page.locator('input[type="file"]').first().setInputFiles(modelPath(relativeModel));
  await expect(page.getByText(/Modell konfigurieren|Configure your model/)).toBeVisible({
    timeout: 60_000,
  });
}

/** The mode cards' price texts, in card order. */
export async function readModePrices(page: Page): Promise<string[]> {
  return page.getByTestId('mode-price').allInnerTexts();
}
