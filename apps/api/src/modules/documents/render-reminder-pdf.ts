import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import { DOCUMENT_TEXTS, formatDocumentDate } from './document-texts.js';
import { FONT_BOLD, FONT_REGULAR, loadInterFonts, type InterFonts } from './pdf-fonts.js';
import { drawTotals, PAGE_LEFT, PAGE_RIGHT, type TotalRow } from './pdf-lines-table.js';
import { printableAddress, printableText } from './pdf-printable.js';
import { buildQrBillData, type CreditorSettings } from './qr-bill-data.js';
import { addressLines, drawLetterhead, drawMeta, drawPageNumbers } from './render-order-pdf.js';
import type { ReminderDocumentInput } from './reminder-input.js';
import { REMINDER_TEXTS } from './reminder-texts.js';

const RECIPIENT_X = 330;
const RECIPIENT_Y = 118;
const QR_LANGUAGE = { de: 'DE', en: 'EN', fr: 'FR' } as const;

/** A calendar day (YYYY-MM-DD) as the documents print dates: midday in Zurich of that day. */
export const dayOf = (day: string) => `${day}T10:00:00Z`;

function totalRows(input: ReminderDocumentInput): TotalRow[] {
  const r = REMINDER_TEXTS[input.language];
  const rows: TotalRow[] = [{ label: r.invoiceTotal, cents: input.totalCents }];
  if (input.paidCents !== 0) rows.push({ label: r.paid, cents: -input.paidCents });
  if (input.creditedCents !== 0) rows.push({ label: r.credited, cents: -input.creditedCents });
  rows.push({ label: r.open, cents: input.openCents, isStrong: true });
  return rows;
}

/**
 * A payment reminder as PDF bytes (A4, Inter, the customer's language): the invoice it chases,
 * what was paid and credited, the amount open, and a new QR-bill for that amount with the
 * invoice's reference (bank reconciliation matches its payment to the order as before).
 */
export async function renderReminderPdf(
  rawInput: ReminderDocumentInput,
  creditor: CreditorSettings,
  fonts: InterFonts = loadInterFonts(),
): Promise<Buffer> {
  const input = {
    ...rawInput,
    referenceNumber: printableText(rawInput.referenceNumber, fonts.regular),
    email: printableText(rawInput.email, fonts.regular),
    billingAddress: printableAddress(rawInput.billingAddress, fonts.regular),
  };
  const t = DOCUMENT_TEXTS[input.language];
  const r = REMINDER_TEXTS[input.language];
  const title = r.title[input.level];
  const qrBill = buildQrBillData(
    {
      orderNumber: input.orderNumber,
      totalCents: input.openCents,
      billingAddress: input.billingAddress,
      message: `${title} ${r.invoice} ${input.orderNumber}`,
    },
    creditor,
  );
  if (!qrBill.ok) throw new Error(`${qrBill.error.code}: ${qrBill.error.message}`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 40, left: PAGE_LEFT, right: 595.28 - PAGE_RIGHT },
    bufferPages: true,
    lang: input.language,
    displayTitle: true,
    info: { Title: `${title} ${input.orderNumber}`, Author: creditor.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(FONT_REGULAR, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(FONT_BOLD, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);

  drawLetterhead(doc, creditor);
  doc.font(FONT_REGULAR).fontSize(10).fillColor('#1a1a1a');
  doc.text(addressLines(input.billingAddress).join('\n'), RECIPIENT_X, RECIPIENT_Y, { width: 200 });
  doc.font(FONT_BOLD).fontSize(18).text(title, PAGE_LEFT, 214);
  const meta: [string, string][] = [
    [r.date, formatDocumentDate(input.issuedAt, input.language)],
    [r.invoice, input.orderNumber],
    [r.invoiceDate, formatDocumentDate(input.invoiceDate, input.language)],
    [r.dueDate, formatDocumentDate(dayOf(input.dueDate), input.language)],
  ];
  if (input.referenceNumber.trim() !== '') meta.push([t.yourReference, input.referenceNumber]);
  meta.push([t.email, input.email]);
  const metaEnd = drawMeta(doc, meta, 244);
  const due = formatDocumentDate(dayOf(input.dueDate), input.language);
  doc.font(FONT_REGULAR).fontSize(10).fillColor('#1a1a1a');
  doc.text(
    `${r.body(input.orderNumber, due)[input.level]}\n\n${r.payNow} ${r.alreadyPaid}`,
    PAGE_LEFT,
    metaEnd + 20,
    { width: PAGE_RIGHT - PAGE_LEFT },
  );
  const totalsEnd = drawTotals(doc, totalRows(input), doc.y + 8, () => 80);
  doc.y = totalsEnd;
  new SwissQRBill(qrBill.value.data, {
    language: QR_LANGUAGE[input.language],
    scissors: true,
  }).attachTo(doc);
  drawPageNumbers(doc, t);
  doc.end();
  return finished;
}
