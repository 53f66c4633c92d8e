import type { FormKind } from '@print/contracts';
import { notify } from '../../../stores/notification-store';
import { useFormsText } from '../texts';
import { isRateLimited, sendForm } from './forms-api';

export interface FormSubmitTexts {
  readonly successHeader:
    'notify.contactSuccessHeader' | 'notify.vatIdSuccessHeader' | 'notify.newsletterSuccessHeader';
  readonly success: 'notify.contactSuccess' | 'notify.vatIdSuccess' | 'notify.newsletterSuccess';
  readonly failure: 'notify.contactFailure' | 'notify.vatIdFailure' | 'notify.newsletterFailure';
  /** The VAT-ID success stays 15 s (spec 2 §9); others the default 10 s. */
  readonly successDurationMs?: number;
}

/**
 * Sends a form and shows spec 2 §8's notifications: success (then `onSuccess`), or the warning
 * "Hier scheint ein Fehler aufgetreten zu sein." with the form's failure text (`onFailure`).
 */
export function useFormSubmit(
  kind: FormKind,
  texts: FormSubmitTexts,
  handlers: { readonly onSuccess?: () => void; readonly onFailure?: () => void } = {},
) {
  const t = useFormsText();
  return async (body: unknown): Promise<boolean> => {
    try {
      await sendForm(kind, body);
      notify({
        type: 'success',
        header: t(texts.successHeader),
        body: t(texts.success),
        ...(texts.successDurationMs ? { durationMs: texts.successDurationMs } : {}),
      });
      handlers.onSuccess?.();
      return true;
    } catch (error) {
      notify({
        type: 'warning',
        header: t('notify.errorHeader'),
        body: isRateLimited(error) ? t('notify.rateLimited') : t(texts.failure),
      });
      handlers.onFailure?.();
      return false;
    }
  };
}
