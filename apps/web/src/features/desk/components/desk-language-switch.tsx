import { DESK_LANGUAGES, useDeskLanguage } from '../utils/desk-language';
import { useDeskText } from '../texts';

/** DE | EN: the desk's language, kept in the browser. */
export function DeskLanguageSwitch() {
  const t = useDeskText();
  const { language, setLanguage } = useDeskLanguage();
  return (
    <div className="desk-language" role="group" aria-label={t('common.language')}>
      {DESK_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          className="desk-language__option"
          aria-pressed={option === language}
          lang={option}
          onClick={() => setLanguage(option)}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
