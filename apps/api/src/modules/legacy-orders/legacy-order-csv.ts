import { parseFrancsToCents, parseLegacyDate } from './legacy-values.js';

/**
 * The old shop's order export: semicolon-separated UTF-8 with CRLF, a header row with the legacy
 * field names (spec 2 §3). Not tidy: dates as dd.mm.yyyy or yyyy-mm-dd hh:mm:ss, empty billing
 * fields meaning "same as shipping", prices in decimal francs with a point.
 */
export interface LegacyOrderRecord {
  readonly id: string;
  readonly orderDate: string;
  readonly publicStatusDe: string;
  readonly prodTimeDays: number | null;
  readonly shipTimeDays: number | null;
  readonly shipFirstName: string;
  readonly shipLastName: string;
  readonly shipStreet: string;
  readonly shipHouseNumber: string;
  readonly shipPostcode: string;
  readonly shipCity: string;
  readonly shipCountry: string;
  readonly billFirstName: string;
  readonly billLastName: string;
  readonly billStreet: string;
  readonly billHouseNumber: string;
  readonly billPostcode: string;
  readonly billCity: string;
  readonly billCountry: string;
  readonly email: string;
  readonly priceBruttoCents: number;
  readonly shipCostCents: number;
  readonly methodFormDe: string;
}

export interface CsvProblem {
  /** 1-based line in the file (the header is line 1). */
  readonly line: number;
  readonly message: string;
}

export const LEGACY_COLUMNS = [
  'id',
  'date',
  'publicStatus_de',
  'prodTime',
  'shipTime',
  'shipFirstName',
  'shipLastName',
  'shipStreet',
  'shipHouseNumber',
  'shipPostcode',
  'shipCity',
  'shipCountry',
  'billFirstName',
  'billLastName',
  'billStreet',
  'billHouseNumber',
  'billPostcode',
  'billCity',
  'billCountry',
  'eMail',
  'priceBrutto',
  'shipCost',
  'methodForm_de',
] as const;
type Column = (typeof LEGACY_COLUMNS)[number];

/** One line into fields; a field may be quoted ("a;b", "" for a quote), as spreadsheets write. */
function splitLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (!quoted && ch === '"' && field === '') {
      quoted = true;
    } else if (!quoted && ch === ';') {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

function parseDays(raw: string): number | null | undefined {
  if (raw === '') return null;
  return /^\d{1,3}$/.test(raw) ? Number(raw) : undefined;
}

function toRecord(get: (c: Column) => string): LegacyOrderRecord | string {
  const id = get('id');
  if (!/^\d{1,12}$/.test(id)) return `id "${id}" is not a number`;
  const orderDate = parseLegacyDate(get('date'));
  if (orderDate === null)
    return `date "${get('date')}" is neither dd.mm.yyyy nor yyyy-mm-dd hh:mm:ss`;
  const email = get('eMail').toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return `eMail "${get('eMail')}" is not an e-mail address`;
  const price = parseFrancsToCents(get('priceBrutto'));
  const shipCost = parseFrancsToCents(get('shipCost') || '0');
  if (price === null) return `priceBrutto "${get('priceBrutto')}" is not an amount in francs`;
  if (shipCost === null) return `shipCost "${get('shipCost')}" is not an amount in francs`;
  const prod = parseDays(get('prodTime'));
  const ship = parseDays(get('shipTime'));
  if (prod === undefined || ship === undefined) return 'prodTime/shipTime must be whole days';
  for (const c of ['shipLastName', 'shipStreet', 'shipPostcode', 'shipCity'] as const) {
    if (get(c) === '') return `${c} is empty`;
  }
  const billAddress = [get('billStreet'), get('billPostcode'), get('billCity')];
  const sameAsShipping = billAddress.every((f) => f === '');
  if (!sameAsShipping && billAddress.some((f) => f === ''))
    return 'the billing address is incomplete';
  const bill = (
    c: 'FirstName' | 'LastName' | 'Street' | 'HouseNumber' | 'Postcode' | 'City' | 'Country',
  ) =>
    sameAsShipping
      ? get(`ship${c}`)
      : get(`bill${c}`) || (c === 'Country' ? get('shipCountry') : '');
  return {
    id,
    orderDate,
    email,
    publicStatusDe: get('publicStatus_de'),
    prodTimeDays: prod,
    shipTimeDays: ship,
    shipFirstName: get('shipFirstName'),
    shipLastName: get('shipLastName'),
    shipStreet: get('shipStreet'),
    shipHouseNumber: get('shipHouseNumber'),
    shipPostcode: get('shipPostcode'),
    shipCity: get('shipCity'),
    shipCountry: get('shipCountry') || 'Schweiz',
    billFirstName: bill('FirstName'),
    billLastName: bill('LastName'),
    billStreet: bill('Street'),
    billHouseNumber: bill('HouseNumber'),
    billPostcode: bill('Postcode'),
    billCity: bill('City'),
    billCountry: bill('Country') || 'Schweiz',
    priceBruttoCents: price,
    shipCostCents: shipCost,
    methodFormDe: get('methodForm_de'),
  };
}

/** Reads the whole export; rows it cannot read are reported with their line and skipped. */
export function parseLegacyOrdersCsv(text: string): {
  readonly records: LegacyOrderRecord[];
  readonly problems: CsvProblem[];
} {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitLine(lines[0] ?? '');
  const missing = LEGACY_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    return {
      records: [],
      problems: [{ line: 1, message: `missing columns: ${missing.join(', ')}` }],
    };
  }
  const index = new Map(LEGACY_COLUMNS.map((c) => [c, header.indexOf(c)]));
  const records: LegacyOrderRecord[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Map<string, number>();
  lines.slice(1).forEach((line, i) => {
    const lineNumber = i + 2;
    if (line.trim() === '') return;
    const fields = splitLine(line);
    if (fields.length !== header.length) {
      problems.push({
        line: lineNumber,
        message: `${fields.length} fields, the header has ${header.length}`,
      });
      return;
    }
    const record = toRecord((c) => fields[index.get(c) ?? -1] ?? '');
    if (typeof record === 'string')
      return void problems.push({ line: lineNumber, message: record });
    const earlier = seen.get(record.id);
    if (earlier !== undefined) {
      return void problems.push({
        line: lineNumber,
        message: `id ${record.id} repeats line ${earlier}`,
      });
    }
    seen.set(record.id, lineNumber);
    records.push(record);
  });
  return { records, problems };
}
