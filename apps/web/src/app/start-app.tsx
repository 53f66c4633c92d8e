// The app's start, loaded by main.tsx once React and React Router are evaluated.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { normalizePrerenderPath } from './prerender-paths';
import { createRoutes } from './routes';
import { i18n, loadLanguage } from '../lib/i18n';
import { splitLanguagePath } from '../lib/language';
import { createQueryClient } from '../lib/query-client';
import { PRERENDER_DATA_ID, seedQueryCache, type PrerenderData } from './prerender-data';

/** The server data a pre-rendered content page carries (see prerender-data.ts), if any. */
function readPrerenderData(): PrerenderData {
  const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PrerenderData) : {};
}

/**
 * Lets the browser handle input and paint between the start's steps: evaluating the modules,
 * building the router and hydrating are each a long task on a slow phone, and one after the
 * other in the same task they would block the page for all of that time at once.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Renders the app once the URL's language is loaded: the first render already speaks it. */
export async function startApp(): Promise<void> {
  const { language } = splitLanguagePath(window.location.pathname);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  await yieldToBrowser();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, window.location.pathname, readPrerenderData());
  const router = createBrowserRouter(createRoutes());
  // A lazy route (content pages) must be loaded before hydrating its pre-rendered HTML.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // The HTML holds the pre-rendered page of `data-prerendered-path`; another URL got the same
  // file as a fallback, and its inline script hid the foreign content until this fresh render.
  if (container.dataset.prerenderedPath === normalizePrerenderPath(window.location.pathname)) {
    // The page is on screen already: hydrating it as a transition lets React yield to the
    // browser every few milliseconds instead of blocking a slow phone's main thread for the
    // whole tree in one task (a tap meanwhile is handled first, on the part it hits).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  delete document.documentElement.dataset.clientRender;
}
