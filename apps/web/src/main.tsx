import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { normalizePrerenderPath } from './app/prerender-paths';
import { createRoutes } from './app/routes';
import { i18n, loadLanguage } from './lib/i18n';
import { splitLanguagePath } from './lib/language';
import { createQueryClient } from './lib/query-client';

/** Renders the app once the URL's language is loaded: the first render already speaks it. */
async function startApp(): Promise<void> {
  const { language } = splitLanguagePath(window.location.pathname);
  await loadLanguage(language);
  await i18n.changeLanguage(language);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(createRoutes())} queryClient={createQueryClient()} />
    </StrictMode>
  );
  // The HTML holds the pre-rendered page of `data-prerendered-path`; another URL got the same
  // file as a fallback, and its inline script hid the foreign content until this fresh render.
  if (container.dataset.prerenderedPath === normalizePrerenderPath(window.location.pathname)) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  delete document.documentElement.dataset.clientRender;
}

void startApp();
