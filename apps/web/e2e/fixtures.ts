/// <reference types="node" />
import { rmSync } from 'node:fs';
import { expect, test as base } from '@playwright/test';
import { watchCspViolations } from './page-checks';
import { startShop, stopShop, type Shop, SHOP_START_AND_STOP_MS } from './shop-server';

// Everything of @playwright/test, with `test` replaced by the one below.
export * from '@playwright/test';

// Every Playwright worker has a shop of its own: scripts/e2e-server.mjs (the production build on
// a fresh embedded database) on a free port, with its own data folder and so its own mail outbox.
// Tests of different workers share no server-side state; a worker's tests run one after another.

let workerShop: Shop | undefined;

/** The data folder of this worker's shop (for the mail outbox). */
export function shopDataDir(): string {
  if (!workerShop) throw new Error('no shop is running in this worker (see e2e/fixtures.ts)');
  return workerShop.dataDir;
}

/**
 * Waits until the shop logged the report of a violation a test provoked on purpose, and takes
 * those reports off the list that the worker's end checks.
 */
export async function takeCspReports(shop: Shop, pattern: RegExp): Promise<string[]> {
  await expect.poll(() => shop.cspReports.some((report) => pattern.test(report))).toBe(true);
  const taken = shop.cspReports.filter((report) => pattern.test(report));
  const kept = shop.cspReports.filter((report) => !pattern.test(report));
  shop.cspReports.splice(0, shop.cspReports.length, ...kept);
  return taken;
}

export const test = base.extend<{ cspViolations: readonly string[] }, { shop: Shop }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function takes
    async ({}, provide, workerInfo) => {
      const label = `${workerInfo.project.name}-w${workerInfo.workerIndex}`;
      const { shop, child } = await startShop(label);
      workerShop = shop;
      try {
        await provide(shop);
      } finally {
        workerShop = undefined;
        await stopShop(child);
        rmSync(shop.dataDir, { recursive: true, force: true });
      }
      // What the pages' own check cannot see (a module worker's violations) reaches the shop. A
      // refused frame-ancestors is a foreign page's doing (the framing test), never the shop's.
      const ownReports = shop.cspReports.filter((report) => !/: frame-ancestors /.test(report));
      expect(ownReports, 'CSP violations reported to the shop').toEqual([]);
    },
    { scope: 'worker', auto: true, timeout: SHOP_START_AND_STOP_MS },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.url),
  // The shop sends a Content-Security-Policy: anything of it the policy blocks, in any page of the
  // test, fails the test when it ends (a test that provokes a violation on purpose uses a context
  // of its own: browser.newContext()).
  cspViolations: [
    async ({ context }, provide) => {
      const violations = await watchCspViolations(context);
      await provide(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
