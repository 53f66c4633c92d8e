import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from './test/test-app.js';
import { PAGE_ROUTES_FILE, type PageRoutes } from './web-app.js';

// The shop serves the built web app beside the API: pre-rendered pages, hashed assets, and the
// single-page fallback for every other non-API path.
const INDEX_HTML = '<!doctype html><html lang="de"><body>Startseite</body></html>';
const FRENCH_HTML = '<!doctype html><html lang="fr"><body>Accueil</body></html>';
const ASSET_JS = 'console.log("print portal");';

let app: App;
let dataDir: string;
let database: TestDatabase;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pp-web-app-'));
  const webDir = join(dataDir, 'no-web'); // the folder buildTestApp points the app at
  await mkdir(join(webDir, 'assets'), { recursive: true });
  await mkdir(join(webDir, 'fr'), { recursive: true });
  await writeFile(join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(join(webDir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  await writeFile(join(webDir, 'fr', 'index.html'), FRENCH_HTML);
  await writeFile(join(webDir, 'assets', 'index-abc123.js'), ASSET_JS);
  const routes: PageRoutes = {
    languagePrefixes: ['', '/en', '/fr'],
    paths: ['/', '/kontakt', '/cart', '/order-details/:orderId'],
    rootPaths: ['/admin/*'],
  };
  await writeFile(join(webDir, PAGE_ROUTES_FILE), JSON.stringify(routes));
  database = await createTestDatabase();
  app = await buildTestApp({ dataDir, databaseUrl: database.databaseUrl });
});

afterAll(async () => {
  await app.close();
  await database.dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('sends the pre-compressed page when the browser accepts brotli, never cached stale', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the plain page to a client without compression', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(INDEX_HTML);
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ASSET_JS);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the pre-rendered French home under /fr/', async () => {
    const response = await app.inject({ url: '/fr/' });
    expect(response.body).toBe(FRENCH_HTML);
  });

  it('falls back to the app shell for client routes and answers unknown API paths with JSON', async () => {
    const page = await app.inject({ url: '/kontakt' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
    const api = await app.inject({ url: '/api/does-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
  });

  it('answers known pages 200 in every language and unknown pages 404 with the app shell', async () => {
    const desk = ['/admin', '/admin/orders', '/admin/orders/abc-123?tab=notes'];
    for (const url of [
      '/kontakt',
      '/en/cart',
      '/fr/order-details/abc-123',
      '/en/',
      '/cart?x=1',
      ...desk,
    ]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
    }
    for (const url of [
      '/no-such-page',
      '/en/cart/extra',
      '/de/cart',
      '/order-details',
      '/en/admin/orders',
    ]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toBe(INDEX_HTML);
      expect(page.headers['content-type'], url).toContain('text/html');
    }
  });
});
