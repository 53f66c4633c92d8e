import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

// The agreed public surface (team/DOMAIN-API.md): other packages code against these names.
const CONTRACT_FUNCTIONS = [
  'roundHalfAwayFromZero',
  'assertCents',
  'formatChf',
  'sumCents',
  'allocateCents',
  'unitToMm',
  'figuresAt',
  'toFileGeometry',
  'toAsReadFigures',
  'assessPrintability',
  'fitsBuildVolume',
  'describePrintabilityReason',
  'selectPrintQualityMessage',
  'computePartPrice',
  'resolveTaxRateBp',
  'computeTaxCents',
  'breakdownPrice',
  'productionDaysFor',
  'estimateDelivery',
  'deliveryDateFor',
  'lineProductionDays',
  'formatDeliveryDate',
  'validateVoucher',
  'applyVoucher',
  'computeOrderTotals',
  'priceCart',
  'displayLinePrice',
  'checkUploadFileName',
  'formatChfOrEmpty',
] as const;

const CONTRACT_CONSTANTS: ReadonlyArray<[string, unknown]> = [
  ['DEFAULT_TAX_RATE_BP', 810],
  ['VOUCHER_CODE_MIN_LENGTH', 2],
  ['VOUCHER_CODE_MAX_LENGTH', 30],
  ['MINIMUM_ORDER_NET_CENTS', 20000],
  ['FREE_SHIPPING_THRESHOLD_CENTS', 25000],
  ['MAX_UPLOAD_BYTES', 100_000_000],
  ['SCALE_MIN', 0.01],
  ['SCALE_MAX', 10],
  ['QUANTITY_MIN', 1],
  ['QUANTITY_MAX', 10000],
];

describe('the agreed public surface is exported from the package entry', () => {
  it.each(CONTRACT_FUNCTIONS)('%s is a function', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(CONTRACT_CONSTANTS)('%s = %j', (name, value) => {
    expect((domain as Record<string, unknown>)[name]).toEqual(value);
  });

  it('exports the unit, status and payment lists', () => {
    expect(domain.LENGTH_UNITS).toEqual(['mm', 'cm', 'm', 'inch']);
    expect(domain.ORDER_STATUSES).toHaveLength(14);
    expect(domain.PAYMENT_STATUSES).toHaveLength(2);
    expect(domain.PAYMENT_METHODS.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(domain.ALLOWED_UPLOAD_EXTENSIONS).toHaveLength(7);
  });
});
