import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * A streaming reader of ISO 20022 bank-to-customer messages as Swiss banks send them (SIX Swiss
 * Payment Standards): camt.054 (one notification per payment) and camt.053 (the statement, QR
 * payments often as one batch entry with many TxDtls), versions .001.04 and .001.08, told apart by
 * the root element's namespace. No npm package reads camt.054 with QR references (STACK.md).
 *
 * Only booked credits become rows: Ntry/Sts BOOK (`<Sts>BOOK</Sts>` in .04,
 * `<Sts><Cd>BOOK</Cd></Sts>` in .08; both accepted in either), CdtDbtInd CRDT, RvslInd not true.
 * One row per TxDtls; an entry without TxDtls is one row itself. A DOCTYPE is refused (no entity
 * can be declared), and anything not well-formed (a truncated file) is an error, never a partial
 * result.
 */

export type CamtMessage = 'camt.053' | 'camt.054';
export type CamtVersion = '001.04' | '001.08';

/** One booked credit: amounts in integer cents. */
export interface CamtCredit {
  /** The bank's unique reference: TxDtls/Refs/AcctSvcrRef, else the entry's + "/" + index. */
  readonly bankReference: string;
  readonly amountCents: number;
  readonly currency: string;
  /** ISO date (YYYY-MM-DD) or null. */
  readonly bookingDate: string | null;
  readonly valueDate: string | null;
  readonly qrReference: string | null;
  readonly creditorReference: string | null;
  readonly remittanceText: string | null;
  readonly debtorName: string | null;
  readonly debtorIban: string | null;
  /** Whether the entry was a batch (several TxDtls). */
  readonly isBatch: boolean;
}

export interface CamtFile {
  readonly message: CamtMessage;
  readonly version: CamtVersion;
  readonly messageId: string | null;
  /** The IBANs of every Stmt/Ntfctn account (upper case, no spaces). */
  readonly accountIbans: readonly string[];
  readonly credits: readonly CamtCredit[];
  /** Entries or transactions left out: debits, reversals, not booked. */
  readonly skipped: number;
}

export type CamtErrorCode =
  'BANK_FILE_NOT_CAMT' | 'BANK_FILE_VERSION_UNSUPPORTED' | 'BANK_FILE_MALFORMED';

export class CamtError extends Error {
  constructor(
    readonly code: CamtErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:(camt\.05[34])\.(\d{3}\.\d{2})$/;
const VERSIONS: readonly string[] = ['001.04', '001.08'];
const MESSAGE_ROOT: Readonly<Record<CamtMessage, string>> = {
  'camt.053': 'BkToCstmrStmt',
  'camt.054': 'BkToCstmrDbtCdtNtfctn',
};

interface TxDraft {
  ref: string | null;
  amount: { value: string; ccy: string } | null;
  cdtDbt: string | null;
  qrr: string | null;
  scor: string | null;
  ustrd: string[];
  debtorName: string | null;
  debtorIban: string | null;
  /** The reference type being read (Prtry or Cd) until its Ref arrives. */
  refType: string | null;
}

interface EntryDraft {
  amount: { value: string; ccy: string } | null;
  cdtDbt: string | null;
  reversal: boolean;
  status: string | null;
  ref: string | null;
  ntryRef: string | null;
  bookingDate: string | null;
  valueDate: string | null;
  txs: TxDraft[];
}

function newTx(): TxDraft {
  return {
    ref: null,
    amount: null,
    cdtDbt: null,
    qrr: null,
    scor: null,
    ustrd: [],
    debtorName: null,
    debtorIban: null,
    refType: null,
  };
}

/** "1234.5" → 123450; more than two decimals, a sign or anything else: MALFORMED. */
export function decimalToCents(value: string): number {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (match === null) throw new CamtError('BANK_FILE_MALFORMED', `Not an amount: "${value}"`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new CamtError('BANK_FILE_MALFORMED', 'Amount too large');
  return cents;
}

function compact(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The streaming reader: write() chunks of text, end() for the result (throws CamtError). */
export class CamtReader {
  private readonly parser = new SaxesParser({ xmlns: true });
  private readonly path: string[] = [];
  private text = '';
  private message: CamtMessage | null = null;
  private version: CamtVersion | null = null;
  private messageId: string | null = null;
  private readonly accountIbans: string[] = [];
  private readonly credits: CamtCredit[] = [];
  private skipped = 0;
  private entry: EntryDraft | null = null;
  private tx: TxDraft | null = null;
  private entryIndex = 0;
  private failure: CamtError | null = null;
  /** The Ccy attribute of the Amt element being read. */
  private pendingCcy = '';

  constructor() {
    this.parser.on('doctype', () => {
      throw new CamtError('BANK_FILE_MALFORMED', 'A bank file declares no DOCTYPE');
    });
    this.parser.on('error', (error) => {
      throw this.toCamtError(error);
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('text', (text) => {
      this.text += text;
    });
    this.parser.on('cdata', (text) => {
      this.text += text;
    });
    this.parser.on('closetag', (tag) => this.close(tag.local ?? tag.name));
  }

  write(chunk: string): void {
    if (this.failure !== null) throw this.failure;
    try {
      this.parser.write(chunk);
    } catch (error) {
      this.failure = this.toCamtError(error);
      throw this.failure;
    }
  }

  end(): CamtFile {
    if (this.failure !== null) throw this.failure;
    try {
      this.parser.close();
    } catch (error) {
      throw this.toCamtError(error);
    }
    if (this.message === null || this.version === null)
      throw new CamtError('BANK_FILE_NOT_CAMT', 'The file holds no ISO 20022 camt message');
    if (this.path.length > 0)
      throw new CamtError('BANK_FILE_MALFORMED', 'The file ends before its last element closes');
    return {
      message: this.message,
      version: this.version,
      messageId: this.messageId,
      accountIbans: this.accountIbans,
      credits: this.credits,
      skipped: this.skipped,
    };
  }

  private toCamtError(error: unknown): CamtError {
    if (error instanceof CamtError) return error;
    const text = (error instanceof Error ? error.message : String(error)).slice(0, 160);
    // Nothing camt seen yet (a CSV, a PDF, an empty file): it is no camt file at all.
    return this.message === null
      ? new CamtError('BANK_FILE_NOT_CAMT', `Not an ISO 20022 camt XML file: ${text}`)
      : new CamtError('BANK_FILE_MALFORMED', `Not well-formed XML (truncated?): ${text}`);
  }

  private open(tag: SaxesTagNS): void {
    const name = tag.local;
    if (this.path.length === 0) this.checkRoot(tag);
    else if (this.path.length === 1 && this.message !== null && name !== MESSAGE_ROOT[this.message])
      throw new CamtError(
        'BANK_FILE_NOT_CAMT',
        `A ${this.message} document holds ${MESSAGE_ROOT[this.message]}, not ${name}`,
      );
    this.path.push(name);
    this.text = '';
    if (name === 'Ntry' && this.isUnderReport()) {
      this.entry = {
        amount: null,
        cdtDbt: null,
        reversal: false,
        status: null,
        ref: null,
        ntryRef: null,
        bookingDate: null,
        valueDate: null,
        txs: [],
      };
      this.entryIndex += 1;
    } else if (name === 'TxDtls' && this.entry !== null) {
      this.tx = newTx();
    } else if (name === 'Amt') {
      const ccy = tag.attributes.Ccy;
      this.pendingCcy = typeof ccy === 'string' ? ccy : (ccy?.value ?? '');
    }
  }

  private checkRoot(tag: SaxesTagNS): void {
    const match = NAMESPACE.exec(tag.uri);
    if (tag.local !== 'Document' || match === null)
      throw new CamtError(
        'BANK_FILE_NOT_CAMT',
        `The root element is not an ISO 20022 camt.053/054 Document (${tag.local} in "${tag.uri.slice(0, 80)}")`,
      );
    const version = match[2] ?? '';
    if (!VERSIONS.includes(version))
      throw new CamtError(
        'BANK_FILE_VERSION_UNSUPPORTED',
        `${match[1] ?? 'camt'}.${version} is not read here: send version .001.04 or .001.08`,
      );
    this.message = match[1] as CamtMessage;
    this.version = version as CamtVersion;
  }

  /** Inside Document/<message>/<Stmt|Ntfctn>. */
  private isUnderReport(): boolean {
    const report = this.path[2];
    return report === 'Stmt' || report === 'Ntfctn';
  }

  /** The element path below the report (Stmt/Ntfctn), joined with "/". */
  private close(name: string): void {
    const value = this.text.trim();
    const rel = this.path.slice(3).join('/');
    if (this.path.length === 4 && name === 'MsgId' && this.path[2] === 'GrpHdr')
      this.messageId = value;
    if (this.isUnderReport() && rel === 'Acct/Id/IBAN') this.accountIbans.push(compact(value));
    if (this.tx !== null) this.closeInTx(value);
    else if (this.entry !== null) this.closeInEntry(value, rel);
    this.path.pop();
    this.text = '';
  }

  private closeInEntry(value: string, rel: string): void {
    const entry = this.entry;
    if (entry === null) return;
    if (rel === 'Ntry') {
      this.finishEntry(entry);
      this.entry = null;
      return;
    }
    switch (rel) {
      case 'Ntry/Amt':
        entry.amount = { value, ccy: this.pendingCcy };
        break;
      case 'Ntry/CdtDbtInd':
        entry.cdtDbt = value;
        break;
      case 'Ntry/RvslInd':
        entry.reversal = value === 'true' || value === '1';
        break;
      case 'Ntry/Sts':
        if (value !== '') entry.status = value;
        break;
      case 'Ntry/Sts/Cd':
        entry.status = value;
        break;
      case 'Ntry/AcctSvcrRef':
        entry.ref = value;
        break;
      case 'Ntry/NtryRef':
        entry.ntryRef = value;
        break;
      case 'Ntry/BookgDt/Dt':
      case 'Ntry/BookgDt/DtTm':
        entry.bookingDate = value.slice(0, 10);
        break;
      case 'Ntry/ValDt/Dt':
      case 'Ntry/ValDt/DtTm':
        entry.valueDate = value.slice(0, 10);
        break;
    }
  }

  private closeInTx(value: string): void {
    const tx = this.tx;
    if (tx === null) return;
    const at = this.path.slice(this.path.lastIndexOf('TxDtls') + 1).join('/');
    if (at === '') {
      this.entry?.txs.push(tx);
      this.tx = null;
      return;
    }
    if (at === 'Refs/AcctSvcrRef') tx.ref = value;
    else if (at === 'Amt' || (at === 'AmtDtls/TxAmt/Amt' && tx.amount === null))
      tx.amount = { value, ccy: this.pendingCcy };
    else if (at === 'CdtDbtInd') tx.cdtDbt = value;
    else if (at === 'RmtInf/Ustrd') tx.ustrd.push(value);
    else if (
      at.endsWith('CdtrRefInf/Tp/CdOrPrtry/Prtry') ||
      at.endsWith('CdtrRefInf/Tp/CdOrPrtry/Cd')
    )
      tx.refType = value.toUpperCase();
    else if (at.endsWith('CdtrRefInf/Ref')) {
      if (tx.refType === 'QRR') tx.qrr = compact(value);
      else if (tx.refType === 'SCOR' || /^RF\d{2}/i.test(compact(value))) tx.scor = compact(value);
      tx.refType = null;
    } else if (at === 'RltdPties/Dbtr/Nm' || at === 'RltdPties/Dbtr/Pty/Nm') tx.debtorName = value;
    else if (at === 'RltdPties/DbtrAcct/Id/IBAN') tx.debtorIban = compact(value);
  }

  private finishEntry(entry: EntryDraft): void {
    const isCredit = entry.cdtDbt === 'CRDT';
    const isBooked = entry.status === 'BOOK';
    if (!isCredit || !isBooked || entry.reversal) {
      this.skipped += Math.max(1, entry.txs.length);
      return;
    }
    if (entry.amount === null)
      throw new CamtError('BANK_FILE_MALFORMED', `Entry ${this.entryIndex} has no amount`);
    const entryRef = entry.ref ?? entry.ntryRef ?? `${this.messageId ?? 'msg'}:${this.entryIndex}`;
    const txs = entry.txs.length > 0 ? entry.txs : [newTx()];
    const isBatch = txs.length > 1;
    txs.forEach((tx, index) => {
      if (tx.cdtDbt !== null && tx.cdtDbt !== 'CRDT') {
        this.skipped += 1;
        return;
      }
      const amount = tx.amount ?? (isBatch ? null : entry.amount);
      if (amount === null)
        throw new CamtError(
          'BANK_FILE_MALFORMED',
          `A transaction of batch entry ${entryRef} has no amount`,
        );
      this.credits.push({
        bankReference: tx.ref ?? (isBatch ? `${entryRef}/${index + 1}` : entryRef),
        amountCents: decimalToCents(amount.value),
        currency: amount.ccy.toUpperCase(),
        bookingDate: entry.bookingDate,
        valueDate: entry.valueDate,
        qrReference: tx.qrr,
        creditorReference: tx.scor,
        remittanceText: tx.ustrd.length > 0 ? tx.ustrd.join(' ') : null,
        debtorName: tx.debtorName,
        debtorIban: tx.debtorIban,
        isBatch,
      });
    });
  }
}

/** Reads a whole camt file from text chunks (bytes decoded as UTF-8 by the caller). */
export function readCamt(chunks: Iterable<string>): CamtFile {
  const reader = new CamtReader();
  for (const chunk of chunks) reader.write(chunk);
  return reader.end();
}
