import type { AdminOrderDetail } from '@print/contracts';
import { REVIEW_PICTURE_MAX_BYTES, MAX_UPLOAD_BYTES, type LineVerdict } from '@print/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { orderKeys, reviewOrderLine } from '../api/orders';
import { useStaffMe } from '../api/staff-session';
import { errorText, useDeskText } from '../texts';
import { acceptOf, checkChosenFile, megabytes, uploadErrorText } from '../utils/desk-files';
import { DeskFileField } from './desk-file-field';

type Line = AdminOrderDetail['lines'][number];

const VERDICTS: readonly LineVerdict[] = ['printable', 'repaired', 'not_printable'];
/** The review is open from receipt until production starts (the API answers REVIEW_NOT_OPEN else). */
const CLOSED = new Set(['QUOTE_GENERATED', 'ORDER_CANCELLED', 'ORDER_COMPLETED']);

/** Whether the signed-in member reviews this order's lines (owner, production; open order). */
export function useMayReview(order: AdminOrderDetail): boolean {
  const role = useStaffMe().data?.role;
  return (role === 'owner' || role === 'production') && !order.locked && !CLOSED.has(order.status);
}

/**
 * One line's printability verdict: printable, repaired (with the repaired file production
 * uploads, else the analysis's automatic repair where there is one) or not printable (a reason
 * the customer reads in the mail, and optionally a picture sent with it).
 */
export function LineReviewForm({
  order,
  line,
}: {
  readonly order: AdminOrderDetail;
  readonly line: Line;
}) {
  const t = useDeskText();
  const client = useQueryClient();
  const id = useId();
  const [verdict, setVerdict] = useState<LineVerdict | null>(line.review?.verdict ?? null);
  const [reason, setReason] = useState(line.review?.reason ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [repairedFiles, setRepairedFiles] = useState<File[]>([]);
  const [pictures, setPictures] = useState<File[]>([]);
  const hasRepairedMesh = line.downloads.some((download) => download.kind === 'repaired');
  // Saving "repaired" again without a new file keeps the one uploaded before (the server's rule).
  const hasRepairedFile = hasRepairedMesh || (line.review?.repairedFile ?? null) !== null;
  const needsReason = verdict === 'not_printable' && reason.trim() === '';
  const chosen =
    verdict === 'repaired'
      ? (repairedFiles[0] ?? null)
      : verdict === 'not_printable'
        ? (pictures[0] ?? null)
        : null;
  const fileProblem =
    chosen === null
      ? null
      : verdict === 'repaired'
        ? checkChosenFile(t, chosen, 'repaired', MAX_UPLOAD_BYTES)
        : checkChosenFile(t, chosen, 'picture', REVIEW_PICTURE_MAX_BYTES);

  const save = async () => {
    if (verdict === null) return;
    if (needsReason) {
      setFailure(t('order.review.reasonRequired'));
      return;
    }
    if (verdict === 'repaired' && chosen === null && !hasRepairedFile) {
      setFailure(t('deskFiles.repairedFileRequired'));
      return;
    }
    if (fileProblem !== null) return;
    setFailure(null);
    setSaving(true);
    try {
      await reviewOrderLine(
        order.id,
        line.id,
        order.version,
        { verdict, reason: reason.trim() === '' ? null : reason.trim() },
        chosen,
      );
      setRepairedFiles([]);
      setPictures([]);
      void client.invalidateQueries({ queryKey: orderKeys.lists });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      setFailure(
        code === 'REVIEW_REASON_REQUIRED' || code === 'REVIEW_REPAIRED_FILE_REQUIRED'
          ? t(`order.review.${code}`)
          : chosen !== null
            ? uploadErrorText(t, error)
            : errorText(t, code),
      );
    } finally {
      setSaving(false);
      await client.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    }
  };

  return (
    <form
      className="desk-form desk-review"
      noValidate
      aria-label={t('order.review.formLabel', { file: line.fileName })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset>
        <legend className="visually-hidden">{t('order.line.review')}</legend>
        {VERDICTS.map((value) => (
          <label key={value} className="desk-review__choice">
            <input
              type="radio"
              name={`${id}-verdict`}
              value={value}
              checked={verdict === value}
              onChange={() => setVerdict(value)}
            />{' '}
            {t(`order.line.verdict.${value}`)}
          </label>
        ))}
      </fieldset>
      {!hasRepairedMesh && <p className="desk-hint">{t('order.review.noRepairedMesh')}</p>}
      {verdict === 'repaired' && (
        <DeskFileField
          label={t('deskFiles.repairedFile')}
          hint={t('deskFiles.repairedFileHint')}
          accept={acceptOf('repaired')}
          files={repairedFiles}
          onChange={setRepairedFiles}
          error={fileProblem}
        />
      )}
      {verdict === 'not_printable' && (
        <label className="desk-review__reason">
          {t('order.review.reason')}
          <textarea
            rows={2}
            value={reason}
            required
            aria-invalid={failure !== null && needsReason}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
          />
          <span className="desk-hint">{t('order.review.reasonHint')}</span>
        </label>
      )}
      {verdict === 'not_printable' && (
        <DeskFileField
          label={t('deskFiles.picture')}
          hint={t('deskFiles.pictureHint', { maxMb: megabytes(REVIEW_PICTURE_MAX_BYTES) })}
          accept={acceptOf('picture')}
          files={pictures}
          onChange={setPictures}
          error={fileProblem}
        />
      )}
      {failure && (
        <p className="desk-alert desk-alert--error" role="alert">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className="button button--secondary button--small"
        disabled={verdict === null || isSaving}
      >
        {t('order.review.save')}
      </button>
    </form>
  );
}
