import type { Font } from 'fontkit';
import type { AddressWithCountry } from '@print/contracts';
import type { OrderDocumentInput } from './document-input.js';

/**
 * Issue 24 item 11: a character the embedded font has no glyph for prints as a box. Customer
 * texts (names, addresses, references, part names) keep what the font can print; a letter
 * without a glyph falls back to its base letter (NFD without marks), anything else (emoji, ✓,
 * other symbols) is dropped.
 */
export function printableText(text: string, font: Pick<Font, 'hasGlyphForCodePoint'>): string {
  const canPrint = (char: string): boolean => {
    const codePoint = char.codePointAt(0) ?? 0;
    return codePoint === 0x0a || codePoint === 0x20 || font.hasGlyphForCodePoint(codePoint);
  };
  let changed = false;
  const out = [...text.normalize('NFC')].map((char) => {
    if (canPrint(char)) return char;
    changed = true;
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    return base !== char && [...base].every(canPrint) ? base : '';
  });
  // Emoji sequences leave joiners and variation selectors behind: those are dropped above too.
  return changed ? out.join('').replace(/ {2,}/g, ' ').trim() : text;
}

export function printableAddress(
  address: AddressWithCountry,
  font: Pick<Font, 'hasGlyphForCodePoint'>,
): AddressWithCountry {
  return Object.fromEntries(
    Object.entries(address).map(([key, value]) => [
      key,
      typeof value === 'string' ? printableText(value, font) : value,
    ]),
  ) as unknown as AddressWithCountry;
}

/** The document's customer texts as the font prints them (see printableText). */
export function printableInput<T extends OrderDocumentInput>(
  input: T,
  font: Pick<Font, 'hasGlyphForCodePoint'>,
): T {
  const text = (value: string): string => printableText(value, font);
  return {
    ...input,
    customer: {
      ...input.customer,
      email: text(input.customer.email),
      ...(input.customer.phone ? { phone: text(input.customer.phone) } : {}),
    },
    billingAddress: printableAddress(input.billingAddress, font),
    shippingAddress: printableAddress(input.shippingAddress, font),
    lines: input.lines.map((line) => ({
      ...line,
      name: text(line.name),
      details: text(line.details),
    })),
    shippingMethodName: text(input.shippingMethodName),
    referenceNumber: text(input.referenceNumber),
    ...(input.voucherCode ? { voucherCode: text(input.voucherCode) } : {}),
  };
}
