import type { AdminOrderDetail } from '@print/contracts';
import type { LineVerdict } from '@print/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { orderKeys, reviewOrderLine } from '../api/orders';
import { useStaffMe } from '../api/staff-session';
import { errorText, useDeskText } from '../texts';

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
 * One line's printability verdict: printable, repaired (prints the analysis's repaired mesh, so
 * only offered when the line has one) or not printable (a reason the customer reads in the mail).
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
  const hasRepairedMesh = line.downloads.some((download) => download.kind === 'repaired');
  const needsReason = verdict === 'not_printable' && reason.trim() === '';

  const save = async () => {
    if (verdict === null) return;
    if (needsReason) {
      setFailure(t('order.review.reasonRequired'));
      return;
    }
    setFailure(null);
    setSaving(true);
    try {
      await reviewOrderLine(order.id, line.id, order.version, {
        verdict,
        reason: reason.trim() === '' ? null : reason.trim(),
      });
      void client.invalidateQueries({ queryKey: orderKeys.lists });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      setFailure(
        code === 'REVIEW_REASON_REQUIRED' || code === 'REVIEW_REPAIRED_FILE_REQUIRED'
          ? t(`order.review.${code}`)
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
              disabled={value === 'repaired' && !hasRepairedMesh}
              onChange={() => setVerdict(value)}
            />{' '}
            {t(`order.line.verdict.${value}`)}
          </label>
        ))}
      </fieldset>
      {!hasRepairedMesh && <p className="desk-hint">{t('order.review.noRepairedMesh')}</p>}
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
