import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useSignOut, useStaffMe, type StaffMe } from '../api/staff-session';
import { useDeskText } from '../texts';
import { signInPath } from '../utils/desk-paths';
import { DeskLanguageSwitch } from './desk-language-switch';

/** What each role finds in the navigation (the API checks the same on every route). */
export function deskNavigation(role: StaffMe['role']) {
  return {
    audit: role === 'owner',
    staff: role === 'owner',
    customers: role === 'owner' || role === 'office',
    mailTemplates: role === 'owner' || role === 'office',
    vouchers: role === 'owner' || role === 'office',
    accounting: role === 'owner' || role === 'office',
    payments: role === 'owner' || role === 'office',
    reminders: role === 'owner' || role === 'office',
    catalogue: role === 'owner',
  };
}

/** The desk's frame: who is signed in, sign-out (here or everywhere), navigation, the page. */
export function DeskShell() {
  const t = useDeskText();
  const { data: me } = useStaffMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);
  if (!me) return null;
  const nav = deskNavigation(me.role);

  const leave = async (everywhere: boolean) => {
    if (everywhere && !window.confirm(t('shell.signOutEverywhereConfirm'))) return;
    setIsSigningOut(true);
    try {
      await signOut(everywhere);
    } catch {
      // The session is gone either way: the sign-in page follows.
    }
    await navigate(signInPath('/admin/orders', 'signedOut'), { replace: true });
  };

  return (
    <>
      <a className="desk-skip" href="#desk-main">
        {t('shell.skipToContent')}
      </a>
      <header className="desk-header">
        <p className="desk-header__brand">{t('common.appName')}</p>
        <nav className="desk-nav" aria-label={t('shell.nav')}>
          <NavLink to="/admin/orders" className="desk-nav__link">
            {t('shell.orders')}
          </NavLink>
          {nav.customers && (
            <NavLink to="/admin/customers" className="desk-nav__link">
              {t('shell.customers')}
            </NavLink>
          )}
          {nav.payments && (
            <NavLink to="/admin/payments" className="desk-nav__link">
              {t('payments.nav')}
            </NavLink>
          )}
          {nav.reminders && (
            <NavLink to="/admin/reminders" className="desk-nav__link">
              {t('reminders.nav')}
            </NavLink>
          )}
          {nav.staff && (
            <NavLink to="/admin/staff" className="desk-nav__link">
              {t('staff.nav')}
            </NavLink>
          )}
          {nav.audit && (
            <NavLink to="/admin/audit" className="desk-nav__link">
              {t('shell.audit')}
            </NavLink>
          )}
          {nav.accounting && (
            <NavLink to="/admin/accounting" className="desk-nav__link">
              {t('accounting.nav')}
            </NavLink>
          )}
          {nav.mailTemplates && (
            <NavLink to="/admin/mail-templates" className="desk-nav__link">
              {t('shell.mailTemplates')}
            </NavLink>
          )}
          {nav.catalogue && (
            <NavLink to="/admin/catalogue" className="desk-nav__link">
              {t('priceSets.nav')}
            </NavLink>
          )}
          {nav.vouchers && (
            <NavLink to="/admin/vouchers" className="desk-nav__link">
              {t('vouchers.nav')}
            </NavLink>
          )}
        </nav>
        <div className="desk-header__user">
          <span className="desk-header__name">
            {me.name} <span className="desk-badge">{t(`shell.role.${me.role}`)}</span>
          </span>
          <DeskLanguageSwitch />
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={isSigningOut}
            onClick={() => void leave(false)}
          >
            {t('shell.signOut')}
          </button>
          <button
            type="button"
            className="button button--link button--small"
            disabled={isSigningOut}
            onClick={() => void leave(true)}
          >
            {t('shell.signOutEverywhere')}
          </button>
        </div>
      </header>
      <main className="desk-main" id="desk-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
