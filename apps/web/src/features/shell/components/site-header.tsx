import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCart, IconUser } from '../../../components/icons';
import { localizePath, type Language } from '../../../lib/language';
import { BrandLogo } from './brand-logo';
import { CustomerTypeSwitch } from './customer-type-switch';
import { LanguageSwitch } from './language-switch';
import { MainNavItems } from './main-nav-items';
import { MobileMenu } from './mobile-menu';

export interface SiteHeaderProps {
  readonly language: Language;
  readonly currentPath: string;
  readonly cartItemCount: number;
  readonly isLoggedIn: boolean;
  readonly isBusinessCustomer: boolean;
  /** The signed-in account is a verified company: the customer type stays business. */
  readonly isCustomerTypeLocked?: boolean;
  readonly onCustomerTypeChange: (isBusinessCustomer: boolean) => void;
  /** The logo resets the order process before it navigates home. */
  readonly onLogoClick: () => void;
  readonly onLogout: () => void;
  /** The upload control, or null while an order is ongoing. */
  readonly uploadAction: ReactNode;
}

export function SiteHeader(props: SiteHeaderProps) {
  const { t } = useTranslation();
  const { language } = props;
  const to = (path: string) => localizePath(path, language);
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <CustomerTypeSwitch
            isBusinessCustomer={props.isBusinessCustomer}
            onChange={props.onCustomerTypeChange}
            isLocked={props.isCustomerTypeLocked === true}
          />
          <LanguageSwitch language={language} currentPath={props.currentPath} />
        </div>
      </div>
      <div className="container mainbar">
        {/* The link's name starts with the visible word mark (axe label-content-name-mismatch). */}
        <Link to={to('/')} className="mainbar__logo" onClick={props.onLogoClick}>
          <BrandLogo />
          <span className="visually-hidden"> – {t('shell.logoLabel')}</span>
        </Link>
        <nav className="mainnav" aria-label={t('shell.mainNav')}>
          <ul>
            <MainNavItems to={to} showsActiveState={true} />
          </ul>
        </nav>
        <div className="mainbar__actions">
          {props.uploadAction}
          <Link
            to={to(props.isLoggedIn ? '/account' : '/login')}
            className="icon-link mainbar__account"
            aria-label={props.isLoggedIn ? t('shell.account') : t('shell.login')}
          >
            <IconUser width="24" height="24" />
          </Link>
          {props.isLoggedIn && (
            <button
              type="button"
              className="button button--link mainbar__logout"
              onClick={props.onLogout}
            >
              {t('shell.logout')}
            </button>
          )}
          <Link
            to={to('/cart')}
            className="icon-link cart-link"
            aria-label={t('shell.cartWithCount', { count: props.cartItemCount })}
          >
            <IconCart width="24" height="24" />
            <span className="cart-link__count" aria-hidden="true" data-testid="cart-count">
              {props.cartItemCount}
            </span>
          </Link>
          <MobileMenu
            language={language}
            currentPath={props.currentPath}
            cartItemCount={props.cartItemCount}
            isLoggedIn={props.isLoggedIn}
            onLogout={props.onLogout}
          />
        </div>
      </div>
    </header>
  );
}
