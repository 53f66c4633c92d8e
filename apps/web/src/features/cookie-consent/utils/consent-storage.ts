/** Cookie preferences as stored in localStorage under `cookies` (spec 1 §3). */
export interface CookieConsent {
  readonly essentialCookies: true;
  readonly statisticCookies: boolean;
  readonly marketingCookies: boolean;
}

export const COOKIE_CONSENT_STORAGE_KEY = 'cookies';

export const NO_OPTIONAL_COOKIES: CookieConsent = {
  essentialCookies: true,
  statisticCookies: false,
  marketingCookies: false,
};

/** The stored choice, or null when nothing (or something unreadable) is stored. */
export function readStoredConsent(storage: Storage): CookieConsent | null {
  const raw = storage.getItem(COOKIE_CONSENT_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { statisticCookies, marketingCookies } = value as Record<string, unknown>;
    if (typeof statisticCookies !== 'boolean' || typeof marketingCookies !== 'boolean') return null;
    return { essentialCookies: true, statisticCookies, marketingCookies };
  } catch {
    return null;
  }
}

export function writeStoredConsent(storage: Storage, consent: CookieConsent): void {
  storage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(consent));
}

export function removeStoredConsent(storage: Storage): void {
  storage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
}
