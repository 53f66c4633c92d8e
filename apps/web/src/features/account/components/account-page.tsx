import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuthStatus } from '../../../lib/server-state/auth-status';
import { useLocalizePath } from '../../../lib/use-route-language';
import { useAccountText } from '../texts';
import { AccountPrivacy } from './account-privacy';
import { AccountSection } from './account-section';
import { CustomerDataForm } from './customer-data-form';
import { SessionsList } from './sessions-list';

const CARDS = [
  ['/mail-update', 'email', 'emailLead'],
  ['/password-update', 'password', 'passwordLead'],
  ['/profile-update', 'address', 'addressLead'],
] as const;

/**
 * /account (spec 2 §2): link cards for e-mail, password and address, the order history, the
 * customer data with billing and shipping address, and the active sessions. Rendered inside
 * the route guard, so the account details are there. Last, the data download and the account's
 * deletion. The order history is the orders feature's,
 * composed in by the route.
 */
export function AccountPage({ orderHistory }: { readonly orderHistory: ReactNode }) {
  const t = useAccountText();
  const to = useLocalizePath();
  const status = useAuthStatus();
  if (status.data?.isLoggedIn !== true) return <p role="status">{t('account.loading')}</p>;
  const { details } = status.data;
  return (
    <AccountSection title={t('account.title')} lead={t('account.lead')}>
      <p className="account-page__greeting">
        {t('account.greeting', { username: details.username })}
        {details.billingInformation.isVerifiedCompany && (
          <span className="account-badge">{t('account.business')}</span>
        )}
      </p>
      <ul className="account-cards">
        {CARDS.map(([path, title, lead]) => (
          <li key={path}>
            <Link className="account-card account-card--link" to={to(path)}>
              <span className="account-card__title">{t(`account.cards.${title}`)}</span>
              <span className="account-card__lead">{t(`account.cards.${lead}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {orderHistory}
      <section className="account-section">
        <CustomerDataForm details={details} headingLevel="h2" title={t('account.customer.title')} />
      </section>
      <SessionsList />
      <AccountPrivacy />
    </AccountSection>
  );
}

/** /profile-update: the customer data form on its own page (spec 2 §2). */
export function ProfileUpdatePage() {
  const t = useAccountText();
  const status = useAuthStatus();
  if (status.data?.isLoggedIn !== true) return <p role="status">{t('account.loading')}</p>;
  return (
    <AccountSection title={t('profileUpdate.title')} lead={t('profileUpdate.lead')}>
      <CustomerDataForm
        details={status.data.details}
        headingLevel="h2"
        title={t('account.customer.title')}
      />
    </AccountSection>
  );
}
