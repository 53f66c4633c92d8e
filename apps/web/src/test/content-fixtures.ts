import type { ContentElement, ContentNavigation, ContentPage } from '@print/contracts';

/** A content element as the content service sends it, with every field defaulted. */
export function makeElement(
  type: string,
  content: Partial<ContentElement['content']> = {},
  layout = 'default',
  id = 1,
): ContentElement {
  return {
    id,
    type,
    colPos: 0,
    appearance: { layout, frameClass: 'default', spaceBefore: '', spaceAfter: '' },
    content: {
      header: '',
      subheader: '',
      headerLayout: 0,
      headerPosition: '',
      headerLink: null,
      bodytext: '',
      gallery: null,
      items: [],
      bulletsType: 0,
      table: null,
      media: [],
      menu: [],
      email: '',
      ...content,
    },
  };
}

const PREFIX = { de: '', en: '/en', fr: '/fr' } as const;

export function makeContentPage(
  path: string,
  language: 'de' | 'en' | 'fr',
  title: string,
  elements: readonly ContentElement[] = [],
): ContentPage {
  const link = `${PREFIX[language]}/${path}`;
  return {
    id: 70,
    type: 'Standard',
    slug: link,
    media: [],
    seo: {
      title,
      description: `${title} description`,
      canonical: link,
      robots: { noIndex: false, noFollow: false },
      ogTitle: title,
      ogDescription: title,
      ogImage: null,
    },
    meta: { title, subtitle: '', abstract: '' },
    breadcrumbs: [
      { title: 'Start', link: PREFIX[language] || '/', current: false },
      { title, link, current: true },
    ],
    appearance: { layout: 'default', backendLayout: 'default' },
    content: { colPos0: [...elements] },
    i18n: (['de', 'en', 'fr'] as const).map((code) => ({
      twoLetterIsoCode: code,
      locale: code,
      hreflang: code,
      title: code,
      link: `${PREFIX[code]}/${path}`,
      active: code === language,
      available: true,
    })),
  };
}

export const EMPTY_NAVIGATION: ContentNavigation = {
  main: [],
  top: [],
  content: [],
  footerLeft: [],
  footerRight: [],
};

const CONTACT_TITLES = { de: 'Kontakt', en: 'Contact', fr: 'Contact' } as const;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The content API as a fetch stub answers it: the contact page in three languages, the empty
 * navigation, and CONTENT_PAGE_NOT_FOUND for every other slug. null for other URLs.
 */
export function answerContentApi(url: string): Response | null {
  if (!url.includes('/api/content/')) return null;
  const query = new URL(url, 'http://localhost').searchParams;
  const lang = (query.get('lang') ?? 'de') as 'de' | 'en' | 'fr';
  if (url.includes('/content/navigation')) return json(EMPTY_NAVIGATION);
  if (query.get('slug') === 'kontakt') {
    return json(makeContentPage('kontakt', lang, CONTACT_TITLES[lang]));
  }
  return json({ error: { code: 'CONTENT_PAGE_NOT_FOUND', message: 'no page' } }, 404);
}
