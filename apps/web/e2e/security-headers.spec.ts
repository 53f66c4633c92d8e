import { expect, takeCspReports, test } from './fixtures';
import { watchCspViolations } from './page-checks';

// Issue 23 item 8: a foreign page framed the shop's login page, and the shop sent no
// Content-Security-Policy. Every test of this suite runs under the policy and fails on a violation
// (fixtures.ts); these prove that the framing is refused and that the analytics tag, which the
// policy names by its origin, still loads and works after consent.

const FOREIGN = 'http://foreign.example';
const TAG_ORIGIN = 'https://www.googletagmanager.com';
const TAG_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtm\.js/;

test('a foreign page cannot frame the login page', async ({ browser, shop }) => {
  // A context of its own: the refused frame is a violation on purpose, which the suite's check
  // (fixtures.ts) would count against this test.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const loginUrl = `${shop.url}/login`;
    // The foreign site (answered inside the browser): the shop's login page in a frame, and a
    // page of its own in another, which shows that a frame that may load renders its #root.
    await page.route(`${FOREIGN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/own')
          ? '<!doctype html><title>Own</title><div id="root">own page</div>'
          : `<!doctype html><title>Foreign</title>
             <iframe id="own" src="${FOREIGN}/own"></iframe>
             <iframe id="victim" src="${loginUrl}" width="800" height="600"></iframe>`,
      }),
    );
    // The login page forbids being framed, by both headers (old browsers know only the first).
    const headers = (await page.request.get(loginUrl)).headers();
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");

    await page.goto(`${FOREIGN}/`);
    await expect(page.frameLocator('#own').locator('#root')).toHaveText('own page');
    // The load event waits for the frames: a framed login page would have its #root by now.
    await page.waitForLoadState('load');
    const frames = page.frames().filter((frame) => frame !== page.mainFrame());
    const roots = await Promise.all(
      frames.map((frame) => frame.evaluate(() => document.getElementById('root')?.textContent)),
    );
    // Only the foreign site's own page rendered; the browser put its error page into the other.
    expect(roots.filter((text) => text !== undefined)).toEqual(['own page']);
    expect(frames.map((frame) => frame.url()).sort()).toEqual([
      'chrome-error://chromewebdata/',
      `${FOREIGN}/own`,
    ]);
    await expect(
      page.frameLocator('#victim').getByRole('button', { name: 'Anmelden' }),
    ).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a script from another origin is refused', async ({ browser, shop }) => {
  const context = await browser.newContext();
  try {
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    let requested = false;
    await page.route('https://evil.example/**', (route) => {
      requested = true;
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__evil = true' });
    });
    await page.goto(`${shop.url}/kontakt`);
    const loaded = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const script = document.createElement('script');
          script.src = 'https://evil.example/x.js';
          script.onload = () => resolve(true);
          script.onerror = () => resolve(false);
          document.head.appendChild(script);
        }),
    );
    expect(loaded).toBe(false);
    expect(requested).toBe(false);
    expect(await page.evaluate(() => '__evil' in window)).toBe(false);
    await expect.poll(() => violations.some((line) => line.includes('evil.example'))).toBe(true);
    // The browser reported it to the shop (POST /api/csp-report): in production it is in the log.
    await takeCspReports(shop, /blocked https:\/\/evil\.example on \/kontakt /);
  } finally {
    await context.close();
  }
});

test('the analytics tag loads after consent and may call its own origin', async ({ page }) => {
  const calls: string[] = [];
  // The tag (answered inside the browser) does what a tag manager does: runs, connects and
  // loads a pixel from its origin.
  await page.route(TAG_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__tagRan = true;
        fetch('${TAG_ORIGIN}/collect', { method: 'POST', body: 'x' });
        new Image().src = '${TAG_ORIGIN}/pixel.gif';`,
    }),
  );
  await page.route(/^https:\/\/www\.googletagmanager\.com\/(collect|pixel\.gif)/, (route) => {
    calls.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
  });
  await page.goto('/');
  await page
    .getByRole('dialog', { name: 'Cookie-Einstellungen' })
    .getByRole('button', { name: 'Alle akzeptieren' })
    .click();
  // The build names a tag (npm test builds with one; see the README's VITE_TAG_MANAGER_URL).
  await expect(page.locator('script#tag-manager-script')).toHaveCount(1);
  const tagRan = () => page.evaluate(() => (window as { __tagRan?: boolean }).__tagRan === true);
  await expect.poll(tagRan).toBe(true);
  await expect.poll(() => [...calls].sort()).toEqual(['/collect', '/pixel.gif']);
});
