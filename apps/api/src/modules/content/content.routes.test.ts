import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentNavigationSchema, ContentPageSchema, ErrorResponseSchema } from '@print/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function getPage(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/content/page?${query}` });
}

describe('GET /api/content/page', () => {
  it.each([
    ['de', 'Tipps und Tricks im 3D-Druck', '/produktion/tipps-und-tricks-im-3d-druck'],
    ['en', 'Tips and tricks for 3D printing', '/en/produktion/tipps-und-tricks-im-3d-druck'],
    ['fr', 'Trucs et astuces pour l’impression 3D', '/fr/produktion/tipps-und-tricks-im-3d-druck'],
  ])('serves the design guidelines in %s in the headless shape', async (lang, title, slug) => {
    const res = await getPage(`slug=/produktion/tipps-und-tricks-im-3d-druck&lang=${lang}`);
    expect(res.statusCode).toBe(200);
    const page = ContentPageSchema.parse(res.json());
    expect(page).toMatchObject({ id: 54, type: 'Standard', slug, meta: { title } });
    expect(page.seo.canonical).toBe(slug);
    expect(page.breadcrumbs.map((crumb) => crumb.link)).toEqual([
      lang === 'de' ? '/' : `/${lang}`,
      lang === 'de' ? '/produktion' : `/${lang}/produktion`,
      slug,
    ]);
    expect(page.breadcrumbs.at(-1)?.current).toBe(true);
    expect(page.i18n.map((language) => [language.twoLetterIsoCode, language.active])).toEqual([
      ['de', lang === 'de'],
      ['en', lang === 'en'],
      ['fr', lang === 'fr'],
    ]);
    expect(page.i18n.map((language) => language.link)).toEqual([
      '/produktion/tipps-und-tricks-im-3d-druck',
      '/en/produktion/tipps-und-tricks-im-3d-druck',
      '/fr/produktion/tipps-und-tricks-im-3d-druck',
    ]);
    const table = page.content.colPos0?.find((element) => element.type === 'table');
    expect(table?.id).toBe(5402);
    expect(table?.content.table?.rows[1]?.[0]).toBe('PA2200 (SLS)');
  });

  it('keeps one slug in every language and answers in the header language without lang', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/content/page?slug=produktion',
      headers: { 'mas-language-key': 'FR' },
    });
    const page = ContentPageSchema.parse(res.json());
    expect(page.slug).toBe('/fr/produktion');
    expect(page.meta.title).toBe('Production');
    const menu = page.content.colPos0?.find((element) => element.type === 'menu_subpages');
    expect(menu?.content.menu.map((item) => item.link)).toEqual([
      '/fr/produktion/sls-lasersintern',
      '/fr/produktion/multi-jet-fusion',
      '/fr/produktion/materialien',
      '/fr/produktion/tipps-und-tricks-im-3d-druck',
    ]);
  });

  it('builds galleries with rows, columns, position and responsive sources', async () => {
    const page = ContentPageSchema.parse((await getPage('slug=produktion&lang=de')).json());
    const textpic = page.content.colPos0?.[0];
    expect(textpic?.appearance.layout).toBe('layout-1');
    expect(textpic?.content.gallery).toMatchObject({
      position: { horizontal: 'right', vertical: 'intext' },
      count: { files: 1, columns: 1, rows: 1 },
    });
    const image = textpic?.content.gallery?.rows['1']?.columns['1'];
    expect(image?.publicUrl).toBe('/content/images/flange-x-p-0-960.png');
    expect(image?.properties).toMatchObject({ width: 960, height: 960, mimeType: 'image/png' });
    expect(image?.properties.srcset.map((source) => source.width)).toEqual([480, 960]);
    expect(image?.properties.alternative).toBe('Seitenansicht eines gesinterten Flansches');
  });

  it('answers 404 CONTENT_PAGE_NOT_FOUND for an unknown slug and 400 for a malformed one', async () => {
    const missing = await getPage('slug=gibt-es-nicht&lang=en');
    expect(missing.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(missing.json()).error.code).toBe('CONTENT_PAGE_NOT_FOUND');
    const malformed = await getPage('slug=../etc/passwd&lang=de');
    expect(malformed.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(malformed.json()).error.code).toBe('VALIDATION_FAILED');
    const badLanguage = await getPage('slug=produktion&lang=it');
    expect(badLanguage.statusCode).toBe(400);
  });

  it('serves the start page for the slug /', async () => {
    const page = ContentPageSchema.parse((await getPage('slug=/&lang=en')).json());
    expect(page.slug).toBe('/en');
    expect(page.breadcrumbs).toHaveLength(1);
  });
});

describe('GET /api/content/navigation', () => {
  it.each([
    ['de', 'Produktion', '/produktion', 'Konstruktionsrichtlinien'],
    ['en', 'Production', '/en/produktion', 'Design guidelines'],
    ['fr', 'Production', '/fr/produktion', 'Directives de conception'],
  ])('lists the five navigations in %s with sub-pages', async (lang, title, link, guidelines) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/content/navigation?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    const navigation = ContentNavigationSchema.parse(res.json());
    const production = navigation.main.find((item) => item.link === link);
    expect(production?.title).toBe(title);
    expect(production?.children.map((child) => child.title)).toContain(guidelines);
    expect(navigation.content.length).toBeGreaterThan(0);
  });
});
