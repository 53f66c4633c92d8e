import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CSP_SOURCES_FILE, inlineSourceHashes, readWebCspSources } from './web-app-csp.js';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
let dir: string | undefined;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the CSP sources of the built web app', () => {
  it('hashes inline scripts a browser runs and inline styles, never files or data blocks', () => {
    const html =
      '<script>a()</script><script type="module">b()</script>' +
      '<script type="module" crossorigin src="/assets/x.js"></script>' +
      '<script type="application/json" id="d">{"c":1}</script>' +
      '<script type="application/ld+json">{}</script><style>#root{display:none}</style>';
    expect(inlineSourceHashes(html)).toEqual({
      scripts: [sha('a()'), sha('b()')],
      styles: [sha('#root{display:none}')],
    });
  });

  it("collects every served page's hashes once, and the tag origin the build names", async () => {
    dir = await mkdtemp(join(tmpdir(), 'pp-csp-'));
    await mkdir(join(dir, '_pages', 'en'), { recursive: true });
    await writeFile(join(dir, 'index.html'), '<script>guard()</script>');
    await writeFile(
      join(dir, '_pages', 'en', 'kontakt.html'),
      '<script>guard()</script><script>x()</script>',
    );
    await writeFile(join(dir, CSP_SOURCES_FILE), '{"tagManagerOrigin":"https://tags.example"}');
    expect(readWebCspSources(dir)).toEqual({
      scriptHashes: [sha('guard()'), sha('x()')].sort(),
      styleHashes: [],
      tagManagerOrigin: 'https://tags.example',
    });
  });

  it('refuses a tag origin that could smuggle another source into the policy', async () => {
    dir = await mkdtemp(join(tmpdir(), 'pp-csp-'));
    await writeFile(join(dir, 'index.html'), '<p>shop</p>');
    await writeFile(
      join(dir, CSP_SOURCES_FILE),
      `{"tagManagerOrigin":"https://a.example 'unsafe-inline'"}`,
    );
    expect(() => readWebCspSources(dir ?? '')).toThrow(/tagManagerOrigin/);
  });
});
