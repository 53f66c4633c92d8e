import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { IconClose } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** Names the dialog (its heading). */
  readonly title: ReactNode;
  /** Describes the dialog: the paragraph under the heading. */
  readonly description?: ReactNode;
  /** The name of the × button in the heading; without it the dialog's own buttons close it. */
  readonly closeLabel?: string;
  /** Escape and the close controls call this; the parent unmounts the dialog. */
  readonly onClose: () => void;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** Keeps Tab inside: Chromium otherwise lets it wander into the browser's own toolbar. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal on the native <dialog> with its heading, optional × and description: showModal() makes
 * the page behind it inert and focuses the first control, Escape arrives as `cancel`, and the
 * browser returns focus to the opener on close.
 */
export function Dialog({
  title,
  description,
  closeLabel,
  onClose,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {closeLabel !== undefined && (
          <button
            type="button"
            className="icon-button dialog__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <IconClose />
          </button>
        )}
      </div>
      {description !== undefined && (
        <p id={descriptionId} className="dialog__intro">
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}
