import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { PAGE_ROUTES_FILE } from '../web-app.js';
import { CSP_SOURCES_FILE } from '../web-app-csp.js';
import {
  appPolicy,
  commonSecurityHeaders,
  docsPolicy,
  NO_WEB_CSP_SOURCES,
  simulatorPolicy,
} from './security-headers.js';

// Issue 23 item 8: the shop sent no browser security headers, and a foreign page framed its login
// page. Every response now carries them (the browser half, framing and the app under the policy,
// is apps/web/e2e/security-headers.spec.ts).

const INLINE_SCRIPT = "document.documentElement.dataset.checked=''";
const INDEX_HTML = `<!doctype html><html lang="de"><head><script>${INLINE_SCRIPT}</script><script type="application/json" id="data">{"a":1}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;
const TAG_ORIGIN = 'https://tags.example';
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const HTTP_REPORTING = { reportPath: '/api/csp-report', useReportTo: false };
const lines: string[] = [];
let app: App;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const webDir = join(database.dataDir, 'no-web'); // the folder the test app serves
  await mkdir(join(webDir, 'assets'), { recursive: true });
  await writeFile(join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(join(webDir, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(webDir, CSP_SOURCES_FILE), JSON.stringify({ tagManagerOrigin: TAG_ORIGIN }));
  const routes = { languagePrefixes: ['', '/en', '/fr'], paths: ['/', '/login'] };
  await writeFile(join(webDir, PAGE_ROUTES_FILE), JSON.stringify(routes));
  app = await buildTestApp(database, { logStream: { write: (line) => void lines.push(line) } });
});

afterAll(async () => {
  await app.close();
  await database.dropDatabase();
});

/** Each directive of a policy with its sources. */
function directives(policy: string | number | string[] | undefined): Map<string, string[]> {
  return new Map(
    String(policy ?? '')
      .split(';')
      .map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
  );
}

const EXPECTED_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

describe('browser security headers on every response', () => {
  it.each([
    ['an API JSON answer', 'GET', '/api/health', 200],
    ['a page of the app', 'GET', '/login', 200],
    ['a static asset', 'GET', '/assets/index-abc.js', 200],
    ['an unknown page', 'GET', '/gibt-es-nicht', 404],
    ['an unknown API route', 'GET', '/api/gibt-es-nicht', 404],
    ['an error answer', 'POST', '/api/checkout/cart', 415],
    ['the API docs', 'GET', '/docs', 200],
    ['a PayPal simulator page', 'GET', '/paypal-sim/checkoutnow?token=unknown', 404],
  ] as const)('%s (%s %s)', async (_name, method, url, status) => {
    const response = await app.inject({
      method,
      url,
      ...(method === 'POST' ? { headers: { 'content-type': 'text/plain' }, payload: 'x' } : {}),
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(EXPECTED_HEADERS);
    expect(response.headers['permissions-policy']).toContain('camera=()');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('report-uri')).toEqual(['/api/csp-report']);
    // script-src, or default-src where a page has no script-src (the simulator's: 'none').
    const scripts = csp.get('script-src') ?? csp.get('default-src');
    expect(scripts?.join(' ')).toMatch(/'self'|'none'/);
    expect(scripts?.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|blob:/);
    // The shop's PUBLIC_URL is http here: no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("the app's policy allows its inline script by hash, the tag's origin and nothing foreign", async () => {
    const csp = directives((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", hashOf(INLINE_SCRIPT), TAG_ORIGIN]);
    for (const directive of ['connect-src', 'img-src']) {
      expect(csp.get(directive), directive).toEqual(["'self'", TAG_ORIGIN]);
    }
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  });

  it('a build without a tag allows no foreign origin anywhere', () => {
    const policy = appPolicy(NO_WEB_CSP_SOURCES, HTTP_REPORTING);
    expect(policy).not.toMatch(/https?:/);
    expect(policy).not.toMatch(/unsafe-eval|\*/);
    expect(directives(policy).get('script-src')).toEqual(["'self'"]);
  });

  it('no policy lets a script run inline or from anywhere else', () => {
    for (const policy of [
      appPolicy({ ...NO_WEB_CSP_SOURCES, tagManagerOrigin: TAG_ORIGIN }, HTTP_REPORTING),
      docsPolicy(HTTP_REPORTING),
      simulatorPolicy(HTTP_REPORTING),
    ]) {
      const scripts = directives(policy).get('script-src') ?? directives(policy).get('default-src');
      expect(scripts?.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|blob:/);
    }
  });

  it('HSTS (and the Reporting API) only when PUBLIC_URL is https', () => {
    expect(commonSecurityHeaders('https://shop.example', '/api/csp-report')).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'reporting-endpoints': 'csp="https://shop.example/api/csp-report"',
    });
    for (const publicUrl of ['http://shop.example', 'http://localhost:3000', undefined]) {
      const headers = commonSecurityHeaders(publicUrl, '/api/csp-report');
      expect(headers).not.toHaveProperty('strict-transport-security');
      expect(headers).not.toHaveProperty('reporting-endpoints');
    }
    const https = { reportPath: '/api/csp-report', useReportTo: true };
    expect(directives(appPolicy(NO_WEB_CSP_SOURCES, https)).get('report-to')).toEqual(['csp']);
    expect(directives(appPolicy(NO_WEB_CSP_SOURCES, HTTP_REPORTING)).has('report-to')).toBe(false);
  });
});

describe('POST /api/csp-report', () => {
  const legacyReport = {
    'csp-report': {
      'document-uri': 'http://shop.test/order-details/PP-1234?email=kunde%40example.ch',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/steal.js?session=abc',
      disposition: 'enforce',
    },
  };

  it('logs one compact line per violation, without query, ids or the client', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report', 'user-agent': 'Agent/1.0' },
      payload: JSON.stringify(legacyReport),
    });
    expect(response.statusCode).toBe(204);
    const batch = [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'http://shop.test/en/kontakt',
          effectiveDirective: 'img-src',
          blockedURL: 'data',
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', body: {} },
    ];
    const reportTo = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify(batch),
    });
    expect(reportTo.statusCode).toBe(204);
    const log = lines.filter((line) => line.includes('CSP violation'));
    expect(log).toHaveLength(2);
    expect(log[0]).toContain(
      'CSP violation: script-src-elem blocked https://evil.example on /order-details/:id (enforce)',
    );
    expect(log[1]).toContain('CSP violation: img-src blocked data on /en/kontakt (enforce)');
    for (const secret of ['PP-1234', 'kunde', 'session=abc', 'steal.js', 'Agent/1.0']) {
      expect(log.join('\n')).not.toContain(secret);
    }
  });

  it('refuses bodies that are not reports, other media types and large bodies', async () => {
    const post = (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/csp-report',
        headers: { 'content-type': contentType },
        payload,
        remoteAddress: '10.0.0.2',
      });
    const notReport = await post('application/csp-report', '{"hello":1}');
    expect(notReport.statusCode).toBe(400);
    expect(notReport.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect((await post('text/plain', 'x')).statusCode).toBe(415);
    const huge = JSON.stringify({
      'csp-report': { 'document-uri': `http://shop.test/${'a'.repeat(20_000)}` },
    });
    const tooLarge = await post('application/csp-report', huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: { code: 'BODY_TOO_LARGE' } });
  });

  it('is rate limited per client', async () => {
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify(legacyReport),
        remoteAddress: '10.0.0.3',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await post()).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
