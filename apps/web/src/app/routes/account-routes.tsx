import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AccountPage, ProfileUpdatePage } from '../../features/account/components/account-page';
import { LoginPage } from '../../features/account/components/login-page';
import {
  MailUpdateConfirmation,
  MailUpdatePage,
} from '../../features/account/components/mail-update-page';
import { MailUndoConfirmation } from '../../features/account/components/mail-undo-page';
import { OptinConfirmation } from '../../features/account/components/optin-confirmation';
import { PasswordUpdatePage } from '../../features/account/components/password-update-page';
import { RegisterPage } from '../../features/account/components/register-page';
import { RequireLogin } from '../../features/account/components/require-login';
import { ResetPasswordPage } from '../../features/account/components/reset-password-page';
import { ResetRequestPage } from '../../features/account/components/reset-request-page';
import { useAccountText, type AccountText } from '../../features/account/texts';
import { OrderHistory } from '../../features/orders';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRouteLanguage } from '../../lib/use-route-language';

/** Sets the page title from the account texts and renders the page (spec 2 §2 routes). */
function Titled({
  title,
  children,
}: {
  readonly title: (t: AccountText) => string;
  readonly children: ReactNode;
}) {
  const t = useAccountText();
  useDocumentTitle(title(t));
  return children;
}

export function LoginRoute() {
  return (
    <Titled title={(t) => t('login.title')}>
      <LoginPage />
    </Titled>
  );
}

/** /register, and /register/:optinId which confirms the opt-in like /optin/:optinId. */
export function RegisterRoute() {
  const { optinId } = useParams();
  return optinId ? (
    <OptinRoute />
  ) : (
    <Titled title={(t) => t('register.title')}>
      <RegisterPage />
    </Titled>
  );
}

export function OptinRoute() {
  const { optinId = '' } = useParams();
  return (
    <Titled title={(t) => t('optin.title')}>
      <OptinConfirmation optinId={optinId} />
    </Titled>
  );
}

/** /reset-password requests a link; /reset-password/:resetId sets the new password. */
export function ResetPasswordRoute() {
  const { resetId } = useParams();
  return resetId ? (
    <Titled title={(t) => t('resetPassword.title')}>
      <ResetPasswordPage key={resetId} resetId={resetId} />
    </Titled>
  ) : (
    <Titled title={(t) => t('resetRequest.title')}>
      <ResetRequestPage />
    </Titled>
  );
}

export function AccountRoute() {
  const { language } = useRouteLanguage();
  return (
    <Titled title={(t) => t('account.title')}>
      <RequireLogin>
        <AccountPage orderHistory={<OrderHistory language={language} />} />
      </RequireLogin>
    </Titled>
  );
}

/** /mail-update needs a login; /mail-update/:code (the mailed link) confirms without one. */
export function MailUpdateRoute() {
  const { code } = useParams();
  return (
    <Titled title={(t) => t('mailUpdate.title')}>
      {code ? (
        <MailUpdateConfirmation code={code} />
      ) : (
        <RequireLogin>
          <MailUpdatePage />
        </RequireLogin>
      )}
    </Titled>
  );
}

/** /mail-undo/:code, the link mailed to the previous address: works without a login. */
export function MailUndoRoute() {
  const { code = '' } = useParams();
  return (
    <Titled title={(t) => t('mailUndo.title')}>
      <MailUndoConfirmation code={code} />
    </Titled>
  );
}

export function PasswordUpdateRoute() {
  return (
    <Titled title={(t) => t('passwordUpdate.title')}>
      <RequireLogin>
        <PasswordUpdatePage />
      </RequireLogin>
    </Titled>
  );
}

export function ProfileUpdateRoute() {
  return (
    <Titled title={(t) => t('profileUpdate.title')}>
      <RequireLogin>
        <ProfileUpdatePage />
      </RequireLogin>
    </Titled>
  );
}
