import './account.css';
import type { ReactNode } from 'react';
import { FieldErrorTexts } from '../../../components/field-error-texts';
import { useAccountText } from '../texts';
import { describeFieldError } from '../utils/field-error';

export interface FormMessageProps {
  readonly tone: 'success' | 'danger' | 'info';
  readonly children: ReactNode;
}

/**
 * An outcome shown in the page (a failed login, a sent link): errors as alerts, the others as
 * polite status messages, so screen readers hear them without losing focus.
 */
export function FormMessage({ tone, children }: FormMessageProps) {
  return (
    <div
      className={`account-message account-message--${tone}`}
      role={tone === 'danger' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}

/**
 * A one-column page of the account area with its heading and lead. Its forms' errors are the
 * auth contracts' codes, translated here for every field inside.
 */
export function AccountSection({
  title,
  lead,
  children,
}: {
  readonly title: string;
  readonly lead?: string;
  readonly children: ReactNode;
}) {
  const t = useAccountText();
  return (
    <section className="account-page container">
      <h1 className="account-page__title">{title}</h1>
      {lead && <p className="account-page__lead">{lead}</p>}
      <FieldErrorTexts describe={(error, maxLength) => describeFieldError(t, error, maxLength)}>
        {children}
      </FieldErrorTexts>
    </section>
  );
}
