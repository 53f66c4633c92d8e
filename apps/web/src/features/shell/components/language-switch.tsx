import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isLanguageLoaded, loadLanguage } from '../../../lib/i18n';
import { localizePath, SWITCHABLE_LANGUAGES, type Language } from '../../../lib/language';

export interface LanguageSwitchProps {
  readonly language: Language;
  /** The current path without language prefix; the switch keeps it. */
  readonly currentPath: string;
}

/** A plain left click the app handles itself (not a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function LanguageSwitch({ language, currentPath }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The page changes language only once the texts are there: switching before would render
  // nothing while they load and so unmount the page with every form and what was typed in it
  // (issue 24 item 4). Until then the page stays as it is, in the old language.
  function switchWhenLoaded(event: MouseEvent, option: Language, to: string): void {
    if (isLanguageLoaded(option) || !isPlainClick(event)) return;
    event.preventDefault();
    void loadLanguage(option).then(() => navigate(to));
  }
  return (
    <nav className="language-switch" aria-label={t('shell.languageSwitch')}>
      <ul>
        {SWITCHABLE_LANGUAGES.map((option) => (
          <li key={option}>
            <Link
              to={localizePath(currentPath, option)}
              hrefLang={option}
              lang={option}
              aria-current={option === language ? 'true' : undefined}
              className="language-switch__link"
              // The texts of the other language are a separate chunk: fetched at the first sign
              // of intent, the switch rarely has to wait for them.
              onPointerEnter={() => void loadLanguage(option)}
              onFocus={() => void loadLanguage(option)}
              onClick={(event) =>
                switchWhenLoaded(event, option, localizePath(currentPath, option))
              }
            >
              {/* Visible code first, the name for screen readers after it: the link's name
                  contains what is seen (axe label-content-name-mismatch). */}
              {option.toUpperCase()}
              <span className="visually-hidden"> {t(`languages.${option}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
