import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { OrderProcessPanel } from '../features/order-process/components/order-process-panel';
import { UploadHero } from '../features/upload/components/upload-hero';
import { cancelUpload, startUpload } from './start-upload';
import { prepareConfigureScreen } from './prepare-configure-screen';
import { localizePath, type Language } from '../lib/language';
import { useOrderProcessStore } from '../stores/order-process-store';
import { useSessionStore } from '../stores/session-store';

/** The order-process panel with the upload hero in its first step (lazily loaded by the shell). */
export function OrderProcessSlot({ language }: { readonly language: Language }) {
  const navigate = useNavigate();
  const step = useOrderProcessStore((state) => state.step);
  const queryClient = useQueryClient();
  // While a file uploads and is analysed, the configure screen's code and catalogue load too.
  useEffect(() => {
    if (step === 'upload') prepareConfigureScreen(queryClient, language);
  }, [step, queryClient, language]);
  return (
    <OrderProcessPanel
      step={step}
      onNextStep={() => {
        useOrderProcessStore.getState().setCheckoutOpen(false);
        // Spec 1 §6: an anonymous customer logs in (or registers) first.
        const target = useSessionStore.getState().isLoggedIn ? '/payment-details' : '/login';
        void navigate(localizePath(target, language));
      }}
    >
      {step === 'upload' && (
        <UploadHero
          language={language}
          onFilePicked={(file) =>
            void startUpload({ kind: 'file', file, isFromButton: true }, language)
          }
          onClose={cancelUpload}
        />
      )}
    </OrderProcessPanel>
  );
}
