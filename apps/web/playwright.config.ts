import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';

// The e2e server's data folder, chosen here so that the tests (workers inherit the environment)
// can read the mails it writes into DATA_DIR/mail/outbox (scripts/e2e-server.mjs removes it).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'print-portal-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      // The phone runs the journeys whose layout or input differs there (configurator, cart
      // cards, repair modal, shell, accessibility); flows that are the same code and screen on
      // both (refusal messages, demo, close cross) or desktop-only input (drag and drop onto the
      // window, keyboard operation) run once, on the desktop.
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // The checkout journeys start with a file dropped on the window (desktop input); their
      // pages are the same components on the phone.
      testIgnore: [
        '**/upload-refusals.spec.ts',
        '**/checkout.spec.ts',
        '**/checkout-quote.spec.ts',
      ],
      grepInvert:
        /dropped anywhere on the window|the demo analyses|close cross ends|keyboard operable/,
    },
  ],
  webServer: {
    command: process.env.E2E_SERVER_COMMAND ?? 'npx vite preview --port 4173 --strictPort',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
