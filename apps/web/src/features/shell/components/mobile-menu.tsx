import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconClose } from '../../../components/icons';
import { localizePath, type Language } from '../../../lib/language';
import { LanguageSwitch } from './language-switch';
import { MainNavItems } from './main-nav-items';

const FOCUSABLE = 'a[href], button:not([disabled])';

export interface MobileMenuProps {
  readonly language: Language;
  readonly currentPath: string;
  readonly cartItemCount: number;
  readonly isLoggedIn: boolean;
  /** Signs out (shown when signed in: on phones the header has no room for the word). */
  readonly onLogout?: () => void;
}

/**
 * The menu of phones and tablets (the main navigation is hidden below 1024 px): a disclosure
 * button (aria-expanded) opens a panel with the navigation, language, account and cart. Tab stays
 * inside while it is open, Escape closes it and focus returns to the button; a navigation closes it.
 */
export function MobileMenu({
  language,
  currentPath,
  cartItemCount,
  isLoggedIn,
  onLogout,
}: MobileMenuProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const to = (path: string) => localizePath(path, language);

  // Any navigation (a link in the panel, back/forward) closes the menu.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    if (isOpen) setOpen(false);
  }

  useEffect(() => {
    if (isOpen) panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [isOpen]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [
      button.current,
      ...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE),
    ].filter((element): element is HTMLElement => element !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="mobile-menu" onKeyDown={isOpen ? onKeyDown : undefined}>
      <button
        ref={button}
        type="button"
        className="button button--secondary mobile-menu__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? close() : setOpen(true))}
      >
        {isOpen ? (
          <IconClose width="20" height="20" />
        ) : (
          <span className="mobile-menu__bars" aria-hidden="true" />
        )}
        <span className="mobile-menu__label">{t('shell.menu')}</span>
      </button>
      <div ref={panel} id={panelId} className="mobile-menu__panel" hidden={!isOpen}>
        <nav aria-label={t('shell.mainNav')}>
          <ul className="mobile-menu__list">
            <MainNavItems to={to} showsActiveState={true} />
          </ul>
        </nav>
        <ul className="mobile-menu__list mobile-menu__list--secondary">
          <li>
            <Link to={to(isLoggedIn ? '/account' : '/login')}>
              {isLoggedIn ? t('shell.account') : t('shell.login')}
            </Link>
          </li>
          {isLoggedIn && onLogout !== undefined && (
            <li>
              <button type="button" className="mobile-menu__action" onClick={onLogout}>
                {t('shell.logout')}
              </button>
            </li>
          )}
          <li>
            <Link to={to('/cart')}>{t('shell.cartWithCount', { count: cartItemCount })}</Link>
          </li>
        </ul>
        <LanguageSwitch language={language} currentPath={currentPath} />
      </div>
    </div>
  );
}
