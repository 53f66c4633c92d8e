import { createContext, useContext, type ReactNode } from 'react';

/**
 * The contact form a content page shows in its `form_contact` element. The form belongs to the
 * forms feature, which this feature may not import: the route (src/app) hands it in.
 */
const ContactFormContext = createContext<ReactNode>(null);

export function ContactFormProvider({
  form,
  children,
}: {
  readonly form: ReactNode;
  readonly children: ReactNode;
}) {
  return <ContactFormContext value={form}>{children}</ContactFormContext>;
}

export function useContactForm(): ReactNode {
  return useContext(ContactFormContext);
}
