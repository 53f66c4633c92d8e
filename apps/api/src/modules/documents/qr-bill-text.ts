/**
 * Issue 24 item 11: every text of a QR-bill in the character set of the Swiss Payment Standards
 * (SIX IG QR-bill v2.3, extended Latin: Basic Latin, Latin-1 Supplement, Latin Extended-A,
 * Ș ș Ț ț and €), narrowed to what the payment part's Helvetica (WinAnsi) prints, so that the
 * printed receipt and payment part show exactly the characters of the payload.
 */

/** Typographic characters with a plain equivalent: ’ → ', “ ” → ", – → -, … */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u02BC': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
  '\u00AD': '',
  // Letters without a decomposition.
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0126': 'H',
  '\u0127': 'h',
  '\u0166': 'T',
  '\u0167': 't',
  '\u0131': 'i',
  '\u0138': 'k',
  '\u013F': 'L',
  '\u0140': 'l',
  '\u0149': 'n',
  '\u017F': 's',
  '\u0132': 'IJ',
  '\u0133': 'ij',
  '\u014A': 'N',
  '\u014B': 'n',
  '\u1E9E': 'SS',
};

/** The SPS extended Latin set (v2.3). */
export function isSpsCharacter(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0x17f) ||
    (codePoint >= 0x218 && codePoint <= 0x21b) ||
    codePoint === 0x20ac
  );
}

/** Latin Extended-A letters and € that WinAnsi (the standard Helvetica of the payment part) holds. */
const WIN_ANSI_EXTRA = new Set([0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x20ac]);

/** Permitted in the payload and printable by the payment part's font. */
export function isQrBillCharacter(codePoint: number): boolean {
  if (!isSpsCharacter(codePoint)) return false;
  return codePoint <= 0xff || WIN_ANSI_EXTRA.has(codePoint);
}

function reduceCharacter(char: string): string {
  const replaced = REPLACEMENTS[char];
  if (replaced !== undefined) return replaced;
  const codePoint = char.codePointAt(0) ?? 0;
  if (isQrBillCharacter(codePoint)) return char;
  // A letter with an accent outside the set: its base letter (ő → o, Ș → S); anything else
  // (✓, emoji, other scripts) is dropped.
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  return [...base].every((c) => isQrBillCharacter(c.codePointAt(0) ?? 0)) ? base : '';
}

/**
 * A text reduced to the QR-bill character set: typographic characters replaced, accents outside
 * the set stripped, the rest dropped; whitespace collapsed; then cut to maxLength (SIX field
 * lengths).
 */
export function toQrBillText(text: string, maxLength: number): string {
  const reduced = [...text.normalize('NFC').replace(/\s+/g, ' ')].map(reduceCharacter).join('');
  return reduced.replace(/ {2,}/g, ' ').trim().slice(0, maxLength).trim();
}

interface QrBillParty {
  readonly name: string;
  readonly address: string;
  readonly buildingNumber?: string | number;
  readonly zip: string | number;
  readonly city: string;
}

function partyText<T extends QrBillParty>(party: T): T {
  return {
    ...party,
    name: toQrBillText(party.name, 70),
    address: toQrBillText(party.address, 70),
    ...(typeof party.buildingNumber === 'string'
      ? { buildingNumber: toQrBillText(party.buildingNumber, 16) }
      : {}),
    zip: typeof party.zip === 'string' ? toQrBillText(party.zip, 16) : party.zip,
    city: toQrBillText(party.city, 35),
  };
}

/**
 * Every free text of a QR-bill's data (creditor, debtor, message, additional information) in
 * the QR-bill character set: what swissqrbill encodes and prints is the same reduced text.
 */
export function toQrBillCharacterSet<
  D extends {
    readonly creditor: QrBillParty;
    readonly debtor?: QrBillParty | undefined;
    readonly message?: string | undefined;
    readonly additionalInformation?: string | undefined;
  },
>(data: D): D {
  return {
    ...data,
    creditor: partyText(data.creditor),
    ...(data.debtor ? { debtor: partyText(data.debtor) } : {}),
    ...(data.message !== undefined ? { message: toQrBillText(data.message, 140) } : {}),
    ...(data.additionalInformation !== undefined
      ? { additionalInformation: toQrBillText(data.additionalInformation, 140) }
      : {}),
  };
}
