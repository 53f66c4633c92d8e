import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, type Language } from '../../../lib/language';
import { useContentNavigation } from '../../../lib/server-state/content-navigation';
import { NEWSLETTER_HASH } from '../../../lib/modal-hashes';
import { BrandLogo } from './brand-logo';
import { MainNavItems } from './main-nav-items';

export interface SiteFooterProps {
  readonly language: Language;
  readonly year: number;
}

export function SiteFooter({ language, year }: SiteFooterProps) {
  const { t } = useTranslation();
  const to = (path: string) => localizePath(path, language);
  // The legal list is the content service's footer-right navigation; until it has answered
  // (and in the pre-rendered home page) the same pages from here.
  const legalPages = useContentNavigation(language).data?.footerRight ?? [
    { title: t('footer.terms'), link: to('/agb') },
    { title: t('footer.imprint'), link: to('/impressum') },
    { title: t('footer.disclaimer'), link: to('/disclaimer') },
    { title: t('footer.privacy'), link: to('/datenschutz') },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <BrandLogo />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-left">
          <h2 id="footer-left" className="site-footer__title">
            {t('footer.leftTitle')}
          </h2>
          <ul>
            <MainNavItems to={to} showsActiveState={false} />
          </ul>
        </nav>
        <nav aria-labelledby="footer-right">
          <h2 id="footer-right" className="site-footer__title">
            {t('footer.rightTitle')}
          </h2>
          <ul>
            <li>
              <Link to={to('/cart')}>{t('shell.cart')}</Link>
            </li>
            <li>
              <Link to={to('/account')}>{t('shell.account')}</Link>
            </li>
            <li>
              <Link to={to('/login')}>{t('shell.login')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__legal">
        <div className="container site-footer__legal-inner">
          <p>{t('footer.copyright', { year })}</p>
          <nav aria-label={t('footer.legal')}>
            <ul>
              {legalPages.map((item) => (
                <li key={item.link}>
                  <Link to={item.link}>{item.title}</Link>
                </li>
              ))}
              <li>
                <Link to={{ hash: NEWSLETTER_HASH }} preventScrollReset>
                  {t('footer.newsletter')}
                </Link>
              </li>
              <li>
                <Link to={{ hash: '#cookie-consent' }} preventScrollReset>
                  {t('footer.cookieSettings')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
