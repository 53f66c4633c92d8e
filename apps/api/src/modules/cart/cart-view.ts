import { createHash } from 'node:crypto';
import type { CartItem, Language } from '@print/contracts';
import { displayLinePrice, toAsReadFigures } from '@print/domain';
import type { CatalogSnapshot } from '../catalog/index.js';
import type { FileRecord } from '../files/index.js';
import type { CartItemRow } from './cart.repository.js';

const API_PREFIX = '/api';

export function itemUrl(cartId: string, itemId: string): string {
  return `${API_PREFIX}/checkout/cart/${encodeURIComponent(cartId)}/item/${encodeURIComponent(itemId)}`;
}

/**
 * The line's configuration revision (its ETag): a digest of everything a PATCH replaces.
 * Attachments and the thumbnail are not part of it: they are added and removed one by one,
 * atomically, and never overwrite each other.
 */
export function itemRevision(row: CartItemRow): string {
  const state = [
    row.printModeId,
    row.surfaceFinishId,
    row.colorId,
    row.quantity,
    row.scale,
    row.givenUnitOfLength,
    row.acknowledgedRepairInfo,
    row.processingSteps.map((s) => [s.stepId, s.optionId, s.quantity]),
  ];
  return createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 16);
}

/** Maps a stored line to the spec's cart item (names in the request language). */
export function toCartItemView(
  row: CartItemRow,
  ctx: {
    readonly snapshot: CatalogSnapshot;
    readonly file: FileRecord | undefined;
    readonly lang: Language;
    readonly taxRateBp: number;
  },
): CartItem {
  const { snapshot, file, lang } = ctx;
  const mode = snapshot.modesById.get(row.printModeId);
  const finish = snapshot.finishesById.get(row.surfaceFinishId);
  const color = snapshot.colorsById.get(row.colorId);
  const base = itemUrl(row.cartId, row.id);
  return {
    _id: row.id,
    model: {
      _id: row.fileId,
      name: file?.name ?? '',
      givenUnitOfLength: file?.givenUnitOfLength ?? row.givenUnitOfLength,
      analysedProperties: file?.geometry
        ? { dimensions: toAsReadFigures(file.geometry).dimensionsMm }
        : null,
    },
    referencedId: row.fileId,
    printModeId: row.printModeId,
    printMode: { _id: row.printModeId, name: mode?.name[lang] ?? row.printModeId },
    surfaceFinishId: row.surfaceFinishId,
    finishId: row.surfaceFinishId,
    surfaceFinish: { _id: row.surfaceFinishId, name: finish?.name[lang] ?? row.surfaceFinishId },
    colorId: row.colorId,
    color: {
      _id: row.colorId,
      name: color?.name[lang] ?? row.colorId,
      hexcode: color?.hexcode ?? '',
    },
    quantity: row.quantity,
    scale: row.scale,
    givenUnitOfLength: row.givenUnitOfLength,
    acknowledgedRepairInfo: row.acknowledgedRepairInfo,
    thumbnail: row.thumbnailKey ? `${base}/thumbnail` : null,
    attachments: row.attachments.map((a) => ({
      _id: a.id,
      name: a.name,
      sizeBytes: a.sizeBytes,
      url: `${base}/attachments/${a.id}`,
    })),
    processingSteps: row.processingSteps.map((s) => {
      const option = snapshot.optionsById.get(s.optionId);
      return {
        stepId: s.stepId,
        name: snapshot.stepsById.get(s.stepId)?.name[lang] ?? s.stepId,
        option: {
          _id: s.optionId,
          name: option?.name[lang] ?? s.optionId,
          priceCents: option?.priceCents ?? 0,
        },
        quantity: s.quantity,
      };
    }),
    pricing: {
      netPrice: row.lineNetCents,
      totalPrice: displayLinePrice({
        unitNetCents: row.unitNetCents,
        quantity: row.quantity,
        taxRateBp: ctx.taxRateBp,
        taxDisplay: 'INCL_TAX',
      }).lineCents,
      unitNetPrice: row.unitNetCents,
    },
    beforeDiscount: { netPrice: row.lineNetCents },
    priceCents: row.lineNetCents,
    productionTime: row.productionDays,
    // Lines are priced again before they are shown (cart.service repriceStale); one still
    // carrying an earlier set's price is one the effective set could not price.
    isAvailable: row.priceSetId === snapshot.priceSetId,
    revision: itemRevision(row),
  };
}
