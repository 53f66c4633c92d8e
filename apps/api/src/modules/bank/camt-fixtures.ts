import type { CamtMessage, CamtVersion } from './camt-parser.js';

/**
 * camt.053/054 files as Swiss banks write them (SIX Swiss Payment Standards), built in the tests
 * (and the benchmark): the version's own spellings (.04: `<Sts>BOOK</Sts>`, Dbtr/Nm, AmtDtls/TxAmt;
 * .08: `<Sts><Cd>BOOK</Cd></Sts>`, Dbtr/Pty/Nm, TxDtls/Amt).
 */
export interface FixtureTx {
  readonly ref?: string;
  readonly amount: string;
  readonly ccy?: string;
  readonly qrr?: string;
  readonly scor?: string;
  readonly ustrd?: string;
  readonly debtorName?: string;
  readonly debtorIban?: string;
  readonly cdtDbt?: 'CRDT' | 'DBIT';
}

export interface FixtureEntry {
  readonly ref?: string;
  readonly amount: string;
  readonly ccy?: string;
  readonly cdtDbt?: 'CRDT' | 'DBIT';
  readonly status?: 'BOOK' | 'PDNG' | 'INFO';
  readonly reversal?: boolean;
  readonly bookingDate?: string;
  readonly txs: readonly FixtureTx[];
}

export interface FixtureFile {
  readonly message: CamtMessage;
  readonly version: CamtVersion;
  readonly iban: string;
  readonly msgId?: string;
  readonly entries: readonly FixtureEntry[];
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function txXml(tx: FixtureTx, version: CamtVersion): string {
  const ccy = tx.ccy ?? 'CHF';
  const amount =
    version === '001.04'
      ? `<AmtDtls><TxAmt><Amt Ccy="${ccy}">${tx.amount}</Amt></TxAmt></AmtDtls>`
      : `<Amt Ccy="${ccy}">${tx.amount}</Amt>`;
  const ref = (type: string, value: string) =>
    `<Strd><CdtrRefInf><Tp><CdOrPrtry>${type === 'QRR' ? '<Prtry>QRR</Prtry>' : '<Cd>SCOR</Cd>'}</CdOrPrtry></Tp><Ref>${value}</Ref></CdtrRefInf></Strd>`;
  const remittance = [
    tx.ustrd ? `<Ustrd>${esc(tx.ustrd)}</Ustrd>` : '',
    tx.qrr ? ref('QRR', tx.qrr) : '',
    tx.scor ? ref('SCOR', tx.scor) : '',
  ].join('');
  const name = tx.debtorName
    ? version === '001.04'
      ? `<Dbtr><Nm>${esc(tx.debtorName)}</Nm></Dbtr>`
      : `<Dbtr><Pty><Nm>${esc(tx.debtorName)}</Nm></Pty></Dbtr>`
    : '';
  const account = tx.debtorIban
    ? `<DbtrAcct><Id><IBAN>${tx.debtorIban}</IBAN></Id></DbtrAcct>`
    : '';
  return [
    '<TxDtls>',
    tx.ref ? `<Refs><AcctSvcrRef>${tx.ref}</AcctSvcrRef></Refs>` : '',
    amount,
    `<CdtDbtInd>${tx.cdtDbt ?? 'CRDT'}</CdtDbtInd>`,
    name || account ? `<RltdPties>${name}${account}</RltdPties>` : '',
    remittance ? `<RmtInf>${remittance}</RmtInf>` : '',
    '</TxDtls>',
  ].join('');
}

function entryXml(entry: FixtureEntry, version: CamtVersion): string {
  const status = entry.status ?? 'BOOK';
  const date = entry.bookingDate ?? '2026-03-10';
  return [
    '<Ntry>',
    entry.ref ? `<NtryRef>${entry.ref}</NtryRef>` : '',
    `<Amt Ccy="${entry.ccy ?? 'CHF'}">${entry.amount}</Amt>`,
    `<CdtDbtInd>${entry.cdtDbt ?? 'CRDT'}</CdtDbtInd>`,
    entry.reversal ? '<RvslInd>true</RvslInd>' : '',
    version === '001.04' ? `<Sts>${status}</Sts>` : `<Sts><Cd>${status}</Cd></Sts>`,
    `<BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt>`,
    entry.ref ? `<AcctSvcrRef>${entry.ref}</AcctSvcrRef>` : '',
    '<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>',
    `<NtryDtls>${entry.txs.map((tx) => txXml(tx, version)).join('')}</NtryDtls>`,
    '</Ntry>',
  ].join('');
}

/** The whole file as text. */
export function buildCamtXml(file: FixtureFile): string {
  const isStatement = file.message === 'camt.053';
  const root = isStatement ? 'BkToCstmrStmt' : 'BkToCstmrDbtCdtNtfctn';
  const report = isStatement ? 'Stmt' : 'Ntfctn';
  const msgId = file.msgId ?? `MSG-${file.message}-${file.version}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${file.message}.${file.version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    `<${root}>`,
    `<GrpHdr><MsgId>${msgId}</MsgId><CreDtTm>2026-03-10T18:00:00</CreDtTm></GrpHdr>`,
    `<${report}><Id>${msgId}-1</Id><CreDtTm>2026-03-10T18:00:00</CreDtTm>`,
    `<Acct><Id><IBAN>${file.iban}</IBAN></Id><Ccy>CHF</Ccy></Acct>`,
    file.entries.map((entry) => entryXml(entry, file.version)).join('\n'),
    `</${report}>`,
    `</${root}>`,
    '</Document>\n',
  ].join('');
}
