import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { createRoutes } from './app/routes';
import { i18n, loadLanguage } from './lib/i18n';
import { splitLanguagePath, type Language } from './lib/language';
import { createQueryClient } from './lib/query-client';

export { normalizePrerenderPath, PRERENDERED_PATHS } from './app/prerender-paths';
export { LANGUAGE_PREFIXES, PAGE_PATHS } from './app/routes';

export interface PrerenderedPage {
  readonly language: Language;
  /** The markup inside #root. */
  readonly rootHtml: string;
  readonly title: string;
  readonly description: string;
}

/**
 * Renders one page to HTML at build time, as a first visit sees it (no stored cart, consent or
 * preferences). The tree is the one main.tsx hydrates, so React's ids and markup match.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const { language } = splitLanguagePath(path);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const rootHtml = renderToString(
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>,
  );
  return {
    language,
    rootHtml,
    title: i18n.t('meta.titleSuffix'),
    description: i18n.t('meta.description'),
  };
}
