import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { createRoutes } from './app/routes';
import { i18n, loadLanguage } from './lib/i18n';
import { splitLanguagePath, type Language } from './lib/language';
import { createQueryClient } from './lib/query-client';
import { seedQueryCache, serializePrerenderData, type PrerenderData } from './app/prerender-data';

export { normalizePrerenderPath, PRERENDERED_PATHS } from './app/prerender-paths';
export { LANGUAGE_PREFIXES, PAGE_PATHS, ROOT_PAGE_PATHS } from './app/routes';
export { PRERENDER_DATA_ID } from './app/prerender-data';

export interface PrerenderedPage {
  readonly language: Language;
  /** The markup inside #root. */
  readonly rootHtml: string;
  readonly title: string;
  readonly description: string;
  /** JSON of the server data the page was rendered with ('' when none), for #prerendered-data. */
  readonly dataJson: string;
}

/** Waits until the router has loaded the matched lazy routes (content pages are lazy). */
function whenInitialized(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders one page to HTML at build time, as a first visit sees it (no stored cart, consent or
 * preferences). The tree is the one main.tsx hydrates, so React's ids and markup match.
 */
export async function renderPage(path: string, data: PrerenderData = {}): Promise<PrerenderedPage> {
  const { language } = splitLanguagePath(path);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, path, data);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  await whenInitialized(router);
  const rootHtml = renderToString(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  const page = data.contentPage;
  return {
    language,
    rootHtml,
    title: page ? `${page.meta.title} – ${i18n.t('meta.siteName')}` : i18n.t('meta.titleSuffix'),
    description: page ? page.seo.description : i18n.t('meta.description'),
    dataJson: page ? serializePrerenderData(data) : '',
  };
}
