import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  isAllowedAttachmentName,
  type CartItem,
} from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { formatAttachmentSize } from '../utils/file-size';
import type { Language } from '../../../lib/language';
import { storeCartItems } from '../../../lib/server-state/cart';
import { notify } from '../../../stores/notification-store';
import { deleteAttachment, readItems, startAttachmentUpload } from '../api/cart-items';
import { IDLE_ATTACHMENT_UPLOAD, reduceAttachmentUpload } from '../utils/attachment-upload';
import { useAttachmentDisclaimerStore } from '../stores/attachment-disclaimer-store';
import { useCartText } from '../texts';

export interface AttachmentsEditorProps {
  readonly cartId: string;
  readonly item: CartItem;
  readonly language: Language;
}

/** Attachments of an item: one-time disclaimer, upload with progress and abort (spec 1 §4, §5). */
export function AttachmentsEditor({ cartId, item, language }: AttachmentsEditorProps) {
  const t = useCartText();
  const queryClient = useQueryClient();
  const [upload, dispatch] = useReducer(reduceAttachmentUpload, IDLE_ATTACHMENT_UPLOAD);
  const [isDisclaimerOpen, setDisclaimerOpen] = useState(false);
  const hasAccepted = useAttachmentDisclaimerStore((state) => state.hasAccepted);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<(() => void) | null>(null);
  const limitsId = `attachment-limits-${item._id}`;
  const types = ATTACHMENT_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');
  const maxSize = formatAttachmentSize(ATTACHMENT_MAX_BYTES, language);
  const [removingId, setRemovingId] = useState<string | null>(null);

  async function remove(attachmentId: string, name: string) {
    setRemovingId(attachmentId);
    try {
      storeCartItems(queryClient, cartId, await deleteAttachment(cartId, item._id, attachmentId));
      notify({ type: 'success', header: t('attachments.removed', { name }), body: '' });
    } catch {
      notify({ type: 'warning', header: t('errors.header'), body: t('errors.generic') });
    } finally {
      setRemovingId(null);
    }
  }

  async function send(file: File) {
    // The limits stated beside the button, checked before a byte is sent (the server checks again).
    if (!isAllowedAttachmentName(file.name)) {
      notify({
        type: 'warning',
        header: t('errors.header'),
        body: t('attachments.unsupported', { types }),
      });
      return;
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      notify({
        type: 'warning',
        header: t('errors.header'),
        body: t('attachments.tooLarge', { size: maxSize }),
      });
      return;
    }
    dispatch({ type: 'started', fileName: file.name });
    const handle = startAttachmentUpload(cartId, item._id, file, (loadedBytes, totalBytes) =>
      dispatch({ type: 'progress', loadedBytes, totalBytes }),
    );
    abortRef.current = handle.abort;
    const outcome = await handle.result;
    abortRef.current = null;
    if (outcome.ok) {
      storeCartItems(queryClient, cartId, readItems(outcome.body));
      dispatch({ type: 'state-changed', status: 'done' });
      return;
    }
    if (outcome.error.code === 'ABORTED') {
      dispatch({ type: 'aborted' });
      return;
    }
    dispatch({ type: 'state-changed', status: 'failed' });
    notify({ type: 'warning', header: t('errors.header'), body: t('errors.attachment') });
  }

  return (
    <div className="cart-extras__block">
      <h3 className="cart-extras__title">{t('attachments.title')}</h3>
      <ul className="cart-extras__list">
        {item.attachments.map((attachment) => (
          <li key={attachment._id} className="cart-extras__entry">
            <a href={attachment.url} download>
              {attachment.name}
            </a>
            <span className="cart-extras__muted">
              {formatAttachmentSize(attachment.sizeBytes, language)}
            </span>
            <button
              type="button"
              className="button button--link button--small"
              aria-label={t('attachments.remove', { name: attachment.name })}
              disabled={removingId === attachment._id}
              onClick={() => void remove(attachment._id, attachment.name)}
            >
              {t('removeShort')}
            </button>
          </li>
        ))}
      </ul>
      {upload.status === 'processing' ? (
        <div className="attachment-progress" data-testid="attachment-progress">
          <span>
            {t('attachments.uploading', {
              name: upload.fileName ?? '',
              percent: upload.progressPercent,
            })}
          </span>
          <progress max={100} value={upload.progressPercent} aria-label={upload.fileName ?? ''} />
          <button
            type="button"
            className="button button--link button--small"
            onClick={() => abortRef.current?.()}
          >
            {t('attachments.abort')}
          </button>
        </div>
      ) : (
        <>
          {upload.status === 'done' && (
            <p className="cart-extras__status cart-extras__status--done" role="status">
              {t('attachments.done')}
            </p>
          )}
          {upload.status === 'failed' && (
            <p className="cart-extras__status cart-extras__status--failed" role="status">
              {t('attachments.failed')}
            </p>
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            aria-describedby={limitsId}
            onClick={() => (hasAccepted ? inputRef.current?.click() : setDisclaimerOpen(true))}
          >
            {t('attachments.add')}
          </button>
          <p className="cart-extras__muted cart-extras__limits" id={limitsId}>
            {t('attachments.limits', { types, size: maxSize })}
          </p>
        </>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        hidden
        tabIndex={-1}
        data-testid={`attachment-input-${item._id}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {isDisclaimerOpen && (
        <Dialog
          title={t('attachments.disclaimerTitle')}
          description={t('attachments.disclaimer')}
          onClose={() => setDisclaimerOpen(false)}
        >
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--link"
              onClick={() => setDisclaimerOpen(false)}
            >
              {t('attachments.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                useAttachmentDisclaimerStore.getState().accept();
                setDisclaimerOpen(false);
                inputRef.current?.click();
              }}
            >
              {t('attachments.accept')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
