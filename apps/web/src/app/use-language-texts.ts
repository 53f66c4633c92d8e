import { useEffect, useState } from 'react';
import { isLanguageLoaded, loadLanguage } from '../lib/i18n';
import type { Language } from '../lib/language';

/**
 * Whether the page can render in this language: German always can; English and French are
 * chunks that main.tsx loads before the first render and the language switch on hover or focus.
 * When they are missing, loads them and re-renders the caller once the attempt is over (after a
 * failed download the page shows the German fallback texts rather than nothing).
 */
export function useLanguageTexts(language: Language): boolean {
  const [attemptedLanguage, setAttemptedLanguage] = useState<Language | null>(null);
  const hasTexts = isLanguageLoaded(language) || attemptedLanguage === language;
  useEffect(() => {
    if (hasTexts) return undefined;
    let isCurrent = true;
    void loadLanguage(language).then(() => {
      if (isCurrent) setAttemptedLanguage(language);
    });
    return () => {
      isCurrent = false;
    };
  }, [language, hasTexts]);
  return hasTexts;
}
