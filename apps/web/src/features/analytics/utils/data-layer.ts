export interface PageViewEvent {
  readonly event: 'page_view';
  readonly pagePath: string;
  readonly routeName: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Route parameters that carry a secret link code (opt-in, password reset, e-mail change and its
 * undo): a page view reports the route's pattern there, never the code, so analytics never holds
 * a working link.
 */
const LINK_CODE_PARAMS = ['optinId', 'resetId', 'code'] as const;

/** The path to report: each link-code segment replaced by its parameter name (`/optin/:optinId`). */
export function trackedPagePath(
  pagePath: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const codes = new Map<string, string>();
  for (const name of LINK_CODE_PARAMS) {
    const value = params[name];
    if (value !== undefined && value !== '') codes.set(value, `:${name}`);
  }
  if (codes.size === 0) return pagePath;
  return pagePath
    .split('/')
    .map((segment) => codes.get(safeDecode(segment)) ?? segment)
    .join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Pushes a page view onto the analytics data layer; the tag manager reads it if it was loaded. */
export function pushPageView(pagePath: string, routeName: string, target: Window = window): void {
  target.dataLayer ??= [];
  const event: PageViewEvent = { event: 'page_view', pagePath, routeName };
  target.dataLayer.push(event);
}
