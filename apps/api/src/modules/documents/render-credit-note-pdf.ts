import PDFDocument from 'pdfkit';
import { divideRoundHalfAwayFromZero } from '@print/domain';
import type { CreditNoteDocumentInput } from './credit-note-input.js';
import { CREDIT_NOTE_TEXTS } from './credit-note-texts.js';
import { DOCUMENT_TEXTS, formatDocumentDate, formatRateBp } from './document-texts.js';
import { FONT_BOLD, FONT_REGULAR, loadInterFonts, type InterFonts } from './pdf-fonts.js';
import {
  drawLinesTable,
  drawTotals,
  PAGE_LEFT,
  PAGE_RIGHT,
  type TotalRow,
} from './pdf-lines-table.js';
import { printableAddress, printableText } from './pdf-printable.js';
import type { CreditorSettings } from './qr-bill-data.js';
import { addressLines, drawLetterhead, drawMeta, drawPageNumbers } from './render-order-pdf.js';

const RECIPIENT_X = 330;
const RECIPIENT_Y = 118;

function printable(input: CreditNoteDocumentInput, fonts: InterFonts): CreditNoteDocumentInput {
  const text = (value: string) => printableText(value, fonts.regular);
  return {
    ...input,
    reason: text(input.reason),
    referenceNumber: text(input.referenceNumber),
    shippingMethodName: text(input.shippingMethodName),
    customer: { ...input.customer, email: text(input.customer.email) },
    billingAddress: printableAddress(input.billingAddress, fonts.regular),
    lines: input.lines.map((line) => ({
      ...line,
      name: text(line.name),
      details: text(line.details),
    })),
  };
}

function metaRows(input: CreditNoteDocumentInput): [string, string][] {
  const t = DOCUMENT_TEXTS[input.language];
  const c = CREDIT_NOTE_TEXTS[input.language];
  const rows: [string, string][] = [
    [c.number, input.number],
    [c.date, formatDocumentDate(input.issuedAt, input.language)],
    [c.invoice, input.invoiceNumber],
    [c.invoiceDate, formatDocumentDate(input.invoiceDate, input.language)],
  ];
  if (input.referenceNumber.trim() !== '') rows.push([t.yourReference, input.referenceNumber]);
  rows.push([t.email, input.customer.email]);
  if (input.billingAddress.vatRegistrationNumber)
    rows.push([t.vatNumber, input.billingAddress.vatRegistrationNumber]);
  return rows;
}

/** Net rows of what is credited, then net total, VAT per rate and the total credited. */
function totalRows(input: CreditNoteDocumentInput): TotalRow[] {
  const t = DOCUMENT_TEXTS[input.language];
  const c = CREDIT_NOTE_TEXTS[input.language];
  const rows: TotalRow[] = [];
  if (input.lines.length > 0) {
    const positions = input.lines.reduce((sum, line) => sum + line.netCents, 0);
    rows.push({ label: c.positions, cents: positions });
  }
  if (input.surchargeNetCents !== 0)
    rows.push({ label: t.surcharge, cents: input.surchargeNetCents });
  if (input.shippingNetCents !== 0)
    rows.push({
      label: `${t.shipping} (${input.shippingMethodName})`,
      cents: input.shippingNetCents,
    });
  if (input.amountNetCents !== 0) rows.push({ label: c.amount, cents: input.amountNetCents });
  if (input.adjustmentNetCents !== 0)
    rows.push({ label: c.adjustment, cents: input.adjustmentNetCents });
  rows.push({ label: t.net, cents: input.netCents });
  for (const tax of input.taxes) {
    rows.push({ label: `${t.taxPlus} ${formatRateBp(tax.rateBp)}`, cents: tax.taxCents });
  }
  rows.push({ label: c.total, cents: input.grossCents, isStrong: true });
  return rows;
}

/**
 * A credit note as PDF bytes (A4, Inter embedded, the customer's language): letterhead with the
 * shop's VAT number, the invoice it revokes, the lines credited (net), the VAT per rate and the
 * reason. Never a QR-bill: nothing is to be paid.
 */
export async function renderCreditNotePdf(
  rawInput: CreditNoteDocumentInput,
  creditor: CreditorSettings,
  fonts: InterFonts = loadInterFonts(),
): Promise<Buffer> {
  const input = printable(rawInput, fonts);
  const t = DOCUMENT_TEXTS[input.language];
  const c = CREDIT_NOTE_TEXTS[input.language];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 40, left: PAGE_LEFT, right: 595.28 - PAGE_RIGHT },
    bufferPages: true,
    lang: input.language,
    displayTitle: true,
    info: { Title: `${c.title} ${input.number}`, Author: creditor.name },
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
  doc.font(FONT_BOLD).fontSize(18).text(c.title, PAGE_LEFT, 214);
  const metaEnd = drawMeta(doc, metaRows(input), 244);
  const continuation = (): number => {
    doc.font(FONT_BOLD).fontSize(10).fillColor('#1a1a1a');
    doc.text(`${c.title} ${input.number} (${t.continued})`, PAGE_LEFT, 56);
    return 80;
  };
  const texts = { ...t, columns: { ...t.columns, unit: c.unitNet, line: c.netAmount } };
  const tableEnd = drawLinesTable(
    doc,
    {
      lines: input.lines.map((line) => ({
        name: line.name,
        details: line.details,
        quantity: line.quantity,
        unitCents: divideRoundHalfAwayFromZero(line.netCents, Math.max(1, line.quantity)),
        lineCents: line.netCents,
      })),
      texts,
      y: metaEnd + 16,
    },
    continuation,
  );
  const totalsStart = tableEnd + 6;
  const totalsEnd = drawTotals(doc, totalRows(input), tableEnd, continuation);
  const noteY = totalsEnd < totalsStart ? totalsEnd + 8 : totalsStart;
  const revokes = input.isFull
    ? c.revokesFull(input.invoiceNumber)
    : c.revokesPart(input.invoiceNumber);
  doc.font(FONT_REGULAR).fontSize(8.5).fillColor('#1a1a1a');
  doc.text(`${revokes}\n${c.reason}: ${input.reason}`, PAGE_LEFT, noteY, { width: 180 });
  doc.y = Math.max(doc.y, totalsEnd);
  drawPageNumbers(doc, t);
  doc.end();
  return finished;
}
