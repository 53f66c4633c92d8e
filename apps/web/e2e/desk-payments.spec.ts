/// <reference types="node" />
import { Secret, TOTP } from 'otpauth';
import { fillPaymentDetails } from './checkout-helpers';
import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './page-checks';
import { addPartThroughPicker, visitAsReturningCustomer } from './upload-helpers';

// Issue 26 item 1 in the browser: a guest places a prepaid order, the bank's camt.054 with its QR
// reference is uploaded at /admin/payments by an office member (enrolled here: the global setup
// created them), the payment is matched and the order shows paid on the desk; axe on the page.

const PASSWORD = 'a long bank desk password for the test';

/** A camt.054.001.08 with one booked credit, as a Swiss bank writes it. */
function camt054(iban: string, qrReference: string, amount: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn>
<GrpHdr><MsgId>E2E-${Date.now()}</MsgId><CreDtTm>2026-03-10T18:00:00</CreDtTm></GrpHdr>
<Ntfctn><Id>E2E-1</Id><CreDtTm>2026-03-10T18:00:00</CreDtTm><Acct><Id><IBAN>${iban}</IBAN></Id></Acct>
<Ntry><Amt Ccy="CHF">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2026-03-10</Dt></BookgDt><ValDt><Dt>2026-03-10</Dt></ValDt><AcctSvcrRef>E2E-E-${Date.now()}</AcctSvcrRef>
<NtryDtls><TxDtls><Refs><AcctSvcrRef>E2E-TX-${Date.now()}</AcctSvcrRef></Refs><Amt Ccy="CHF">${amount}</Amt>
<CdtDbtInd>CRDT</CdtDbtInd><RltdPties><Dbtr><Pty><Nm>Muster AG</Nm></Pty></Dbtr></RltdPties>
<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp><Ref>${qrReference}</Ref></CdtrRefInf></Strd></RmtInf>
</TxDtls></NtryDtls></Ntry></Ntfctn></BkToCstmrDbtCdtNtfctn></Document>
`;
}

/** Places a prepaid order as a guest; answers what its QR-bill asks for. */
async function placePrepaidOrder(page: Page) {
  await visitAsReturningCustomer(page);
  await addPartThroughPicker(page);
  await page.goto('/payment-details');
  await fillPaymentDetails(page, `bank+${Date.now()}@example.ch`);
  await page.getByRole('radio', { name: 'Vorkasse' }).check();
  await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();
  await expect(page).toHaveURL(/\/review-order$/);
  await page.getByLabel(/AGB gelesen/).check();
  await page.getByRole('button', { name: 'Jetzt kaufen' }).click();
  await expect(page).toHaveURL(/\/order-complete\/[^/?]+$/, { timeout: 30_000 });
  const note = page.getByTestId('prepaid-note');
  const amount = /CHF\s(\d+\.\d{2})/.exec(await note.innerText())?.[1];
  const iban = (await page.getByTestId('prepaid-iban').innerText()).replace(/\s/g, '');
  const reference = (await page.getByTestId('prepaid-reference').innerText()).replace(/\s/g, '');
  expect(amount, 'the prepaid note names the amount').toBeTruthy();
  expect(reference, 'a QR-IBAN gives a QR reference').toMatch(/^\d{27}$/);
  // The QR reference is the order number's digits, zero-padded, and a check digit.
  const digits = reference.slice(0, 26).replace(/^0+/, '');
  return {
    amount: amount ?? '',
    iban,
    reference,
    orderNumber: `${digits.slice(0, 4)}-${digits.slice(4)}`,
  };
}

async function enrolOfficeMember(page: Page): Promise<void> {
  const token = process.env.E2E_BANK_STAFF_ENROL_TOKEN;
  expect(token, 'the global setup created the office member').toBeTruthy();
  await page.addInitScript(() => localStorage.setItem('deskLanguage', 'en'));
  await page.goto(`/admin/enrol/${token}`);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  const secret = (await page.locator('.desk-enrol__secret').innerText()).replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Code from the app').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await page.getByLabel('I have saved the codes safely.').check();
  await page.getByRole('button', { name: 'Continue to the desk' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
}

test('bank file import → matched by QR reference → the prepaid order shows paid', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const order = await placePrepaidOrder(page);
  await enrolOfficeMember(page);

  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Incoming payments' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A file of another account is refused with its reason, nothing booked.
  const upload = async (xml: string, name: string) => {
    await page.getByLabel('camt file (XML)').setInputFiles({
      name,
      mimeType: 'application/xml',
      buffer: Buffer.from(xml),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
  };
  await upload(camt054('CH5604835012345678009', order.reference, order.amount), 'other.xml');
  await expect(page.getByRole('alert')).toContainText('belongs to another account');

  await upload(camt054(order.iban, order.reference, order.amount), 'camt054.xml');
  const result = page.getByRole('status').filter({ hasText: 'Import result' });
  await expect(result).toContainText('1 new');
  await expect(result).toContainText('1 order is now paid.');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Show').selectOption('matched');
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toContainText('paid');
  await row.getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
  await expect(page.locator('#desk-main')).toContainText('Payment received');
  await expect(page.locator('#desk-main')).toContainText('Ready for processing');
  // The order detail shows the bank payment and that nothing is open (issue 26 item 3).
  const money = page.getByRole('region', { name: 'Payments and amount open' });
  await expect(money).toContainText('Paid');
  await expect(money.getByRole('row').filter({ hasText: 'QR reference' })).toContainText(
    order.amount,
  );
  expect(await seriousViolations(page)).toEqual([]);
});
