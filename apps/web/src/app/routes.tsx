import type { RouteObject } from 'react-router';
import { LANGUAGES, type Language } from '../lib/language';
import { RootLayout } from './root-layout';
import { HomeRoute } from './routes/home-route';
import { RouteErrorBoundary } from './routes/error-routes';

/** Route names pushed with every page view (spec 1 §2). */
export interface RouteHandle {
  readonly routeName: string;
}

function lazyRoute(
  path: string,
  routeName: string,
  load: () => Promise<RouteObject['Component']>,
): RouteObject {
  const handle: RouteHandle = { routeName };
  return { path, handle, lazy: async () => ({ Component: await load() }) };
}

// Everything but the home page loads on demand, so the first visit downloads only the shell.
const PAGE_ROUTES: RouteObject[] = [
  { index: true, Component: HomeRoute, handle: { routeName: 'home' } satisfies RouteHandle },
  lazyRoute('cart', 'cart', async () => (await import('./routes/cart-route')).CartRoute),
  lazyRoute(
    'checkout',
    'checkout',
    async () => (await import('./routes/checkout-route')).CheckoutRoute,
  ),
  lazyRoute('login', 'login', async () => (await import('./routes/account-routes')).LoginRoute),
  lazyRoute(
    'account',
    'account',
    async () => (await import('./routes/account-routes')).AccountRoute,
  ),
  lazyRoute(
    'newsletter/bestaetigen',
    'newsletter-confirm',
    async () =>
      (await import('../features/forms/components/newsletter-confirm-page')).NewsletterConfirmPage,
  ),
  lazyRoute(
    'not-available',
    'not-available',
    async () => (await import('./routes/content-routes')).NotAvailableRoute,
  ),
  // Content pages from the content service; an unknown slug renders the 404 page.
  lazyRoute('*', 'content', async () => (await import('./routes/content-routes')).ContentRoute),
];

/**
 * The page paths of every language subtree as plain data (':name' = one segment): the build
 * writes them to dist/page-routes.json so the server answers unknown pages with HTTP 404.
 */
export const PAGE_PATHS: readonly string[] = PAGE_ROUTES.flatMap((route) =>
  route.index === true ? ['/'] : route.path && route.path !== '*' ? [`/${route.path}`] : [],
);

export const LANGUAGE_PREFIXES: readonly string[] = LANGUAGES.map((language) =>
  language === 'de' ? '' : `/${language}`,
);

function prefixFor(language: Language): string {
  return language === 'de' ? '/' : `/${language}`;
}

/** One subtree per language: German at the root, English under /en, French under /fr. */
export function createRoutes(): RouteObject[] {
  return LANGUAGES.map((language) => ({
    path: prefixFor(language),
    Component: RootLayout,
    children: [{ errorElement: <RouteErrorBoundary />, children: PAGE_ROUTES }],
  }));
}
