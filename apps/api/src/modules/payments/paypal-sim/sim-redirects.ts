import {
  checkCreateOrder,
  isFailure,
  type CheckedPurchaseUnit,
  type SimFailure,
} from './sim-checks.js';

export interface RedirectUrls {
  readonly returnUrl: string | null;
  readonly cancelUrl: string | null;
}

/** return_url and cancel_url of a create-order body (experience_context or application_context). */
export function returnUrls(body: unknown): RedirectUrls {
  const source = (
    body as { payment_source?: { paypal?: { experience_context?: Record<string, unknown> } } }
  ).payment_source?.paypal?.experience_context;
  const classic = (body as { application_context?: Record<string, unknown> }).application_context;
  const pick = (key: string): string | null => {
    const value = source?.[key] ?? classic?.[key];
    return typeof value === 'string' ? value : null;
  };
  return { returnUrl: pick('return_url'), cancelUrl: pick('cancel_url') };
}

/** True when `url` is an absolute http(s) URL on exactly the shop's origin (scheme, host, port). */
export function isOnShopOrigin(url: string, shopOrigin: string): boolean {
  try {
    const target = new URL(url);
    return (
      (target.protocol === 'https:' || target.protocol === 'http:') &&
      target.origin === new URL(shopOrigin).origin
    );
  } catch {
    return false;
  }
}

/**
 * The simulator sends buyers back only to the shop it serves: a return or cancel URL on another
 * origin is refused at order creation (PayPal's 422 shape), so the approval page can never be an
 * open redirect (issue 23).
 */
export function checkRedirectUrls(urls: RedirectUrls, shopOrigin: string): SimFailure | null {
  for (const [name, url] of [
    ['return_url', urls.returnUrl],
    ['cancel_url', urls.cancelUrl],
  ] as const) {
    if (url === null || isOnShopOrigin(url, shopOrigin)) continue;
    if (!URL.canParse(url))
      return {
        status: 400,
        name: 'INVALID_REQUEST',
        issue: 'INVALID_PARAMETER_SYNTAX',
        description: `${name} must be an absolute URL.`,
      };
    return {
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'REDIRECT_URL_NOT_ALLOWED',
      description: `${name} must be on the shop's own origin (${new URL(shopOrigin).origin}).`,
    };
  }
  return null;
}

/** PayPal's checks of a create-order body, then the redirect URLs' origin. */
export function checkCreateRequest(
  body: unknown,
  shopOrigin: string,
): (CheckedPurchaseUnit & { readonly urls: RedirectUrls }) | SimFailure {
  const checked = checkCreateOrder(body);
  if (isFailure(checked)) return checked;
  const urls = returnUrls(body);
  return checkRedirectUrls(urls, shopOrigin) ?? { ...checked, urls };
}
