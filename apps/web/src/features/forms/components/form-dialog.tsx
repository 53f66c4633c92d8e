import { useId, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '../../../components/dialog';
import { IconClose } from '../../../components/icons';
import { useFormsText } from '../texts';

/**
 * A form in a modal (newsletter, VAT ID): close cross, title and intro naming and describing the
 * dialog, then the form with the fields and actions given as children.
 */
export function FormDialog({
  title,
  intro,
  onClose,
  onSubmit,
  children,
}: {
  readonly title: string;
  readonly intro: string;
  readonly onClose: () => void;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  readonly children: ReactNode;
}) {
  const t = useFormsText();
  const titleId = useId();
  const introId = useId();
  return (
    <Dialog titleId={titleId} descriptionId={introId} onClose={onClose} className="form-modal">
      <button
        type="button"
        className="icon-button form-modal__close"
        aria-label={t('close')}
        onClick={onClose}
      >
        <IconClose />
      </button>
      <h2 id={titleId}>{title}</h2>
      <p id={introId}>{intro}</p>
      <form className="app-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
      </form>
    </Dialog>
  );
}
