import { defineConfig } from '@playwright/test';

// Each worker runs its tests against a shop of its own (e2e/fixtures.ts): scripts/e2e-server.mjs
// on a free port with its own data folder and mail outbox, started when the worker starts and
// stopped (its folder removed) when it ends. So the tests of different workers share no
// server-side state, and every test runs in a browser context of its own: they run fully in
// parallel. E2E_SERVER_COMMAND, E2E_BASE_URL and PORT, which `npm test` still sets, are not used:
// there is no single server any more. Before the workers start, e2e/global-setup.ts builds the
// shop when needed (not with E2E_NO_BUILD=1, as in `npm test` right after its build) and
// prepares the data folder (migrated, seeded) that every worker's shop starts from.
//
// Workers: E2E_WORKERS, else 2 (one per core of the CI machine; 3 measured slower there: the
// suite is bound by the CPU). Traces are recorded on a test's retry only (CI retries once): a
// trace with its screencast and snapshots costs about a third more CPU on every test;
// `--trace retain-on-failure` records all again.

const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: 'list',
  use: {
    trace: 'on-first-retry',
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
    {
      // Everything but the checks of the phone's own layout (tagged @phone-only).
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    {
      // The phone runs what differs on a phone, tagged @phone (on both projects) or @phone-only:
      // - layout and touch input: journey-phone (tap wording, dimension fields, touch gestures
      //   in both languages), upload-journey (file chooser, cart cards edited, sticky upload bar),
      //   configure-flow (the configurator on a narrow screen), configure-repair (repair modal),
      //   checkout (the invoice journey, the file chosen through the picker),
      //   journey-garbage in German (the refusal notice);
      // - the phone menu: shell (menu disclosure, navigation focus through the menu),
      //   account-journey (the account link inside the menu, account pages checked with axe);
      // - no sideways scroll at 320 to 430 px: every content page in every language
      //   (content-pages, axe on the German ones), the contact form and the two form dialogs
      //   (forms, with axe), and the shell's smoke test, home page axe and cookie dialog
      //   (its two buttons equally prominent in the phone layout).
      // Not on the phone: flows that are the same components, texts and requests on both
      // (the forms' sends in three languages, content-page axe per language, the journeys'
      // messages, bounds and errors, cart tabs, undo, vouchers, URL state, checkout, accounts'
      // cart) and desktop-only input (drag and drop onto the window, keyboard operation).
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
});
