import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { usePageViewTracking } from '../features/analytics/hooks/use-page-view-tracking';
import { trackedPagePath } from '../features/analytics/utils/data-layer';
import { useSessionStore } from '../stores/session-store';
import { useAccountSync } from '../features/account/hooks/use-account-sync';
import { useSignOut } from '../features/account/hooks/use-sign-out';
import { useCart } from '../lib/server-state/cart';
import {
  COOKIE_CONSENT_HASH,
  useCookieConsentTriggers,
} from '../features/cookie-consent/hooks/use-cookie-consent-triggers';
import { useTagManager } from '../features/cookie-consent/hooks/use-tag-manager';
import { useConsentStore } from '../features/cookie-consent/stores/consent-store';
import { useOrderProcessStore } from '../stores/order-process-store';
import { SnackbarHost } from '../features/notifications/components/snackbar-host';
import { usePreferencesStore } from '../stores/preferences-store';
import { SiteFooter } from '../features/shell/components/site-footer';
import { SiteHeader } from '../features/shell/components/site-header';
import {
  markWelcomeSeen,
  shouldShowWelcome,
  withoutWelcomeParam,
} from '../features/welcome/utils/welcome-storage';
import { useRouteFocus } from '../features/shell/hooks/use-route-focus';
import { isFormModalHash } from '../lib/modal-hashes';
import {
  MARKETPLACE_URL,
  TAG_MANAGER_URL,
  WELCOME_DISCOUNT_PERCENT,
  WELCOME_VOUCHER_CODE,
} from '../lib/config';
import { splitLanguagePath, type Language } from '../lib/language';
import { useIsHydrated } from '../lib/use-is-hydrated';
import type { RouteHandle } from './routes';
import { PageScrollRestoration } from './page-scroll-restoration';
import { UploadAction } from './upload-action';
import { isPanelVisible } from '../features/order-process/utils/panel-visibility';
import { useLanguageTexts } from './use-language-texts';
import { useStartupActions } from './use-startup-actions';

// The dialogs open after hydration at the earliest (they depend on this browser's storage), so
// their code loads when one opens, not with the first screen.
const CookieConsentDialog = lazy(async () => ({
  default: (await import('../features/cookie-consent/components/cookie-consent-dialog'))
    .CookieConsentDialog,
}));
const WelcomeModal = lazy(async () => ({
  default: (await import('../features/welcome/components/welcome-modal')).WelcomeModal,
}));

// The forms' modals (#newsletter, #ustid) load when one opens.
const FormModals = lazy(async () => ({
  default: (await import('../features/forms/components/form-modals')).FormModals,
}));

// The panel (and the upload code with it) loads only once an order is ongoing.
const OrderProcessSlot = lazy(async () => ({
  default: (await import('./order-process-slot')).OrderProcessSlot,
}));

function useLanguageSync(language: Language): void {
  const { i18n } = useTranslation();
  // Before paint, so a page never flashes in the previous language.
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
}

function useTrackedRoute(): {
  readonly routeName: string;
  readonly params: Readonly<Record<string, string | undefined>>;
} {
  const matches = useMatches();
  const params = matches.at(-1)?.params ?? {};
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as Partial<RouteHandle> | undefined;
    if (typeof handle?.routeName === 'string') return { routeName: handle.routeName, params };
  }
  return { routeName: 'unknown', params };
}

/**
 * The next steps' pages are fetched while the customer is on the step before, so "to checkout"
 * and "continue as guest" show the next form at once instead of leaving the old page up (and
 * typeable) while a slow network downloads it (issue 24 point 1).
 */
const NEXT_STEP_PAGES: Readonly<Record<string, readonly (() => Promise<unknown>)[]>> = {
  cart: [() => import('./routes/account-routes'), () => import('./routes/checkout-routes')],
  login: [() => import('./routes/checkout-routes')],
};

function usePreloadNextSteps(routeName: string): void {
  useEffect(() => {
    for (const load of NEXT_STEP_PAGES[routeName] ?? []) load().catch(() => undefined);
  }, [routeName]);
}

/** The app shell around every page, rendered once the URL's language has its texts. */
export function RootLayout() {
  const { language } = splitLanguagePath(useLocation().pathname);
  return useLanguageTexts(language) ? <Shell /> : null;
}

/** Header, main, footer, notifications and dialogs. */
function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { language, path } = splitLanguagePath(location.pathname);
  useLanguageSync(language);
  const route = useTrackedRoute();
  usePageViewTracking(trackedPagePath(location.pathname, route.params), route.routeName);
  usePreloadNextSteps(route.routeName);
  useCookieConsentTriggers(location.hash);
  useTagManager(TAG_MANAGER_URL);
  useStartupActions(language);
  const { isVerifiedCompany } = useAccountSync();
  const signOut = useSignOut();
  // Before the cart query answers (and in the pre-rendered HTML) the badge shows no items.
  const cartItemCount = useCart().items.length;
  const isPanelShown = useOrderProcessStore((state) =>
    isPanelVisible({ step: state.step, isCheckoutOpen: state.isCheckoutOpen, path }),
  );

  const isConsentOpen = useConsentStore((state) => state.isDialogOpen);
  const [isWelcomeOpen, setWelcomeOpen] = useState(() =>
    shouldShowWelcome(location.search, localStorage),
  );
  useRouteFocus(location.pathname, location.hash, isPanelShown);
  // The pre-rendered HTML has no welcome notice; it opens right after hydration.
  const isHydrated = useIsHydrated();
  // A mark for the browser tests: from here on links navigate inside the app (before it, a click
  // on the pre-rendered HTML loads the next page from the server).
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isBusinessCustomer = usePreferencesStore((state) => state.isBusinessCustomer);
  const setBusinessCustomer = usePreferencesStore((state) => state.setBusinessCustomer);

  function clearConsentHash() {
    if (location.hash === COOKIE_CONSENT_HASH) {
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, preventScrollReset: true },
      );
    }
  }

  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipLink')}
      </a>
      <SiteHeader
        language={language}
        currentPath={path}
        cartItemCount={cartItemCount}
        isLoggedIn={isLoggedIn}
        isBusinessCustomer={isBusinessCustomer}
        isCustomerTypeLocked={isVerifiedCompany}
        onCustomerTypeChange={setBusinessCustomer}
        onLogoClick={() => useOrderProcessStore.getState().resetOrderProcess()}
        onLogout={() => void signOut()}
        uploadAction={<UploadAction language={language} />}
      />
      {isPanelShown && (
        <Suspense fallback={null}>
          <OrderProcessSlot language={language} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter language={language} year={new Date().getFullYear()} />
      <SnackbarHost />
      {isConsentOpen && (
        <Suspense fallback={null}>
          <CookieConsentDialog onClosed={clearConsentHash} />
        </Suspense>
      )}
      {isHydrated && !isConsentOpen && !isWelcomeOpen && isFormModalHash(location.hash) && (
        <Suspense fallback={null}>
          <FormModals
            hash={location.hash}
            onClose={() =>
              void navigate(
                { pathname: location.pathname, search: location.search },
                { replace: true, preventScrollReset: true },
              )
            }
          />
        </Suspense>
      )}
      {isHydrated && !isConsentOpen && isWelcomeOpen && (
        <Suspense fallback={null}>
          <WelcomeModal
            voucherCode={WELCOME_VOUCHER_CODE}
            discountPercent={WELCOME_DISCOUNT_PERCENT}
            marketplaceUrl={MARKETPLACE_URL}
            onClose={() => {
              markWelcomeSeen(localStorage);
              setWelcomeOpen(false);
              void navigate(
                {
                  pathname: location.pathname,
                  search: withoutWelcomeParam(location.search),
                  hash: location.hash,
                },
                { replace: true, preventScrollReset: true },
              );
            }}
          />
        </Suspense>
      )}
      {import.meta.env.DEV && <span className="dev-badge">{t('shell.devBadge')}</span>}
      <PageScrollRestoration />
    </>
  );
}
