import { useNavigate } from 'react-router';
import { FilePickerButton } from '../../components/file-picker-button';
import { IconUpload } from '../../components/icons';
import { CartPage } from '../../features/cart/components/cart-page';
import { useCheckoutDraftStore, VoucherForm } from '../../features/checkout';
import { useCart } from '../../lib/server-state/cart';
import { usePreferencesStore } from '../../stores/preferences-store';
import { UPLOAD_ACCEPT } from '../../lib/config';
import { localizePath } from '../../lib/language';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRouteLanguage } from '../../lib/use-route-language';
import { useSessionStore } from '../../stores/session-store';
import { useOrderProcessStore } from '../../stores/order-process-store';
import { useCartText } from '../../features/cart/texts';
import { startUpload } from '../start-upload';

/** /cart: the cart page, with the upload of another file composed in from the upload feature. */
export function CartRoute() {
  const { language } = useRouteLanguage();
  const navigate = useNavigate();
  const t = useCartText();
  useDocumentTitle(t('title'));
  // Issue 13 point 9: the voucher (WELCOME10 is advertised) can be redeemed here already; it is
  // the checkout's voucher form and draft, so /review-order continues with the same voucher.
  const voucher = useCheckoutDraftStore((state) => state.voucher);
  const setVoucher = useCheckoutDraftStore((state) => state.setVoucher);
  const { cartId } = useCart();
  const isBusinessCustomer = usePreferencesStore((state) => state.isBusinessCustomer);
  const anotherFileAction = (
    <FilePickerButton
      accept={UPLOAD_ACCEPT}
      className="button button--secondary"
      onFileChosen={(file) => {
        void navigate(localizePath('/', language));
        void startUpload({ kind: 'file', file, isFromButton: true }, language);
      }}
    >
      <IconUpload />
      {t('another')}
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
      onCartEmptied={() => useOrderProcessStore.getState().resetOrderProcess()}
      discountCode={voucher?.isApplied === true ? voucher.code : undefined}
      voucherForm={
        <VoucherForm
          language={language}
          voucher={voucher}
          context={{ ...(cartId !== null ? { cartId } : {}), isBusinessCustomer }}
          onChange={setVoucher}
        />
      }
    />
  );
}
