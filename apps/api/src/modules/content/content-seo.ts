import type { ContentPage } from '@print/contracts';
import type { ContentSnapshot } from './content-snapshot.js';
import { pageLink } from './content-build.js';

/** What the server writes into the HTML of a content page so that it is findable without JS. */
export interface PageHead {
  /** The page's site path (`/en/datenschutz`): a known page, never the raw request URL. */
  readonly path: string;
  readonly language: string;
  readonly title: string;
  /** Tags for <head>: description, canonical, hreflang alternates, robots, Open Graph. */
  readonly tags: readonly string[];
}

/** The shop's name after every page title (the web app's `meta.titleSuffix`). */
export const SITE_NAME = 'Print Portal';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function renderPageHead(page: ContentPage, origin: string): PageHead {
  const active = page.i18n.find((language) => language.active);
  const german = page.i18n.find((language) => language.twoLetterIsoCode === 'de');
  const url = (path: string) => escapeHtml(`${origin}${path}`);
  const tags = [
    `<meta name="description" content="${escapeHtml(page.seo.description)}" />`,
    `<link rel="canonical" href="${url(page.seo.canonical)}" />`,
    ...page.i18n.map(
      (language) =>
        `<link rel="alternate" hreflang="${language.hreflang}" href="${url(language.link)}" />`,
    ),
    ...(german ? [`<link rel="alternate" hreflang="x-default" href="${url(german.link)}" />`] : []),
    ...(page.seo.robots.noIndex ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta property="og:title" content="${escapeHtml(page.seo.ogTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.seo.ogDescription)}" />`,
    `<meta property="og:url" content="${url(page.seo.canonical)}" />`,
    '<meta property="og:type" content="website" />',
    ...(page.seo.ogImage
      ? [`<meta property="og:image" content="${url(page.seo.ogImage.publicUrl)}" />`]
      : []),
  ];
  return {
    path: page.slug,
    language: active?.twoLetterIsoCode ?? 'de',
    title: `${page.seo.title} – ${SITE_NAME}`,
    tags,
  };
}

/** Every indexable page in every language, each with its hreflang alternates. */
export function renderSitemap(snapshot: ContentSnapshot, origin: string): string {
  const languages = ['de', 'en', 'fr'] as const;
  const hreflang = { de: 'de-CH', en: 'en', fr: 'fr-CH' } as const;
  const urls = snapshot.links
    .filter((link) => !link.noIndex)
    .flatMap((link) =>
      languages.map((lang) => {
        const alternates = languages.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang[other]}" href="${escapeHtml(origin + pageLink(link.path, other))}"/>`,
        );
        return [
          '  <url>',
          `    <loc>${escapeHtml(origin + pageLink(link.path, lang))}</loc>`,
          ...alternates,
          '  </url>',
        ].join('\n');
      }),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read the pages, not the API, the account or the order process. */
export function renderRobots(origin: string): string {
  const privatePaths = ['/api/', '/account', '/checkout', '/cart', '/login', '/not-available'];
  const lines = ['User-agent: *'];
  for (const prefix of ['', '/en', '/fr']) {
    for (const path of privatePaths) {
      if (prefix === '' || path !== '/api/') lines.push(`Disallow: ${prefix}${path}`);
    }
  }
  return [...lines, `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
