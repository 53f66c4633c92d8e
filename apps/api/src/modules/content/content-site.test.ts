import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { PAGE_ROUTES_FILE, PRERENDERED_PAGES_DIR } from '../../web-app.js';

// The server writes each content page's title, description, canonical and hreflang links into
// the app shell it sends, so that the page is findable without running JavaScript.
const SHELL =
  '<!doctype html><html lang="de"><head><title>Print Portal – 3D-Druck online bestellen</title>' +
  '<meta name="description" content="Startseite" /></head><body><div id="root"></div></body></html>';
const ORIGIN = 'http://localhost:3000';

let app: App;
let dataDir: string;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = database.dataDir;
  const webDir = join(dataDir, 'no-web');
  await mkdir(webDir, { recursive: true });
  await writeFile(join(webDir, 'index.html'), SHELL);
  // A page the web build pre-rendered: the server sends it instead of the empty shell.
  await mkdir(join(webDir, PRERENDERED_PAGES_DIR, 'fr'), { recursive: true });
  await writeFile(
    join(webDir, PRERENDERED_PAGES_DIR, 'fr', 'agb.html'),
    SHELL.replace('<div id="root"></div>', '<div id="root"><h1>CGV pré-rendues</h1></div>'),
  );
  await writeFile(
    join(webDir, PAGE_ROUTES_FILE),
    JSON.stringify({ languagePrefixes: ['', '/en', '/fr'], paths: ['/', '/cart'] }),
  );
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

describe('content pages in the served HTML', () => {
  it.each([
    ['/datenschutz', 'de', 'Datenschutz – Print Portal'],
    ['/en/datenschutz/', 'en', 'Privacy – Print Portal'],
    ['/fr/datenschutz', 'fr', 'Protection des données – Print Portal'],
  ])(
    '%s carries its language, title, description, canonical and hreflang',
    async (url, lang, title) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const html = response.body;
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).not.toContain('content="Startseite"');
      const canonical = lang === 'de' ? '/datenschutz' : `/${lang}/datenschutz`;
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${canonical}" />`);
      expect(html).toContain(
        `<link rel="alternate" hreflang="de-CH" href="${ORIGIN}/datenschutz" />`,
      );
      expect(html).toContain(
        `<link rel="alternate" hreflang="en" href="${ORIGIN}/en/datenschutz" />`,
      );
      expect(html).toContain(
        `<link rel="alternate" hreflang="fr-CH" href="${ORIGIN}/fr/datenschutz" />`,
      );
      expect(html).toContain(
        `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/datenschutz" />`,
      );
    },
  );

  it('sends the pre-rendered page of the build where there is one, with the head written in', async () => {
    const prerendered = await app.inject({ url: '/fr/agb' });
    expect(prerendered.statusCode).toBe(200);
    expect(prerendered.body).toContain('<h1>CGV pré-rendues</h1>');
    expect(prerendered.body).toContain(`<link rel="canonical" href="${ORIGIN}/fr/agb" />`);
    const shell = await app.inject({ url: '/agb' });
    expect(shell.body).toContain('<div id="root"></div>');
    expect(shell.body).toContain(`<link rel="canonical" href="${ORIGIN}/agb" />`);
  });

  it('writes the description of a sub-page, escaped', async () => {
    const response = await app.inject({ url: '/fr/produktion/tipps-und-tricks-im-3d-druck' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<meta name="description" content="Directives de conception pour le SLS et le Multi Jet Fusion',
    );
  });

  it.each(['/gibt-es-nicht', '/en/gibt-es-nicht', '/fr/produktion/gibt-es-nicht', '/en/en'])(
    'answers %s with the app shell and HTTP 404',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('rel="canonical"');
    },
  );

  it('lists every page in every language with alternates in sitemap.xml', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${ORIGIN}/produktion/tipps-und-tricks-im-3d-druck`);
    expect(locs).toContain(`${ORIGIN}/en/aeb`);
    expect(locs).toContain(`${ORIGIN}/fr`);
    expect(locs.length % 3).toBe(0);
    expect(locs.length).toBeGreaterThanOrEqual(17 * 3);
    expect(response.body.match(/<xhtml:link rel="alternate"/g)).toHaveLength(locs.length * 3);
  });

  it('serves robots.txt keeping crawlers out of the API and the order process', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /fr/checkout');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
