import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createContentService, type ContentService } from './content.service.js';

let t: TestApp;
let dir: string;
let content: ContentService;

const MEDIA = {
  flange: {
    publicUrl: '/content/images/flange-960.png',
    mimeType: 'image/png',
    width: 960,
    height: 960,
    srcset: [{ publicUrl: '/content/images/flange-480.png', width: 480 }],
  },
};

function pageFile(path: string, uid: number, title: string, elements: unknown[] = []) {
  const language = { title, description: `${title} description`, elements };
  return {
    uid,
    path,
    navigation: ['content'],
    languages: { de: language, en: language, fr: language },
  };
}

async function writePage(name: string, page: unknown): Promise<void> {
  await writeFile(join(dir, 'pages', `${name}.json`), JSON.stringify(page));
}

const HOSTILE_HTML = [
  '<p>Sicher<script>alert(1)</script></p>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">Klick</a>',
  '<a href="/kontakt" onclick="alert(4)" style="color:red">Kontakt</a>',
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
].join('');

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'pp-content-'));
  await mkdir(join(dir, 'pages'));
  await writeFile(join(dir, 'media.json'), JSON.stringify(MEDIA));
  content = createContentService({ db: t.app.database.db, contentDir: dir, shopEmail: 'a@b.ch' });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('content import', () => {
  it('sanitizes raw HTML, bodytext and list items: no scripts, handlers or javascript: links', async () => {
    await writePage(
      'boese',
      pageFile('boese', 5, 'Böse', [
        { type: 'html', bodytext: HOSTILE_HTML },
        { type: 'text', bodytext: HOSTILE_HTML },
        { type: 'bullets', items: [HOSTILE_HTML] },
      ]),
    );
    await content.importFiles();
    const result = await content.getPage('boese', 'de');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const elements = result.value.content.colPos0 ?? [];
    const html = [
      elements[0]?.content.bodytext,
      elements[1]?.content.bodytext,
      elements[2]?.content.items[0],
    ];
    for (const value of html) {
      expect(value).toBe('<p>Sicher</p><a>Klick</a><a href="/kontakt">Kontakt</a>');
    }
  });

  it('is idempotent, updates a changed file and removes a deleted one', async () => {
    await writePage('eins', pageFile('eins', 6, 'Eins'));
    const first = await content.importFiles();
    expect(first).toEqual({ pages: 2, changed: 1 });
    expect(await content.importFiles()).toEqual({ pages: 2, changed: 0 });

    await writePage('eins', pageFile('eins', 6, 'Eins, neu'));
    expect(await content.importFiles()).toEqual({ pages: 2, changed: 1 });
    const changed = await content.getPage('/eins/', 'fr');
    expect(changed.ok && changed.value.meta.title).toBe('Eins, neu');

    await rm(join(dir, 'pages', 'eins.json'));
    expect(await content.importFiles()).toEqual({ pages: 1, changed: 0 });
    const gone = await content.getPage('eins', 'de');
    expect(gone.ok ? null : gone.error.code).toBe('CONTENT_PAGE_NOT_FOUND');
  });

  it('refuses a file with a javascript: header link, naming the file, and keeps the old rows', async () => {
    await writePage(
      'link',
      pageFile('link', 7, 'Link', [
        { type: 'text', headerLink: { url: 'javascript:alert(1)', title: 'x' } },
      ]),
    );
    await expect(content.importFiles()).rejects.toThrow(/content file link\.json/);
    await rm(join(dir, 'pages', 'link.json'));
    const kept = await content.getPage('boese', 'en');
    expect(kept.ok).toBe(true);
  });

  it('refuses unknown media and a sub-page without its parent', async () => {
    await writePage(
      'bild',
      pageFile('bild', 8, 'Bild', [{ type: 'image', images: [{ ref: 'fehlt' }] }]),
    );
    await expect(content.importFiles()).rejects.toThrow(/unknown media "fehlt"/);
    await rm(join(dir, 'pages', 'bild.json'));
    await writePage('waise', pageFile('eltern/kind', 9, 'Kind'));
    await expect(content.importFiles()).rejects.toThrow(/parent page "eltern" has no file/);
    await rm(join(dir, 'pages', 'waise.json'));
  });

  it('keeps unknown element types, for the web to show its warning box', async () => {
    await writePage('neu', pageFile('neu', 10, 'Neu', [{ type: 'shortcut', header: 'X' }]));
    await content.importFiles();
    const result = await content.getPage('neu', 'de');
    expect(result.ok && result.value.content.colPos0?.[0]?.type).toBe('shortcut');
  });
});
