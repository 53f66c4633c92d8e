import { useNavigate } from 'react-router';
import { FilePickerButton } from '../../components/file-picker-button';
import { IconUpload } from '../../components/icons';
import { CartPage } from '../../features/cart/components/cart-page';
import { UPLOAD_ACCEPT } from '../../lib/config';
import { localizePath } from '../../lib/language';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRouteLanguage } from '../../lib/use-route-language';
import { useSessionStore } from '../../stores/session-store';
import { useOrderProcessStore } from '../../stores/order-process-store';
import { cart as de } from '../../locales/de/cart';
import { cart as en } from '../../locales/en/cart';
import { cart as fr } from '../../locales/fr/cart';
import { requestUpload } from '../../features/upload/request-upload';

const TITLES = { de: de.title, en: en.title, fr: fr.title } as const;
const ANOTHER = { de: de.another, en: en.another, fr: fr.another } as const;

/** /cart: the cart page, with the upload of another file composed in from the upload feature. */
export function CartRoute() {
  const { language } = useRouteLanguage();
  const navigate = useNavigate();
  useDocumentTitle(TITLES[language]);
  const anotherFileAction = (
    <FilePickerButton
      accept={UPLOAD_ACCEPT}
      className="button button--secondary"
      onFileChosen={(file) => {
        void navigate(localizePath('/', language));
        void requestUpload({ kind: 'file', file, isFromButton: true }, language);
      }}
    >
      <IconUpload />
      {ANOTHER[language]}
    </FilePickerButton>
  );
  return (
    <CartPage
      language={language}
      anotherFileAction={anotherFileAction}
      onNextStep={() => {
        useOrderProcessStore.getState().setCheckoutOpen(false);
        // Spec 1 §6: anonymous customers log in (or register) first.
        const target = useSessionStore.getState().isLoggedIn ? '/payment-details' : '/login';
        void navigate(localizePath(target, language));
      }}
    />
  );
}
