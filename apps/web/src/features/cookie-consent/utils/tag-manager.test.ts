import { afterEach, describe, expect, it } from 'vitest';
import type { CookieConsent } from './consent-storage';
import {
  loadTagManagerIfAllowed,
  shouldLoadTagManager,
  TAG_MANAGER_SCRIPT_ID,
} from './tag-manager';

const URL = 'https://tags.example.test/gtm.js?id=GTM-TEST';

function consentOf(statisticCookies: boolean, marketingCookies: boolean): CookieConsent {
  return { essentialCookies: true, statisticCookies, marketingCookies };
}

function injectedScripts(): HTMLScriptElement[] {
  return Array.from(
    document.querySelectorAll<HTMLScriptElement>(`script#${TAG_MANAGER_SCRIPT_ID}`),
  );
}

describe('analytics tag loads only with statistics AND marketing consent (spec 1 §4)', () => {
  afterEach(() => injectedScripts().forEach((script) => script.remove()));

  it.each([
    [null, false],
    [consentOf(false, false), false],
    [consentOf(true, false), false],
    [consentOf(false, true), false],
    [consentOf(true, true), true],
  ] as const)('consent %j → load %s', (consent, expected) => {
    expect(shouldLoadTagManager(consent)).toBe(expected);
    loadTagManagerIfAllowed(consent, URL);
    expect(injectedScripts()).toHaveLength(expected ? 1 : 0);
  });

  it('injects an async script with the configured URL, once', () => {
    loadTagManagerIfAllowed(consentOf(true, true), URL);
    loadTagManagerIfAllowed(consentOf(true, true), URL);
    const scripts = injectedScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe(URL);
    expect(scripts[0]!.async).toBe(true);
  });

  it('loads nothing when no URL is configured', () => {
    expect(loadTagManagerIfAllowed(consentOf(true, true), '')).toBe(false);
    expect(injectedScripts()).toHaveLength(0);
  });
});
