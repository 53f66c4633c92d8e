import { useLocation } from 'react-router';
import { localizePath, splitLanguagePath, type Language } from './language';

/** The language of the current URL and the path without its prefix. */
export function useRouteLanguage(): { language: Language; path: string } {
  return splitLanguagePath(useLocation().pathname);
}

/** Returns a function that prefixes app paths for the current URL's language. */
export function useLocalizePath(): (path: string) => string {
  const { language } = useRouteLanguage();
  return (path) => localizePath(path, language);
}
