import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

/** The main navigation's entries, shared by the header (active state) and the footer. */
export function MainNavItems({
  to,
  showsActiveState,
}: {
  readonly to: (path: string) => string;
  readonly showsActiveState: boolean;
}) {
  const { t } = useTranslation();
  const PageLink = showsActiveState ? NavLink : Link;
  return (
    <>
      <li>
        <Link to={{ pathname: to('/'), hash: '#ablauf' }}>{t('shell.nav.howItWorks')}</Link>
      </li>
      <li>
        <Link to={{ pathname: to('/'), hash: '#materialien' }}>{t('shell.nav.materials')}</Link>
      </li>
      <li>
        <PageLink to={to('/produktion/tipps-und-tricks-im-3d-druck')}>
          {t('shell.nav.guidelines')}
        </PageLink>
      </li>
      <li>
        <PageLink to={to('/kontakt')}>{t('shell.nav.contact')}</PageLink>
      </li>
    </>
  );
}
