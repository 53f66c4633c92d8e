import type { BatchCalculationRequest, BatchCalculationResult } from '@print/contracts';
import {
  breakdownLinePrice,
  err,
  ok,
  previewSinglePartOrder,
  resolveTaxRateBp,
  SELECTABLE_COUNTRY_CODES,
  type FileGeometry,
  type Result,
  type ShippingPreviewMethod,
} from '@print/domain';
import type { CatalogService, CatalogSnapshot, ConfigurationErrorCode } from '../catalog/index.js';
import type { AnalysedFileErrorCode, FilesService } from '../files/index.js';
import { quoteLine, type LineConfiguration } from './quote-line.js';

export type PricingErrorCode = ConfigurationErrorCode | AnalysedFileErrorCode;

export interface PricingDeps {
  readonly catalog: CatalogService;
  readonly files: FilesService;
  readonly now: () => Date;
}

export function createPricingService({ catalog, files, now }: PricingDeps) {
  /** Display tax: the country's rule when a known country is given, else the default rate. */
  async function resolveDisplayTaxRateBp(
    countryCode: string | undefined,
    isBusinessCustomer: boolean,
  ): Promise<number> {
    const country = countryCode ? await catalog.findTaxCountry(countryCode) : null;
    return resolveTaxRateBp({ country, isBusinessCustomer });
  }

  /**
   * The shipping an order preview assumes: the country's standard method (the cheapest when it
   * has several), for the given country or else the shop's first selectable one (CH).
   */
  async function findPreviewShipping(
    countryCode: string | undefined,
  ): Promise<ShippingPreviewMethod | null> {
    const code = countryCode ?? SELECTABLE_COUNTRY_CODES[0] ?? 'CH';
    const country = await catalog.findShippingCountry(code, 'de');
    const standard = (country?.shippingMethods ?? [])
      .filter((method) => method.isStandard)
      .sort((a, b) => a.priceCents - b.priceCents)[0];
    return standard
      ? {
          priceCents: standard.priceCents,
          isStandard: true,
          shippingTimeDays: standard.shippingTimeDays,
        }
      : null;
  }

  /**
   * Prices a file of the caller (`principalId`: the account when signed in, else the session);
   * others' files are FILE_NOT_FOUND.
   */
  async function calculateBatch(
    request: BatchCalculationRequest,
    principalId: string | null,
  ): Promise<Result<BatchCalculationResult[], PricingErrorCode>> {
    const analysed = await files.loadAnalysed(request.objectId, principalId);
    if (!analysed.ok) return analysed;
    const snapshot = await catalog.loadSnapshot();
    const taxRateBp = await resolveDisplayTaxRateBp(
      request.countryCode,
      request.isBusinessCustomer ?? false,
    );
    const at = now();
    const previewShipping = await findPreviewShipping(request.countryCode);
    const results: BatchCalculationResult[] = [];
    for (const param of request.params) {
      const quote = quoteLine(
        snapshot,
        analysed.value.geometry,
        {
          printModeId: param.printModeId,
          surfaceFinishId: param.surfaceFinishId,
          colorId: param.printModeColorId,
          scale: request.objectScale,
          unit: request.objectUnitLength,
          quantity: request.objectQuantity,
          processingSteps: [],
        },
        at,
      );
      if (!quote.ok)
        return err(quote.error.code, quote.error.message, { printModeId: param.printModeId });
      const { printability, lineNetCents, unitNetCents, productionDays } = quote.value;
      const price =
        unitNetCents === null
          ? null
          : breakdownLinePrice({ unitNetCents, quantity: request.objectQuantity, taxRateBp });
      results.push({
        printModeId: param.printModeId,
        surfaceFinishId: param.surfaceFinishId,
        colorId: param.printModeColorId,
        price:
          price === null
            ? null
            : {
                netPrice: price.netCents,
                tax: price.taxCents,
                totalPrice: price.totalCents,
                taxRate: price.taxRatePercent,
                taxRateBp,
                unitNetPrice: price.unitNetCents,
              },
        productionTime: productionDays,
        printable: printability.printable,
        tooLarge: printability.tooLarge,
        tooSmall: printability.tooSmall,
        reasons: printability.reasons.map((r) => ({
          code: r.code,
          actual: r.actual,
          limit: r.limit,
          ...(r.sides ? { sides: r.sides.map((side) => ({ ...side })) } : {}),
        })),
        fitScale: quote.value.fitScale,
        orderPreview:
          lineNetCents === null
            ? null
            : previewSinglePartOrder({
                lineNetCents,
                shipping: previewShipping,
                taxRateBp,
                orderDate: at,
                productionDaysExtra: quote.value.resolved.modeRates.productionDaysExtra,
              }),
      });
    }
    return ok(results);
  }

  /** A cart line's price at today's catalogue (the cart prices its lines with it). */
  async function quoteCartLine(geometry: FileGeometry, config: LineConfiguration) {
    return quoteLine(await catalog.loadSnapshot(), geometry, config, now());
  }

  return {
    calculateBatch,
    resolveDisplayTaxRateBp,
    quoteLine: quoteCartLine,
    /**
     * A line priced by a given catalogue (the desk's price-set preview: the effective set and a
     * draft, by the same code as the cart).
     */
    quoteWith: (snapshot: CatalogSnapshot, geometry: FileGeometry, config: LineConfiguration) =>
      quoteLine(snapshot, geometry, config, now()),
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
