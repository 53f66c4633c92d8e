import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { seriousViolations, sidewaysOverflow } from './page-checks';

// Every content page of the data files (apps/api/content/pages), in every language: the page
// renders its heading from the content service and axe finds nothing serious or critical (on the
// desktop). On a phone every page in every language fits 320 to 430 px without sideways scroll,
// and the phone layout of the German pages is checked with axe too (the texts are the desktop's).
interface PageFile {
  readonly path: string;
  readonly languages: Record<'de' | 'en' | 'fr', { readonly title: string }>;
}

const PAGES_DIR = join(import.meta.dirname, '../../api/content/pages');
const PAGES: readonly PageFile[] = readdirSync(PAGES_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(PAGES_DIR, name), 'utf8')) as PageFile)
  // The start page is the home route with its upload hero, tested by the home specs.
  .filter((page) => page.path !== '');
const PREFIX = { de: '', en: '/en', fr: '/fr' } as const;

async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookies',
      JSON.stringify({ essentialCookies: true, statisticCookies: false, marketingCookies: false }),
    );
    localStorage.setItem('welcomeNoticeSeen', 'true');
  });
}

for (const language of ['de', 'en', 'fr'] as const) {
  test(`every content page renders in ${language} without serious accessibility violations`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await asReturningVisitor(page);
    const problems: string[] = [];
    for (const file of PAGES) {
      const url = `${PREFIX[language]}/${file.path}`;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const heading = page.getByRole('heading', { level: 1, name: file.languages[language].title });
      await expect(heading, url).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      problems.push(...(await seriousViolations(page)).map((problem) => `${url} ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}

// No content page scrolls sideways on a phone of 320, 390 or 430 px (the German header at 320 px
// and the consulting page's quarter cards did until this check found them).
for (const language of ['de', 'en', 'fr'] as const) {
  const withAxe = language === 'de';
  test(
    `on a phone every content page in ${language} fits 320 to 430 px without sideways scroll${withAxe ? ' and is axe clean' : ''}`,
    { tag: '@phone-only' },
    async ({ page }) => {
      test.setTimeout(120_000);
      await asReturningVisitor(page);
      const violations: string[] = [];
      const tooWide: string[] = [];
      for (const file of PAGES) {
        const url = `${PREFIX[language]}/${file.path}`;
        await page.setViewportSize({ width: 390, height: 844 });
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        const title = file.languages[language].title;
        await expect(page.getByRole('heading', { level: 1, name: title }), url).toBeVisible();
        await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
        if (withAxe) {
          violations.push(...(await seriousViolations(page)).map((problem) => `${url} ${problem}`));
        }
        for (const width of [320, 390, 430]) {
          await page.setViewportSize({ width, height: 844 });
          if ((await sidewaysOverflow(page)) > 0) tooWide.push(`${url} at ${width} px`);
        }
      }
      expect(violations).toEqual([]);
      expect(tooWide, 'pages that scroll sideways').toEqual([]);
    },
  );
}

test('unknown slugs answer HTTP 404 with the error page in every language', async ({ page }) => {
  await asReturningVisitor(page);
  for (const [url, text] of [
    ['/gibt-es-nicht', 'Fehler 404'],
    ['/en/gibt-es-nicht', 'Error 404'],
    ['/fr/produktion/gibt-es-nicht', 'Erreur 404'],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByText(text)).toBeVisible();
  }
});

test('the served HTML of a content page names its title, description, canonical and hreflang', async ({
  request,
}) => {
  const response = await request.get('/en/produktion/tipps-und-tricks-im-3d-druck');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('<title>Tips and tricks for 3D printing – Print Portal</title>');
  expect(html).toContain('<meta name="description" content="Design guidelines for SLS');
  expect(html).toMatch(
    /<link rel="canonical" href="[^"]+\/en\/produktion\/tipps-und-tricks-im-3d-druck"/,
  );
  expect(html).toMatch(/hreflang="de-CH" href="[^"]+\/produktion\/tipps-und-tricks-im-3d-druck"/);
  expect(html).toMatch(
    /hreflang="fr-CH" href="[^"]+\/fr\/produktion\/tipps-und-tricks-im-3d-druck"/,
  );
});

test('a content page arrives rendered in the HTML and hydrates without errors', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/fr/produktion/multi-jet-fusion')).text();
  expect(html).toContain('<h1 class="content-page__title" tabindex="-1">HP Multi Jet Fusion</h1>');
  expect(html).toContain('id="prerendered-data"');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await asReturningVisitor(page);
  await page.goto('/fr/produktion/multi-jet-fusion');
  // A client-side navigation works only once React has hydrated the page.
  await page
    .getByRole('navigation', { name: 'Autres pages' })
    .getByRole('link', { name: /Page suivante/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Matériaux' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor who scrolls a pre-rendered page while the app starts keeps their place', async ({
  page,
}) => {
  await asReturningVisitor(page);
  // The app's start is held back until the visitor has scrolled the pre-rendered page.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/produktion/sls-lasersintern', { waitUntil: 'commit' });
  const story = page.getByRole('navigation', { name: 'Weitere Seiten' });
  await story.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  expect(await page.locator('#root[data-hydrated]').count()).toBe(0);
  release();
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The page is the app's now: a tap on the next page's link navigates within it.
  await story.getByRole('link', { name: /Nächste Seite/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'HP Multi Jet Fusion' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'HP Multi Jet Fusion' }),
  ).toBeInViewport();
});

test('story navigation leads through the production pages and the materials come from the catalogue', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/produktion/sls-lasersintern');
  const story = page.getByRole('navigation', { name: 'Weitere Seiten' });
  await story.getByRole('link', { name: /Nächste Seite/ }).click();
  await expect(page).toHaveURL(/\/produktion\/multi-jet-fusion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'HP Multi Jet Fusion' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Weitere Seiten' })
    .getByRole('link', { name: /Nächste Seite/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Materialien' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Druckverfahren aus dem Katalog' });
  await expect(table.getByRole('rowheader', { name: 'PA2200 (SLS)' })).toBeVisible();
  await expect(table.getByRole('row', { name: /PA12 \(MJF\)/ })).toContainText('380 × 284 × 380');
});
