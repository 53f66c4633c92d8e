import type { CookieConsent } from './consent-storage';

export const TAG_MANAGER_SCRIPT_ID = 'tag-manager-script';

/** The analytics tag may load only with both statistics and marketing consent (spec 1 §4). */
export function shouldLoadTagManager(consent: CookieConsent | null): boolean {
  return consent !== null && consent.statisticCookies && consent.marketingCookies;
}

/**
 * Injects the tag-manager script once, and only when the consent allows it and a URL is
 * configured. Returns whether the script is (now) present in the document.
 */
export function loadTagManagerIfAllowed(
  consent: CookieConsent | null,
  scriptUrl: string,
  doc: Document = document,
): boolean {
  if (!shouldLoadTagManager(consent) || scriptUrl === '') return false;
  if (doc.getElementById(TAG_MANAGER_SCRIPT_ID)) return true;
  const script = doc.createElement('script');
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.src = scriptUrl;
  doc.head.appendChild(script);
  return true;
}
