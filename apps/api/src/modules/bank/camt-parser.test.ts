import { buildCreditorReference, buildQrReference } from '@print/domain';
import { describe, expect, it } from 'vitest';
import { buildCamtXml, type FixtureFile } from './camt-fixtures.js';
import { CamtError, decimalToCents, readCamt, type CamtFile } from './camt-parser.js';

const IBAN = 'CH4431999123000889012';
const qr = (n: string) => (buildQrReference(n) as { ok: true; value: string }).value;
const rf = (n: string) => (buildCreditorReference(n) as { ok: true; value: string }).value;

/** The file fed in small chunks, as the upload stream delivers it. */
function readInChunks(xml: string, size = 97): CamtFile {
  const chunks: string[] = [];
  for (let i = 0; i < xml.length; i += size) chunks.push(xml.slice(i, i + size));
  return readCamt(chunks);
}

function codeOf(xml: string): string {
  try {
    readInChunks(xml);
  } catch (error) {
    if (error instanceof CamtError) return error.code;
    throw error;
  }
  return 'ok';
}

/** Every case of issue 26 in one file: batch, reversal, debit, pending, SCOR, free text. */
function mixedFile(message: FixtureFile['message'], version: FixtureFile['version']): FixtureFile {
  return {
    message,
    version,
    iban: IBAN,
    msgId: `M-${message}-${version}`,
    entries: [
      {
        ref: 'E1',
        amount: '250.00',
        txs: [
          {
            ref: 'TX-1',
            amount: '250.00',
            qrr: qr('2026-000001'),
            debtorName: 'Anna Muster',
            debtorIban: 'CH93 0076 2011 6238 5295 7',
          },
        ],
      },
      {
        ref: 'BATCH-2',
        amount: '300.50',
        txs: [
          { ref: 'TX-2a', amount: '100.50', qrr: qr('2026-000002') },
          { amount: '200.00', scor: rf('2026-000003'), debtorName: 'Müller & Söhne AG' },
        ],
      },
      { ref: 'E3', amount: '40.00', reversal: true, txs: [{ ref: 'TX-3', amount: '40.00' }] },
      { ref: 'E4', amount: '55.00', cdtDbt: 'DBIT', txs: [{ ref: 'TX-4', amount: '55.00' }] },
      { ref: 'E5', amount: '12.00', status: 'PDNG', txs: [{ ref: 'TX-5', amount: '12.00' }] },
      {
        ref: 'E6',
        amount: '99.9',
        txs: [{ ref: 'TX-6', amount: '99.9', ustrd: 'Bestellung 2026-000004 danke' }],
      },
    ],
  };
}

describe.each([
  ['camt.054', '001.04'],
  ['camt.054', '001.08'],
  ['camt.053', '001.04'],
  ['camt.053', '001.08'],
] as const)('%s.%s', (message, version) => {
  const file = readInChunks(buildCamtXml(mixedFile(message, version)));

  it('detects message and version from the root namespace, and the account', () => {
    expect(file).toMatchObject({ message, version, messageId: `M-${message}-${version}` });
    expect(file.accountIbans).toEqual([IBAN]);
  });

  it('keeps booked credits only, one row per TxDtls (batch entries expanded)', () => {
    expect(file.credits.map((c) => [c.bankReference, c.amountCents, c.isBatch])).toEqual([
      ['TX-1', 25_000, false],
      ['TX-2a', 10_050, true],
      ['BATCH-2/2', 20_000, true],
      ['TX-6', 9_990, false],
    ]);
    // reversal, debit and pending entry
    expect(file.skipped).toBe(3);
  });

  it('reads references, free text, debtor and dates', () => {
    const [first, second, third, fourth] = file.credits;
    expect(first).toMatchObject({
      currency: 'CHF',
      qrReference: qr('2026-000001'),
      creditorReference: null,
      debtorName: 'Anna Muster',
      debtorIban: 'CH9300762011623852957',
      bookingDate: '2026-03-10',
      valueDate: '2026-03-10',
    });
    expect(second?.qrReference).toBe(qr('2026-000002'));
    expect(third).toMatchObject({
      creditorReference: rf('2026-000003'),
      debtorName: 'Müller & Söhne AG',
    });
    expect(fourth?.remittanceText).toBe('Bestellung 2026-000004 danke');
  });
});

describe('bad bank files are refused with a stable code', () => {
  const good = buildCamtXml(mixedFile('camt.054', '001.04'));

  it('refuses a truncated file', () => {
    expect(codeOf(good.slice(0, Math.floor(good.length * 0.6)))).toBe('BANK_FILE_MALFORMED');
    expect(codeOf(good.slice(0, good.length - 14))).toBe('BANK_FILE_MALFORMED');
  });

  it.each([
    ['an XML file of another kind', '<?xml version="1.0"?><order><id>1</id></order>'],
    [
      'a pain.001 payment order',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>',
    ],
    ['a CSV file', 'Datum;Betrag;Text\n2026-03-10;250.00;Bestellung\n'],
    ['an empty file', ''],
    [
      'a camt.054 namespace with the wrong message inside',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrStmt/></Document>',
    ],
  ])('refuses %s as not camt', (_name, xml) => {
    expect(codeOf(xml)).toBe('BANK_FILE_NOT_CAMT');
  });

  it('refuses versions other than .001.04 and .001.08', () => {
    expect(codeOf(good.replace('camt.054.001.04', 'camt.054.001.02'))).toBe(
      'BANK_FILE_VERSION_UNSUPPORTED',
    );
  });

  it('refuses a DOCTYPE (no entities) and an amount with three decimals', () => {
    const withDoctype = good.replace('<Document', '<!DOCTYPE Document [<!ENTITY x "y">]><Document');
    expect(codeOf(withDoctype)).toBe('BANK_FILE_MALFORMED');
    expect(codeOf(good.replaceAll('>250.00<', '>250.001<'))).toBe('BANK_FILE_MALFORMED');
  });

  it('turns decimal amounts into cents exactly', () => {
    expect([decimalToCents('0.1'), decimalToCents('1234567.89'), decimalToCents('7')]).toEqual([
      10, 123_456_789, 700,
    ]);
    expect(() => decimalToCents('-5.00')).toThrow(CamtError);
    expect(() => decimalToCents('1,50')).toThrow(CamtError);
  });
});
