import type { Language, PriceSetContent } from '@print/contracts';
import type { BaseCatalogRows, CatalogRows, ShippingRowsData } from './catalog.repository.js';

/*
 * A price set's content against the catalogue rows: the rows keep identity and texts, the set
 * gives the values (decision 0029). Pure functions: the same overlay serves the shop (the set
 * effective now) and the desk's preview (a draft).
 */

/** The values of the rows as a set's content (the first set, made from the seed; no labels). */
export function contentOfRows(rows: BaseCatalogRows, shipping: ShippingRowsData): PriceSetContent {
  return {
    printModes: rows.printModes.map((m) => ({
      id: m.id,
      isAvailable: m.isAvailable,
      setupFeeCents: m.setupFeeCents,
      materialCentsPerCm3: Math.round(m.materialCentsPerCm3),
      packingCentsPerCm3: Math.round(m.packingCentsPerCm3),
      minPartPriceCents: m.minPartPriceCents,
      quantityBreaks: m.quantityBreaks.map((b) => ({ ...b })),
      productionDaysExtra: m.productionDaysExtra,
      maxXMm: m.maxXMm,
      maxYMm: m.maxYMm,
      maxZMm: m.maxZMm,
      minFeatureSizeMm: m.minFeatureSizeMm,
      maxNumberOfParts: m.maxNumberOfParts,
    })),
    surfaceFinishes: rows.surfaceFinishes.map((f) => ({
      id: f.id,
      isAvailable: f.isAvailable,
      finishCentsPerCm2: Math.round(f.finishCentsPerCm2),
    })),
    colors: rows.colors.map((c) => ({
      id: c.id,
      isAvailable: c.isAvailable,
      colourFactorBp: c.colourFactorBp,
    })),
    processingOptions: rows.options.map((o) => ({ id: o.id, priceCents: o.priceCents })),
    shippingMethods: shipping.methods.map((m) => ({
      id: m.id,
      isAvailable: m.isAvailable,
      priceCents: m.priceCents,
      shippingTimeDays: m.shippingTimeDays,
    })),
  };
}

/**
 * The rows with a set's values. A print mode, finish or colour the set does not hold is not
 * offered (an entry added on the desk after the set was made: it is offered from the first set
 * that holds it, complete and published); processing options and shipping methods the set does
 * not hold keep the row's values. A price the set lacks (only a draft can) keeps the row's, so
 * a draft with gaps still previews.
 */
export function applyContent(
  base: BaseCatalogRows,
  shipping: ShippingRowsData,
  content: PriceSetContent,
  priceSetId: string | null,
): { rows: CatalogRows; shipping: ShippingRowsData } {
  const modes = new Map(content.printModes.map((e) => [e.id, e]));
  const finishes = new Map(content.surfaceFinishes.map((e) => [e.id, e]));
  const colors = new Map(content.colors.map((e) => [e.id, e]));
  const options = new Map(content.processingOptions.map((e) => [e.id, e]));
  const methods = new Map(content.shippingMethods.map((e) => [e.id, e]));
  const rows: CatalogRows = {
    ...base,
    priceSetId,
    printModes: base.printModes.map((row) => {
      const e = modes.get(row.id);
      if (!e) return { ...row, isAvailable: false };
      return {
        ...row,
        isAvailable: e.isAvailable,
        setupFeeCents: e.setupFeeCents ?? row.setupFeeCents,
        materialCentsPerCm3: e.materialCentsPerCm3 ?? row.materialCentsPerCm3,
        packingCentsPerCm3: e.packingCentsPerCm3 ?? row.packingCentsPerCm3,
        minPartPriceCents: e.minPartPriceCents ?? row.minPartPriceCents,
        quantityBreaks: e.quantityBreaks.map((b) => ({ ...b })),
        productionDaysExtra: e.productionDaysExtra,
        maxXMm: e.maxXMm,
        maxYMm: e.maxYMm,
        maxZMm: e.maxZMm,
        minFeatureSizeMm: e.minFeatureSizeMm,
        maxNumberOfParts: e.maxNumberOfParts,
      };
    }),
    surfaceFinishes: base.surfaceFinishes.map((row) => {
      const e = finishes.get(row.id);
      return e
        ? {
            ...row,
            isAvailable: e.isAvailable,
            finishCentsPerCm2: e.finishCentsPerCm2 ?? row.finishCentsPerCm2,
          }
        : { ...row, isAvailable: false };
    }),
    colors: base.colors.map((row) => {
      const e = colors.get(row.id);
      return e
        ? {
            ...row,
            isAvailable: e.isAvailable,
            colourFactorBp: e.colourFactorBp ?? row.colourFactorBp,
          }
        : { ...row, isAvailable: false };
    }),
    options: base.options.map((row) => {
      const e = options.get(row.id);
      return e ? { ...row, priceCents: e.priceCents ?? row.priceCents } : row;
    }),
  };
  return {
    rows,
    shipping: {
      countries: shipping.countries,
      methods: shipping.methods
        .map((row) => {
          const e = methods.get(row.id);
          return e
            ? {
                ...row,
                isAvailable: e.isAvailable,
                priceCents: e.priceCents ?? row.priceCents,
                shippingTimeDays: e.shippingTimeDays,
              }
            : row;
        })
        .sort((a, b) => a.priceCents - b.priceCents),
    },
  };
}

/**
 * A set's content in the catalogue's order with the names the desk shows (in `lang`); entries
 * of the catalogue the set does not hold yet come with the row's values (a row added later).
 */
export function labelContent(
  base: BaseCatalogRows,
  shipping: ShippingRowsData,
  content: PriceSetContent,
  lang: Language,
): PriceSetContent {
  const applied = applyContent(base, shipping, content, null);
  const own = contentOfRows(applied.rows, applied.shipping);
  const held = {
    modes: new Map(content.printModes.map((e) => [e.id, e])),
    finishes: new Map(content.surfaceFinishes.map((e) => [e.id, e])),
    colors: new Map(content.colors.map((e) => [e.id, e])),
    options: new Map(content.processingOptions.map((e) => [e.id, e])),
    methods: new Map(content.shippingMethods.map((e) => [e.id, e])),
  };
  const modeName = new Map(base.printModes.map((m) => [m.id, m.name[lang]]));
  const stepName = new Map(base.steps.map((s) => [s.id, s.name[lang]]));
  const countryCode = new Map(shipping.countries.map((c) => [c.id, c.countryCode]));
  const byId = <T extends { id: string }>(list: readonly T[]) =>
    new Map(list.map((e) => [e.id, e]));
  const rows = {
    modes: byId(base.printModes),
    finishes: byId(base.surfaceFinishes),
    colors: byId(base.colors),
    options: byId(base.options),
    methods: byId(shipping.methods),
  };
  return {
    printModes: own.printModes.map((e) => ({
      ...(held.modes.get(e.id) ?? e),
      label: rows.modes.get(e.id)?.name[lang] ?? e.id,
    })),
    surfaceFinishes: own.surfaceFinishes.map((e) => {
      const row = rows.finishes.get(e.id);
      return {
        ...(held.finishes.get(e.id) ?? e),
        label: row?.name[lang] ?? e.id,
        group: modeName.get(row?.printModeId ?? '') ?? '',
      };
    }),
    colors: own.colors.map((e) => ({
      ...(held.colors.get(e.id) ?? e),
      label: rows.colors.get(e.id)?.name[lang] ?? e.id,
    })),
    processingOptions: own.processingOptions.map((e) => {
      const row = rows.options.get(e.id);
      return {
        ...(held.options.get(e.id) ?? e),
        label: row?.name[lang] ?? e.id,
        group: stepName.get(row?.stepId ?? '') ?? '',
      };
    }),
    shippingMethods: own.shippingMethods.map((e) => {
      const row = rows.methods.get(e.id);
      return {
        ...(held.methods.get(e.id) ?? e),
        label: row?.name[lang] ?? e.id,
        group: countryCode.get(row?.countryId ?? '') ?? '',
      };
    }),
  };
}

/** The content as stored: labels dropped (they are the catalogue's, never the set's). */
export function stripLabels(content: PriceSetContent): PriceSetContent {
  return {
    printModes: content.printModes.map(({ label: _l, ...e }) => e),
    surfaceFinishes: content.surfaceFinishes.map(({ label: _l, group: _g, ...e }) => e),
    colors: content.colors.map(({ label: _l, ...e }) => e),
    processingOptions: content.processingOptions.map(({ label: _l, group: _g, ...e }) => e),
    shippingMethods: content.shippingMethods.map(({ label: _l, group: _g, ...e }) => e),
  };
}
