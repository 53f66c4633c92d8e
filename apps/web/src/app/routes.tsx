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

type CheckoutRouteComponent =
  | 'PaymentDetailsRoute'
  | 'ReviewOrderRoute'
  | 'OrderCompleteRoute'
  | 'OrderFailedRoute'
  | 'QuoteGeneratedRoute'
  | 'RedirectingRoute';

/** The checkout's pages share one chunk (spec 2 §2; with and without an order id). */
function checkoutRoute(
  path: string,
  routeName: string,
  component: CheckoutRouteComponent,
): RouteObject {
  return lazyRoute(
    path,
    routeName,
    async () => (await import('./routes/checkout-routes'))[component],
  );
}

const loadAccountRoutes = () => import('./routes/account-routes');

/** Spec 2 §2: login, registration, password and e-mail pages and the account (one chunk). */
const ACCOUNT_ROUTES: RouteObject[] = [
  lazyRoute('login', 'login', async () => (await loadAccountRoutes()).LoginRoute),
  lazyRoute('register', 'register', async () => (await loadAccountRoutes()).RegisterRoute),
  lazyRoute('register/:optinId', 'optin', async () => (await loadAccountRoutes()).RegisterRoute),
  lazyRoute('optin/:optinId', 'optin', async () => (await loadAccountRoutes()).OptinRoute),
  lazyRoute(
    'reset-password',
    'reset-password',
    async () => (await loadAccountRoutes()).ResetPasswordRoute,
  ),
  lazyRoute(
    'reset-password/:resetId',
    'reset-password',
    async () => (await loadAccountRoutes()).ResetPasswordRoute,
  ),
  lazyRoute('account', 'account', async () => (await loadAccountRoutes()).AccountRoute),
  lazyRoute('mail-update', 'mail-update', async () => (await loadAccountRoutes()).MailUpdateRoute),
  lazyRoute(
    'mail-update/:code',
    'mail-update',
    async () => (await loadAccountRoutes()).MailUpdateRoute,
  ),
  lazyRoute('mail-undo/:code', 'mail-undo', async () => (await loadAccountRoutes()).MailUndoRoute),
  lazyRoute(
    'password-update',
    'password-update',
    async () => (await loadAccountRoutes()).PasswordUpdateRoute,
  ),
  lazyRoute(
    'profile-update',
    'profile-update',
    async () => (await loadAccountRoutes()).ProfileUpdateRoute,
  ),
];

// Everything but the home page loads on demand, so the first visit downloads only the shell.
const PAGE_ROUTES: RouteObject[] = [
  { index: true, Component: HomeRoute, handle: { routeName: 'home' } satisfies RouteHandle },
  lazyRoute('cart', 'cart', async () => (await import('./routes/cart-route')).CartRoute),
  lazyRoute(
    'checkout',
    'checkout',
    async () => (await import('./routes/checkout-route')).CheckoutRoute,
  ),
  checkoutRoute('payment-details', 'payment-details', 'PaymentDetailsRoute'),
  checkoutRoute('payment-details/:orderId', 'payment-details', 'PaymentDetailsRoute'),
  checkoutRoute('review-order', 'review-order', 'ReviewOrderRoute'),
  checkoutRoute('review-order/:orderId', 'review-order', 'ReviewOrderRoute'),
  checkoutRoute('order-complete', 'order-complete', 'OrderCompleteRoute'),
  checkoutRoute('order-complete/:orderId', 'order-complete', 'OrderCompleteRoute'),
  checkoutRoute('order-failed', 'order-failed', 'OrderFailedRoute'),
  checkoutRoute('quote-generated', 'quote-generated', 'QuoteGeneratedRoute'),
  checkoutRoute('redirecting', 'redirecting', 'RedirectingRoute'),
  lazyRoute(
    'order-details/:orderId',
    'order-details',
    async () => (await import('./routes/order-routes')).OrderDetailsRoute,
  ),
  lazyRoute(
    'offer/:token',
    'offer',
    async () => (await import('./routes/order-routes')).OfferRoute,
  ),
  lazyRoute(
    'order-answer/:token',
    'order-answer',
    async () => (await import('./routes/order-routes')).NotPrintableAnswerRoute,
  ),
  lazyRoute(
    'track-order',
    'track-order',
    async () => (await import('./routes/order-routes')).TrackOrderRoute,
  ),
  ...ACCOUNT_ROUTES,
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

/** Pages outside the language subtrees: the staff desk, whose own router answers every path. */
export const ROOT_PAGE_PATHS: readonly string[] = ['/admin/*'];

export const LANGUAGE_PREFIXES: readonly string[] = LANGUAGES.map((language) =>
  language === 'de' ? '' : `/${language}`,
);

function prefixFor(language: Language): string {
  return language === 'de' ? '/' : `/${language}`;
}

/**
 * The operator's desk (issue 25): one lazy import, so none of its code is in the customer's
 * chunks; outside the language subtrees (the desk keeps its own language, de or en) and the shop's
 * layout, header and analytics.
 */
const DESK_ROUTE: RouteObject = {
  path: '/admin/*',
  errorElement: <RouteErrorBoundary />,
  lazy: async () => ({ Component: (await import('./routes/desk-route')).DeskRoute }),
};

/** One subtree per language: German at the root, English under /en, French under /fr. */
export function createRoutes(): RouteObject[] {
  return [
    DESK_ROUTE,
    ...LANGUAGES.map((language) => ({
      path: prefixFor(language),
      Component: RootLayout,
      children: [{ errorElement: <RouteErrorBoundary />, children: PAGE_ROUTES }],
    })),
  ];
}
