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

/** Pushes a page view onto the analytics data layer; the tag manager reads it if it was loaded. */
export function pushPageView(pagePath: string, routeName: string, target: Window = window): void {
  target.dataLayer ??= [];
  const event: PageViewEvent = { event: 'page_view', pagePath, routeName };
  target.dataLayer.push(event);
}
