import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { AddressWithCountry } from '@print/contracts';
import { formatDeliveryDate } from '@print/domain';
import type { OrderDocumentInput, OrderDocumentKind } from './document-input.js';
import { DOCUMENT_TEXTS, formatDocumentDate, type DocumentTexts } from './document-texts.js';
import { dueDateOf, totalRowsOf } from './document-figures.js';
import { FONT_BOLD, FONT_REGULAR, loadInterFonts, type InterFonts } from './pdf-fonts.js';
import { drawLinesTable, drawTotals, PAGE_LEFT, PAGE_RIGHT } from './pdf-lines-table.js';
import { printableInput } from './pdf-printable.js';
import { buildQrBillData, type CreditorSettings } from './qr-bill-data.js';

type Doc = PDFKit.PDFDocument;

/** Window-envelope position of the recipient (right window, Swiss C5/C4 envelopes). */
const RECIPIENT_X = 330;
const RECIPIENT_Y = 118;

export function addressLines(address: AddressWithCountry): string[] {
  const person = [address.title, address.firstname, address.lastname].filter(Boolean).join(' ');
  return [
    address.company,
    person,
    address.addressSuffix,
    address.street,
    `${address.countryCode.toUpperCase() === 'CH' ? '' : `${address.countryCode.toUpperCase()}-`}${address.postalCode} ${address.city}`,
    address.countryName,
  ].filter((line) => line.trim() !== '');
}

export function drawLetterhead(doc: Doc, creditor: CreditorSettings): void {
  doc.font(FONT_BOLD).fontSize(15).fillColor('#0b5cad').text('Print Portal', PAGE_LEFT, 48);
  doc.font(FONT_REGULAR).fontSize(8.5).fillColor('#555555');
  doc.text(
    [
      creditor.name,
      creditor.street,
      `${creditor.postalCode} ${creditor.town}`,
      // MWSTG Art. 26: the shop's VAT number on every invoice, confirmation and credit note.
      ...(creditor.vatId ? [creditor.vatId] : []),
    ].join('\n'),
    PAGE_LEFT,
    70,
  );
}

export function drawMeta(
  doc: Doc,
  rows: readonly (readonly [string, string])[],
  y: number,
): number {
  let rowY = y;
  for (const [label, value] of rows) {
    doc
      .font(FONT_REGULAR)
      .fontSize(9)
      .fillColor('#555555')
      .text(label, PAGE_LEFT, rowY, { width: 110 });
    doc
      .font(FONT_REGULAR)
      .fillColor('#1a1a1a')
      .text(value, PAGE_LEFT + 112, rowY, { width: 150 });
    rowY = Math.max(rowY + 12.5, doc.y + 1);
  }
  return rowY;
}

function metaRows(
  input: OrderDocumentInput,
  kind: OrderDocumentKind,
  t: DocumentTexts,
): [string, string][] {
  const due = dueDateOf(input, kind);
  const rows: [string, string][] = [
    [kind === 'quote' ? t.quoteNumber : t.orderNumber, input.orderNumber],
    [t.orderDate, formatDocumentDate(input.orderDate, input.language)],
  ];
  if (kind === 'quote' && input.offer) {
    rows.push([t.offerRevision, String(input.offer.revision)]);
    rows.push([t.offerValidUntil, formatDocumentDate(input.offer.validUntil, input.language)]);
  }
  if (due?.kind === 'in-advance') rows.push([t.dueDate, t.payableInAdvance]);
  else if (due?.kind === 'date')
    rows.push([t.dueDate, formatDocumentDate(due.iso, input.language)]);
  if (kind !== 'quote') rows.push([t.paymentMethod, t.paymentMethods[input.paymentMethod]]);
  if (kind === 'receipt' && input.payment) {
    const { paidAt, reference } = input.payment;
    const method = t.paymentMethods[input.paymentMethod];
    rows.push([t.paid, `${formatDocumentDate(paidAt, input.language)}, ${method} ${reference}`]);
  }
  if (input.referenceNumber.trim() !== '') rows.push([t.yourReference, input.referenceNumber]);
  rows.push([t.email, input.customer.email]);
  if (input.customer.phone) rows.push([t.phone, input.customer.phone]);
  if (input.billingAddress.vatRegistrationNumber)
    rows.push([t.vatNumber, input.billingAddress.vatRegistrationNumber]);
  return rows;
}

/** The QR-bill's unstructured message: shown in the customer's e-banking and statement. */
function qrBillMessage(input: OrderDocumentInput, t: DocumentTexts): string {
  const reference = input.referenceNumber.trim();
  const order = `${t.orderNumber} ${input.orderNumber}`;
  return reference === '' ? order : `${order} / ${t.yourReference} ${reference}`;
}

function noteOf(input: OrderDocumentInput, kind: OrderDocumentKind, t: DocumentTexts): string {
  const note =
    kind === 'quote'
      ? input.offer
        ? t.offerValidity(formatDocumentDate(input.offer.validUntil, input.language))
        : t.quoteValidity
      : kind === 'invoice'
        ? input.paymentMethod === 'prepaid'
          ? t.prepaidNote
          : t.invoiceNote
        : kind === 'receipt'
          ? t.receiptNote
          : t.confirmationNote;
  // Private customers' lines are gross, the totals block is net: say so.
  return input.isBusinessCustomer ? note : `${t.linesIncludeTax}\n${note}`;
}

/**
 * An order document as PDF bytes (A4, Inter embedded, the customer's language). The invoice of an
 * amount to pay carries the Swiss QR-bill; its amount and reference are validated by our code and
 * a failure throws (order numbers and totals come from our own order: a broken invariant).
 */
export async function renderOrderPdf(
  rawInput: OrderDocumentInput,
  kind: OrderDocumentKind,
  creditor: CreditorSettings,
  fonts: InterFonts = loadInterFonts(),
): Promise<Buffer> {
  // No customer character prints as a box: what Inter lacks is reduced first (issue 24 item 11).
  const input = printableInput(rawInput, fonts.regular);
  const t = DOCUMENT_TEXTS[input.language];
  // A QR-bill only where the customer pays by bank transfer: never on a PayPal order's papers.
  const isPaidByTransfer = input.paymentMethod === 'billing' || input.paymentMethod === 'prepaid';
  const qrBill =
    kind === 'invoice' && isPaidByTransfer && input.totalCents > 0
      ? buildQrBillData({ ...input, message: qrBillMessage(input, t) }, creditor)
      : null;
  if (qrBill !== null && !qrBill.ok)
    throw new Error(`${qrBill.error.code}: ${qrBill.error.message}`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 40, left: PAGE_LEFT, right: 595.28 - PAGE_RIGHT },
    bufferPages: true,
    lang: input.language,
    displayTitle: true,
    info: { Title: `${t.title[kind]} ${input.orderNumber}`, Author: creditor.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font as it is (anything with layout()); its types know bytes only.
  doc.registerFont(FONT_REGULAR, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(FONT_BOLD, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);

  drawLetterhead(doc, creditor);
  doc.font(FONT_REGULAR).fontSize(10).fillColor('#1a1a1a');
  doc.text(addressLines(input.billingAddress).join('\n'), RECIPIENT_X, RECIPIENT_Y, { width: 200 });
  doc.font(FONT_BOLD).fontSize(18).text(t.title[kind], PAGE_LEFT, 214);
  const metaEnd = drawMeta(doc, metaRows(input, kind, t), 244);
  doc.font(FONT_BOLD).fontSize(9).text(t.shippingAddress, RECIPIENT_X, 244, { width: 200 });
  doc
    .font(FONT_REGULAR)
    .text(addressLines(input.shippingAddress).join('\n'), RECIPIENT_X, doc.y + 2, { width: 200 });
  const continuation = (): number => {
    doc.font(FONT_BOLD).fontSize(10).fillColor('#1a1a1a');
    doc.text(`${t.title[kind]} ${input.orderNumber} (${t.continued})`, PAGE_LEFT, 56);
    return 80;
  };
  const tableEnd = drawLinesTable(
    doc,
    { lines: input.lines, texts: t, y: Math.max(metaEnd, doc.y) + 16 },
    continuation,
  );
  const totalsStart = tableEnd + 6;
  const totalsEnd = drawTotals(doc, totalRowsOf(input, t), tableEnd, continuation);
  // The note sits left of the totals (or under them when the totals moved to a new page).
  const noteY = totalsEnd < totalsStart ? totalsEnd + 8 : totalsStart;
  doc.font(FONT_REGULAR).fontSize(8.5).fillColor('#1a1a1a');
  doc.text(noteOf(input, kind, t), PAGE_LEFT, noteY, { width: 180 });
  if (input.estimatedProductionTimeDays) {
    doc
      .moveDown(0.5)
      .text(`${t.productionTime}: ${t.days(input.estimatedProductionTimeDays)}`, { width: 230 });
  }
  if (input.deliveryDate) {
    // One line up to the totals column: the date reads as one (the web shows the same text).
    doc.text(`${t.deliveryDate}: ${formatDeliveryDate(input.deliveryDate, input.language)}`, {
      width: 230,
    });
  }
  doc.y = Math.max(doc.y, totalsEnd);
  if (qrBill?.ok) {
    const language = input.language === 'en' ? 'EN' : input.language === 'fr' ? 'FR' : 'DE';
    new SwissQRBill(qrBill.value.data, { language, scissors: true }).attachTo(doc);
  }
  drawPageNumbers(doc, t);
  doc.end();
  return finished;
}

export function drawPageNumbers(doc: Doc, t: DocumentTexts): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    doc.font(FONT_REGULAR).fontSize(8).fillColor('#555555');
    doc.text(`${t.page} ${i + 1} / ${range.count}`, 400, 30, {
      width: PAGE_RIGHT - 400,
      align: 'right',
      lineBreak: false,
    });
  }
}
