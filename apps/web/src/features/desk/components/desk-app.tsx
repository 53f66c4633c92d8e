import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { setDeskNotFoundHandler } from '../api/desk-client';
import { deskKeys } from '../api/staff-session';
import { DeskLanguageContext, useDeskLanguageState } from '../utils/desk-language';
import { LineViewerContext, type RenderLineViewer } from '../utils/line-viewer-slot';
import { AccountingExportPage } from './accounting-export-page';
import { AuditPage } from './audit-page';
import { CustomerDetailPage } from './customer-detail-page';
import { CustomerListPage } from './customer-list-page';
import { DeskShell } from './desk-shell';
import { EnrolFrame, EnrolPage } from './enrol-page';
import { MailTemplatesPage } from './mail-templates-page';
import { OfferPage } from './offer-page';
import { OrderDetailPage } from './order-detail-page';
import { OrderListPage } from './order-list-page';
import { PaymentsPage } from './payments-page';
import { RemindersPage } from './reminders-page';
import { RequireStaff } from './require-staff';
import { SignInPage } from './sign-in-page';
import { StaffPage } from './staff-page';
import { TotpEnrolment } from './totp-enrolment';
import { PriceSetsPage } from './price-sets-page';
import { VoucherListPage } from './voucher-list-page';
import '../desk.css';

function EnrolRoute() {
  const { token = '' } = useParams();
  return <EnrolPage token={token} />;
}

function OfferRoute() {
  const { orderId = '' } = useParams();
  return <OfferPage key={orderId} orderId={orderId} />;
}

function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  return <OrderDetailPage key={orderId} orderId={orderId} />;
}

function CustomerDetailRoute() {
  const { customerId = '' } = useParams();
  return <CustomerDetailPage key={customerId} customerId={customerId} />;
}

/**
 * The operator's desk under /admin (issue 25): its own pages, language (de/en) and session. Any
 * 404 of an /api/admin call re-checks the session: when it has ended, RequireStaff sends the
 * member to the sign-in page and back afterwards.
 */
export function DeskApp({
  lineViewer = null,
}: {
  /** The 3D view of an ordered line, composed by src/app (the viewer is another feature). */
  readonly lineViewer?: RenderLineViewer | null;
}) {
  const [language, setLanguage] = useDeskLanguageState();
  const client = useQueryClient();
  const languageValue = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  useEffect(() => {
    setDeskNotFoundHandler(() => void client.invalidateQueries({ queryKey: deskKeys.me }));
    return () => setDeskNotFoundHandler(null);
  }, [client]);

  return (
    <DeskLanguageContext value={languageValue}>
      <LineViewerContext value={lineViewer}>
        <div className="desk" lang={language}>
          <Routes>
            <Route path="sign-in" element={<SignInPage />} />
            <Route path="enrol/:token" element={<EnrolRoute />} />
            <Route
              path="totp"
              element={
                <RequireStaff allowWithoutTotp>
                  <EnrolFrame>
                    <TotpEnrolment />
                  </EnrolFrame>
                </RequireStaff>
              }
            />
            <Route
              element={
                <RequireStaff>
                  <DeskShell />
                </RequireStaff>
              }
            >
              <Route index element={<Navigate to="orders" replace />} />
              <Route path="orders" element={<OrderListPage />} />
              <Route path="orders/:orderId" element={<OrderDetailRoute />} />
              <Route path="customers" element={<CustomerListPage />} />
              <Route path="customers/:customerId" element={<CustomerDetailRoute />} />
              <Route path="orders/:orderId/offer" element={<OfferRoute />} />
              <Route path="audit" element={<AuditPage />} />
              <Route path="staff" element={<StaffPage />} />
              <Route path="mail-templates" element={<MailTemplatesPage />} />
              <Route path="vouchers" element={<VoucherListPage />} />
              <Route path="catalogue" element={<PriceSetsPage />} />
              <Route path="catalogue/:priceSetId" element={<PriceSetsPage />} />
              <Route path="accounting" element={<AccountingExportPage />} />
              <Route path="payments" element={<PaymentsPage />} />
              <Route path="reminders" element={<RemindersPage />} />
              <Route path="*" element={<Navigate to="orders" replace />} />
            </Route>
          </Routes>
        </div>
      </LineViewerContext>
    </DeskLanguageContext>
  );
}
