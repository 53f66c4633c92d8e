import type { Color, Language, PrintMode, ShippingCountry, SurfaceFinish } from '@print/contracts';
import type { Db } from '../../db/client.js';
import {
  createCatalogRepository,
  type CatalogRepository,
  type ColorRow,
  type SurfaceFinishRow,
} from './catalog.repository.js';
import type { CatalogSnapshot } from './catalog-snapshot.js';
import { createCatalogCache } from './catalog-cache.js';
import { createPriceSetAdmin, type PriceSetAdmin } from './price-set-admin.js';
import { createCatalogueEntries } from './catalogue-entries.js';

const BP_PER_PERCENT = 100;

/** What the effective price set offers to customers (unavailable entries are not listed). */
const isOffered = (row: { readonly isAvailable: boolean }): boolean => row.isAvailable;

function toColor(row: ColorRow, lang: Language): Color {
  return {
    _id: row.id,
    name: row.name[lang],
    variableName: row.variableName,
    hue: row.hue,
    hexcode: row.hexcode,
    thumbnail: row.thumbnail,
  };
}

function toSurfaceFinish(
  snapshot: CatalogSnapshot,
  row: SurfaceFinishRow,
  lang: Language,
): SurfaceFinish {
  return {
    _id: row.id,
    printModeId: row.printModeId,
    properties: { name: row.name[lang], description: row.description[lang] },
    colors: snapshot
      .colorsOf(row.id)
      .filter((c) => c.isAvailable)
      .map((c) => toColor(c, lang)),
  };
}

/**
 * A mode is listed when a customer can configure it: offered, with an offered finish that comes
 * in an offered colour (a mode or finish added on the desk may be published before its finish
 * or colour is).
 */
function isConfigurable(snapshot: CatalogSnapshot, modeId: string): boolean {
  return snapshot
    .finishesOf(modeId)
    .some((f) => f.isAvailable && snapshot.colorsOf(f.id).some((c) => c.isAvailable));
}

function toPrintModes(snapshot: CatalogSnapshot, lang: Language): PrintMode[] {
  const listed = snapshot.rows.printModes.filter(
    (m) => isOffered(m) && isConfigurable(snapshot, m.id),
  );
  return listed.map((m) => ({
    _id: m.id,
    name: m.name[lang],
    features: {
      description: m.description[lang],
      surfaceQuality: m.surfaceQuality[lang],
      applications: m.applications[lang],
      maxDimensions: { x: m.maxXMm, y: m.maxYMm, z: m.maxZMm },
      minFeatureSize: m.minFeatureSizeMm,
      resolutionXY: m.resolutionXyMm,
      resolutionZ: m.resolutionZMm,
      ranking: m.ranking,
      maxNumberOfParts: m.maxNumberOfParts,
      maxIncrementalMeasurement: m.maxIncrementalMeasurementMm,
    },
    printModeMaterial: { name: m.materialName },
    printModeMethod: { name: m.methodName, machine: m.machineName },
    surfaceFinishes: snapshot
      .finishesOf(m.id)
      .filter((f) => isOffered(f) && snapshot.colorsOf(f.id).some((c) => c.isAvailable))
      .map((f) => toSurfaceFinish(snapshot, f, lang)),
    processingSteps: snapshot.stepsOf(m.id).map((s) => ({
      _id: s.id,
      name: s.name[lang],
      options: snapshot
        .optionsOf(s.id)
        .map((o) => ({ _id: o.id, name: o.name[lang], priceCents: o.priceCents })),
    })),
  }));
}

export interface CatalogServiceDeps {
  /** The database; tests may hand in a repository instead (to count its reads). */
  readonly db?: Db;
  readonly repo?: CatalogRepository;
  /** How long a loaded catalogue is served before it is read again (default CATALOG_TTL_MS). */
  readonly ttlMs?: number;
  /** Milliseconds; tests pass a fake clock. It also decides which price set is effective. */
  readonly clock?: () => number;
}

export function createCatalogService({ db, repo, ttlMs, clock }: CatalogServiceDeps) {
  const source = repo ?? (db ? createCatalogRepository(db) : null);
  if (source === null) throw new Error('createCatalogService needs a database or a repository');
  const cache = createCatalogCache(source, { ttlMs, clock });
  const priceSets = db ? createPriceSetAdmin({ db, cache }) : null;

  async function loadSnapshot(): Promise<CatalogSnapshot> {
    return (await cache.read()).snapshot;
  }

  type Shipping = Awaited<ReturnType<typeof cache.read>>['shipping'];
  /** Per loaded catalogue and language: built and sorted once (every checkout asks). */
  const countriesByLoad = new WeakMap<Shipping, Map<Language, readonly ShippingCountry[]>>();

  function buildShippingCountries(
    { countries, methods }: Shipping,
    lang: Language,
  ): readonly ShippingCountry[] {
    const collator = new Intl.Collator(lang);
    return countries
      .map((c) => ({
        _id: c.id,
        country: c.name[lang],
        countryCode: c.countryCode,
        postalCodeRegex: c.postalCodeRegex,
        isEU: c.isEu,
        taxRate: c.taxRateBp / BP_PER_PERCENT,
        taxRateBp: c.taxRateBp,
        isSelectable: c.isSelectable,
        shippingMethods: methods
          .filter((m) => m.countryId === c.id && m.isAvailable)
          .map((m) => ({
            _id: m.id,
            shippingMethodId: m.methodKey,
            shippingMethod: m.name[lang],
            priceCents: m.priceCents,
            shippingTimeDays: m.shippingTimeDays,
            isStandard: m.isStandard,
          })),
      }))
      .sort((a, b) => collator.compare(a.country, b.country));
  }

  /** The countries with their shipping methods, sorted by name in `lang` (a copy per call). */
  async function listShippingCountries(lang: Language): Promise<ShippingCountry[]> {
    const { shipping } = await cache.read();
    let byLang = countriesByLoad.get(shipping);
    if (byLang === undefined) {
      byLang = new Map();
      countriesByLoad.set(shipping, byLang);
    }
    let list = byLang.get(lang);
    if (list === undefined) {
      list = buildShippingCountries(shipping, lang);
      byLang.set(lang, list);
    }
    return [...list];
  }

  return {
    /** Loads the catalogue now (at start, after the seed), so no request waits for it. */
    async warm(): Promise<void> {
      await cache.read();
    },
    loadSnapshot,
    /** The desk's price sets (issue 26 item 6); needs the database. */
    get priceSets(): PriceSetAdmin {
      if (priceSets === null) throw new Error('price sets need the database');
      return priceSets;
    },
    /** New catalogue entries and their texts on the desk (issue 26 item 6). */
    entries: createCatalogueEntries(),
    async listPrintModes(lang: Language): Promise<PrintMode[]> {
      return toPrintModes(await loadSnapshot(), lang);
    },
    async listSurfaceFinishes(lang: Language): Promise<SurfaceFinish[]> {
      const snapshot = await loadSnapshot();
      return snapshot.rows.printModes.filter(isOffered).flatMap((m) =>
        snapshot
          .finishesOf(m.id)
          .filter(isOffered)
          .map((f) => toSurfaceFinish(snapshot, f, lang)),
      );
    },
    listShippingCountries,
    /** A country with its tax rate and shipping methods (names in `lang`), or null when unknown. */
    async findShippingCountry(
      countryCode: string,
      lang: Language,
    ): Promise<{
      countryCode: string;
      taxRateBp: number;
      shippingMethods: {
        id: string;
        name: string;
        priceCents: number;
        shippingTimeDays: number;
        isStandard: boolean;
      }[];
    } | null> {
      const code = countryCode.toUpperCase();
      const found = (await listShippingCountries(lang)).find((c) => c.countryCode === code);
      if (!found) return null;
      return {
        countryCode: found.countryCode,
        taxRateBp: found.taxRateBp,
        shippingMethods: found.shippingMethods.map((m) => ({
          id: m._id,
          name: m.shippingMethod,
          priceCents: m.priceCents,
          shippingTimeDays: m.shippingTimeDays,
          isStandard: m.isStandard,
        })),
      };
    },
    /** Tax country by ISO code, or null when unknown. */
    async findTaxCountry(
      countryCode: string,
    ): Promise<{ countryCode: string; taxRateBp: number } | null> {
      const { countries } = (await cache.read()).shipping;
      const found = countries.find((c) => c.countryCode === countryCode.toUpperCase());
      return found ? { countryCode: found.countryCode, taxRateBp: found.taxRateBp } : null;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
