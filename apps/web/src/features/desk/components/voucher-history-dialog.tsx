import type { AdminVoucher } from '@print/contracts';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { formatMoney } from '../../../lib/format';
import { useVoucherDetail } from '../api/vouchers';
import { useDeskText } from '../texts';
import { formatDateTime, useDeskLanguage } from '../utils/desk-language';

/** The orders that used a voucher, newest first; a cancelled order's use is marked given back. */
export function VoucherHistoryDialog({
  voucher,
  onClose,
}: {
  readonly voucher: AdminVoucher;
  readonly onClose: () => void;
}) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const detail = useVoucherDetail(voucher.id);
  const uses = detail.data?.uses;
  return (
    <Dialog
      title={t('vouchers.historyTitle', { code: voucher.code })}
      closeLabel={t('common.close')}
      onClose={onClose}
      className="desk-dialog"
    >
      {uses === undefined ? (
        <p role="status">{detail.isError ? t('common.loadFailed') : t('common.loading')}</p>
      ) : uses.length === 0 ? (
        <p className="desk-hint">{t('vouchers.historyEmpty')}</p>
      ) : (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <caption className="visually-hidden">{t('vouchers.historyCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vouchers.historyColumns.order')}</th>
                <th scope="col">{t('vouchers.historyColumns.usedAt')}</th>
                <th scope="col">{t('vouchers.historyColumns.discount')}</th>
                <th scope="col">{t('vouchers.historyColumns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {uses.map((use) => (
                <tr key={use.orderId}>
                  <td>
                    <Link
                      className="desk-link"
                      to={`/admin/orders/${encodeURIComponent(use.orderId)}`}
                    >
                      {use.orderNumber}
                    </Link>
                  </td>
                  <td>{formatDateTime(use.usedAt, language)}</td>
                  <td className="desk-num">{formatMoney(use.discountCents)}</td>
                  <td>
                    {use.releasedAt === null ? t('vouchers.counted') : t('vouchers.released')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
