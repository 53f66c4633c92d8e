import { PriceSetContentSchema, type PriceSetContent } from '@print/contracts';
import { centsToInput, parseChfToCents } from './money-input';

/*
 * The price-set editor's values: what staff type (francs, percent, days, millimetres) as text,
 * turned into the API's integers (cents, basis points) digit by digit and validated with the
 * same zod schema the server uses. An empty price is allowed in a draft (null: "not entered"),
 * and publishing refuses it with the list of what is missing.
 */

type Content = PriceSetContent;
type Mode = Content['printModes'][number];

export interface PriceSetForm {
  readonly printModes: readonly (Pick<Mode, 'id' | 'label' | 'isAvailable'> & {
    /** Quantity breaks as "from pieces: percent", e.g. "5: 95; 10: 90". */
    readonly breaks: string;
    readonly setupFee: string;
    readonly material: string;
    readonly packing: string;
    readonly minPartPrice: string;
    readonly productionDaysExtra: string;
    readonly maxXMm: string;
    readonly maxYMm: string;
    readonly maxZMm: string;
    readonly minFeatureSizeMm: string;
    readonly maxNumberOfParts: string;
  })[];
  readonly surfaceFinishes: readonly {
    readonly id: string;
    readonly label?: string | undefined;
    readonly group?: string | undefined;
    readonly isAvailable: boolean;
    readonly price: string;
  }[];
  readonly colors: readonly {
    readonly id: string;
    readonly label?: string | undefined;
    readonly isAvailable: boolean;
    readonly factorPercent: string;
  }[];
  readonly processingOptions: readonly {
    readonly id: string;
    readonly label?: string | undefined;
    readonly group?: string | undefined;
    readonly price: string;
  }[];
  readonly shippingMethods: readonly {
    readonly id: string;
    readonly label?: string | undefined;
    readonly group?: string | undefined;
    readonly isAvailable: boolean;
    readonly price: string;
    readonly days: string;
  }[];
}

export type PriceSetList = keyof PriceSetForm;

/** One field the editor cannot send: list, entry id, field, the translation key of the reason. */
export interface PriceSetFieldError {
  readonly list: PriceSetList;
  readonly id: string;
  readonly field: string;
  readonly code: 'PRICE_INVALID' | 'NUMBER_INVALID';
}

const money = (cents: number | null): string => (cents === null ? '' : centsToInput(cents));
/** 10800 bp → "108.00" (percent with two decimals, the same digits as francs). */
const percent = money;
const plain = (value: number | null): string => (value === null ? '' : String(value));

export function toPriceSetForm(content: Content): PriceSetForm {
  return {
    printModes: content.printModes.map((m) => ({
      id: m.id,
      label: m.label,
      isAvailable: m.isAvailable,
      breaks: m.quantityBreaks.map((b) => `${b.minQuantity}: ${percent(b.factorBp)}`).join('; '),
      setupFee: money(m.setupFeeCents),
      material: money(m.materialCentsPerCm3),
      packing: money(m.packingCentsPerCm3),
      minPartPrice: money(m.minPartPriceCents),
      productionDaysExtra: plain(m.productionDaysExtra),
      maxXMm: plain(m.maxXMm),
      maxYMm: plain(m.maxYMm),
      maxZMm: plain(m.maxZMm),
      minFeatureSizeMm: plain(m.minFeatureSizeMm),
      maxNumberOfParts: plain(m.maxNumberOfParts),
    })),
    surfaceFinishes: content.surfaceFinishes.map((f) => ({
      id: f.id,
      label: f.label,
      group: f.group,
      isAvailable: f.isAvailable,
      price: money(f.finishCentsPerCm2),
    })),
    colors: content.colors.map((c) => ({
      id: c.id,
      label: c.label,
      isAvailable: c.isAvailable,
      factorPercent: percent(c.colourFactorBp),
    })),
    processingOptions: content.processingOptions.map((o) => ({
      id: o.id,
      label: o.label,
      group: o.group,
      price: money(o.priceCents),
    })),
    shippingMethods: content.shippingMethods.map((s) => ({
      id: s.id,
      label: s.label,
      group: s.group,
      isAvailable: s.isAvailable,
      price: money(s.priceCents),
      days: plain(s.shippingTimeDays),
    })),
  };
}

/**
 * "5: 95; 10: 90" → [{minQuantity 5, factorBp 9500}, …]: pieces from which a percentage of the
 * unit price applies; empty → none (every quantity at 100 %).
 */
function readBreaks(
  text: string,
  id: string,
  errors: PriceSetFieldError[],
): { minQuantity: number; factorBp: number }[] {
  const parts = text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const breaks = parts.map((part) => {
    const match = /^(\d{1,6})\s*[:=]\s*(.+?)\s*%?$/.exec(part);
    const factorBp = match?.[2] === undefined ? null : parseChfToCents(match[2]);
    return match?.[1] === undefined || factorBp === null
      ? null
      : { minQuantity: Number.parseInt(match[1], 10), factorBp };
  });
  if (breaks.some((b) => b === null)) {
    errors.push({ list: 'printModes', id, field: 'breaks', code: 'NUMBER_INVALID' });
    return [];
  }
  return breaks.filter((b) => b !== null);
}

/** Reads typed values; collects every field it cannot read instead of stopping at the first. */
function createReader(errors: PriceSetFieldError[]) {
  return {
    /** Francs (or percent) → integer hundredths; empty → null (a price not entered yet). */
    cents(text: string, list: PriceSetList, id: string, field: string): number | null {
      if (text.trim() === '') return null;
      const cents = parseChfToCents(text);
      if (cents === null) errors.push({ list, id, field, code: 'PRICE_INVALID' });
      return cents;
    },
    /** A decimal number ("0.8", "0,8"); empty → null. NaN is reported and never sent. */
    number(text: string, list: PriceSetList, id: string, field: string): number | null {
      const cleaned = text.trim().replace(',', '.');
      if (cleaned === '') return null;
      const value = /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
      if (Number.isNaN(value)) errors.push({ list, id, field, code: 'NUMBER_INVALID' });
      return value;
    },
  };
}

/**
 * The form as the API's content, validated by the contracts' schema; every field error at once
 * (list, entry, field) so the editor can mark each input. Labels are not sent.
 */
export function fromPriceSetForm(
  form: PriceSetForm,
): { ok: true; content: Content } | { ok: false; errors: PriceSetFieldError[] } {
  const errors: PriceSetFieldError[] = [];
  const read = createReader(errors);
  const required = (value: number | null, list: PriceSetList, id: string, field: string) => {
    if (value === null) errors.push({ list, id, field, code: 'NUMBER_INVALID' });
    return value ?? 0;
  };
  const content: Content = {
    printModes: form.printModes.map((m) => {
      const num = (text: string, field: string) =>
        required(read.number(text, 'printModes', m.id, field), 'printModes', m.id, field);
      const parts = read.number(m.maxNumberOfParts, 'printModes', m.id, 'maxNumberOfParts');
      return {
        id: m.id,
        isAvailable: m.isAvailable,
        quantityBreaks: readBreaks(m.breaks, m.id, errors),
        setupFeeCents: read.cents(m.setupFee, 'printModes', m.id, 'setupFee'),
        materialCentsPerCm3: read.cents(m.material, 'printModes', m.id, 'material'),
        packingCentsPerCm3: read.cents(m.packing, 'printModes', m.id, 'packing'),
        minPartPriceCents: read.cents(m.minPartPrice, 'printModes', m.id, 'minPartPrice'),
        productionDaysExtra: num(m.productionDaysExtra, 'productionDaysExtra'),
        maxXMm: num(m.maxXMm, 'maxXMm'),
        maxYMm: num(m.maxYMm, 'maxYMm'),
        maxZMm: num(m.maxZMm, 'maxZMm'),
        minFeatureSizeMm: num(m.minFeatureSizeMm, 'minFeatureSizeMm'),
        maxNumberOfParts: parts,
      };
    }),
    surfaceFinishes: form.surfaceFinishes.map((f) => ({
      id: f.id,
      isAvailable: f.isAvailable,
      finishCentsPerCm2: read.cents(f.price, 'surfaceFinishes', f.id, 'price'),
    })),
    colors: form.colors.map((c) => ({
      id: c.id,
      isAvailable: c.isAvailable,
      colourFactorBp: read.cents(c.factorPercent, 'colors', c.id, 'factorPercent'),
    })),
    processingOptions: form.processingOptions.map((o) => ({
      id: o.id,
      priceCents: read.cents(o.price, 'processingOptions', o.id, 'price'),
    })),
    shippingMethods: form.shippingMethods.map((s) => ({
      id: s.id,
      isAvailable: s.isAvailable,
      priceCents: read.cents(s.price, 'shippingMethods', s.id, 'price'),
      shippingTimeDays: required(
        read.number(s.days, 'shippingMethods', s.id, 'days'),
        'shippingMethods',
        s.id,
        'days',
      ),
    })),
  };
  if (errors.length > 0) return { ok: false, errors };
  const parsed = PriceSetContentSchema.safeParse(content);
  if (parsed.success) return { ok: true, content: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((issue) => toFieldError(issue.path, form)) };
}

/** The schema's path (['printModes', 2, 'maxXMm']) as the editor's field. */
function toFieldError(path: readonly PropertyKey[], form: PriceSetForm): PriceSetFieldError {
  const [list, index, field] = path;
  const key = (typeof list === 'string' && list in form ? list : 'printModes') as PriceSetList;
  const entry = typeof index === 'number' ? form[key][index] : undefined;
  const isMoney = typeof field === 'string' && /Cents|Bp/.test(field);
  return {
    list: key,
    id: entry?.id ?? '',
    field: FORM_FIELD_OF[String(field)] ?? String(field ?? ''),
    code: isMoney ? 'PRICE_INVALID' : 'NUMBER_INVALID',
  };
}

/** The API's field names as the form's (for marking the input a server-side rule refused). */
const FORM_FIELD_OF: Readonly<Record<string, string>> = {
  setupFeeCents: 'setupFee',
  materialCentsPerCm3: 'material',
  packingCentsPerCm3: 'packing',
  minPartPriceCents: 'minPartPrice',
  finishCentsPerCm2: 'price',
  colourFactorBp: 'factorPercent',
  priceCents: 'price',
  shippingTimeDays: 'days',
  quantityBreaks: 'breaks',
};

/** The API's missing-price kinds as the form's lists. */
export const LIST_OF_KIND = {
  printMode: 'printModes',
  surfaceFinish: 'surfaceFinishes',
  color: 'colors',
  processingOption: 'processingOptions',
  shippingMethod: 'shippingMethods',
} as const satisfies Record<string, PriceSetList>;

export function formFieldOf(apiField: string): string {
  return FORM_FIELD_OF[apiField] ?? apiField;
}
