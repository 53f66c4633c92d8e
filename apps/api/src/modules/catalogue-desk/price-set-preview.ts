import type { PriceSetPreview } from '@print/contracts';
import { comparePrices, sumKnownCents, type FileGeometry } from '@print/domain';
import type { CatalogSnapshot, PriceSetRecord, ShippingRows } from '../catalog/index.js';
import type { PreviewOrderLine } from '../orders/index.js';
import type { CatalogueDeskNeeds } from './catalogue-desk.service.js';

interface Priced {
  readonly snapshot: CatalogSnapshot;
  readonly shipping: ShippingRows;
}

/** The processing steps as the order stored them ({stepId, optionId, quantity}); others dropped. */
function stepsOf(line: PreviewOrderLine) {
  return line.processingSteps.flatMap((step) => {
    const s = step as Partial<Record<'stepId' | 'optionId' | 'quantity', unknown>>;
    return typeof s.stepId === 'string' && typeof s.optionId === 'string'
      ? [{ stepId: s.stepId, optionId: s.optionId, quantity: Number(s.quantity) || 1 }]
      : [];
  });
}

/**
 * The latest orders' configurations priced by the effective set (old) and by `record` (new), with
 * the same domain code as a cart (pricing quoteWith). A line without a price on one side (its 3D
 * file is gone, the entry is no longer offered, not printable) leaves that side open.
 */
export async function previewAgainstOrders(
  deps: Pick<CatalogueDeskNeeds, 'catalog' | 'orders' | 'files' | 'pricing'>,
  record: PriceSetRecord,
  limit: number,
): Promise<PriceSetPreview> {
  const sets = deps.catalog.priceSets;
  const [orders, current, proposed] = await Promise.all([
    deps.orders.admin.listForPricePreview(limit),
    sets.current(),
    sets.snapshotOf(record.content, record.id),
  ]);
  const fileIds = [...new Set(orders.flatMap((o) => o.lines.map((l) => l.fileId)))];
  const geometries = new Map(
    (await deps.files.findMany(fileIds)).map((f) => [f.id, f.geometry] as const),
  );
  const priceLine = (line: PreviewOrderLine, by: Priced): number | null => {
    const geometry: FileGeometry | null | undefined = geometries.get(line.fileId);
    if (!geometry) return null;
    const quote = deps.pricing.quoteWith(by.snapshot, geometry, {
      printModeId: line.printModeId,
      surfaceFinishId: line.finishId,
      colorId: line.colorId,
      scale: line.scale,
      unit: line.givenUnitOfLength,
      quantity: line.quantity,
      processingSteps: stepsOf(line),
    });
    return quote.ok ? quote.value.lineNetCents : null;
  };
  const shippingOf = (methodId: string, by: Priced): number | null => {
    const method = by.shipping.methods.find((m) => m.id === methodId);
    return method?.isAvailable ? method.priceCents : null;
  };
  return {
    comparedWithVersion: await versionOf(deps, current.snapshot.priceSetId),
    orders: orders.map((order) => {
      const lines = order.lines.map((line) => ({
        // Stored from 0 (the checkout's order); the desk counts lines from 1.
        position: line.position + 1,
        label: `${line.fileName} · ${line.printModeName}`,
        quantity: line.quantity,
        line: comparePrices(priceLine(line, current), priceLine(line, proposed)),
      }));
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        createdAt: order.createdAt.toISOString(),
        orderedPositionsNetCents: order.positionNetCents,
        positions: comparePrices(
          sumKnownCents(lines.map((l) => l.line.oldCents)),
          sumKnownCents(lines.map((l) => l.line.newCents)),
        ),
        shipping: comparePrices(
          shippingOf(order.shippingMethodId, current),
          shippingOf(order.shippingMethodId, proposed),
        ),
        lines,
      };
    }),
  };
}

async function versionOf(
  deps: Pick<CatalogueDeskNeeds, 'catalog'>,
  priceSetId: string | null,
): Promise<number | null> {
  if (priceSetId === null) return null;
  return (await deps.catalog.priceSets.find(priceSetId))?.version ?? null;
}
