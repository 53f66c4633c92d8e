import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadLanguage } from '../../../lib/i18n';
import { localizePath, SWITCHABLE_LANGUAGES, type Language } from '../../../lib/language';

export interface LanguageSwitchProps {
  readonly language: Language;
  /** The current path without language prefix; the switch keeps it. */
  readonly currentPath: string;
}

export function LanguageSwitch({ language, currentPath }: LanguageSwitchProps) {
  const { t } = useTranslation();
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
