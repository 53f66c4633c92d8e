import { formatChf } from '@print/domain';
import type { DocumentTexts } from './document-texts.js';
import type { DocumentLine } from './document-input.js';
import { FONT_BOLD, FONT_REGULAR } from './pdf-fonts.js';

type Doc = PDFKit.PDFDocument;

export const PAGE_LEFT = 56;
export const PAGE_RIGHT = 539;
/** Content stops here; a row that would cross it starts a new page. */
const PAGE_BOTTOM = 841.89 - 56;

const COLUMNS = {
  position: { x: PAGE_LEFT, width: 26 },
  item: { x: PAGE_LEFT + 28, width: 232 },
  quantity: { x: 316, width: 48 },
  unit: { x: 366, width: 84 },
  line: { x: 452, width: PAGE_RIGHT - 452 },
} as const;

function drawHeaderRow(doc: Doc, texts: DocumentTexts, y: number): number {
  doc.font(FONT_BOLD).fontSize(8.5).fillColor('#1a1a1a');
  const c = COLUMNS;
  doc.text(texts.columns.position, c.position.x, y, { width: c.position.width });
  doc.text(texts.columns.item, c.item.x, y, { width: c.item.width });
  doc.text(texts.columns.quantity, c.quantity.x, y, { width: c.quantity.width, align: 'right' });
  doc.text(texts.columns.unit, c.unit.x, y, { width: c.unit.width, align: 'right' });
  doc.text(texts.columns.line, c.line.x, y, { width: c.line.width, align: 'right' });
  const bottom = y + 14;
  doc
    .moveTo(PAGE_LEFT, bottom)
    .lineTo(PAGE_RIGHT, bottom)
    .lineWidth(0.8)
    .strokeColor('#1a1a1a')
    .stroke();
  return bottom + 6;
}

function rowHeight(doc: Doc, line: DocumentLine): number {
  doc.font(FONT_BOLD).fontSize(9);
  const name = doc.heightOfString(line.name, { width: COLUMNS.item.width });
  doc.font(FONT_REGULAR).fontSize(8);
  const details = line.details
    ? doc.heightOfString(line.details, { width: COLUMNS.item.width })
    : 0;
  return name + details + 8;
}

/**
 * The lines table; starts a new page (with the heading repeated) whenever a row does not fit.
 * `onNewPage` draws the continuation header and returns where the table resumes.
 */
export function drawLinesTable(
  doc: Doc,
  input: {
    readonly lines: readonly DocumentLine[];
    readonly texts: DocumentTexts;
    readonly y: number;
  },
  onNewPage: () => number,
): number {
  let y = drawHeaderRow(doc, input.texts, input.y);
  input.lines.forEach((line, index) => {
    const height = rowHeight(doc, line);
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      y = drawHeaderRow(doc, input.texts, onNewPage());
    }
    const c = COLUMNS;
    doc.font(FONT_REGULAR).fontSize(9).fillColor('#1a1a1a');
    doc.text(String(index + 1), c.position.x, y, { width: c.position.width });
    doc.text(String(line.quantity), c.quantity.x, y, { width: c.quantity.width, align: 'right' });
    doc.text(formatChf(line.unitCents), c.unit.x, y, { width: c.unit.width, align: 'right' });
    doc.text(formatChf(line.lineCents), c.line.x, y, { width: c.line.width, align: 'right' });
    doc.font(FONT_BOLD).text(line.name, c.item.x, y, { width: c.item.width });
    if (line.details) {
      doc.font(FONT_REGULAR).fontSize(8).fillColor('#555555');
      doc.text(line.details, c.item.x, doc.y, { width: c.item.width });
    }
    y += height;
    doc
      .moveTo(PAGE_LEFT, y - 3)
      .lineTo(PAGE_RIGHT, y - 3)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
  });
  return y;
}

export interface TotalRow {
  readonly label: string;
  readonly cents: number;
  readonly isStrong?: boolean;
  readonly isMinor?: boolean;
}

/** Label/amount rows under the table, right-aligned; breaks the page like the lines do. */
export function drawTotals(
  doc: Doc,
  rows: readonly TotalRow[],
  startY: number,
  onNewPage: () => number,
): number {
  let y = startY + 6;
  const needed = rows.length * 14 + 10;
  if (y + needed > PAGE_BOTTOM) {
    doc.addPage();
    y = onNewPage();
  }
  for (const row of rows) {
    if (row.isStrong) {
      doc
        .moveTo(300, y - 2)
        .lineTo(PAGE_RIGHT, y - 2)
        .lineWidth(0.8)
        .strokeColor('#1a1a1a')
        .stroke();
      y += 2;
    }
    doc
      .font(row.isStrong ? FONT_BOLD : FONT_REGULAR)
      .fontSize(row.isMinor ? 8 : row.isStrong ? 10.5 : 9)
      .fillColor(row.isMinor ? '#555555' : '#1a1a1a');
    doc.text(row.label, 250, y, { width: 198, align: 'right' });
    doc.text(formatChf(row.cents), 452, y, {
      width: PAGE_RIGHT - 452,
      align: 'right',
    });
    y += row.isStrong ? 16 : 13;
  }
  return y;
}
