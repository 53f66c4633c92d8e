import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from './orders.tables.js';

/** One ordered line's configuration as the desk's price-set preview prices it again. */
export interface PreviewOrderLine {
  readonly position: number;
  readonly fileId: string;
  readonly fileName: string;
  readonly printModeId: string;
  readonly printModeName: string;
  readonly finishId: string;
  readonly colorId: string;
  readonly quantity: number;
  readonly scale: number;
  readonly givenUnitOfLength: 'mm' | 'cm' | 'm' | 'inch';
  readonly processingSteps: readonly unknown[];
  readonly lineNetCents: number;
}

export interface PreviewOrder {
  readonly id: string;
  readonly orderNumber: string;
  readonly createdAt: Date;
  readonly positionNetCents: number;
  readonly shippingMethodId: string;
  readonly shippingCents: number;
  readonly lines: readonly PreviewOrderLine[];
}

/**
 * The latest `limit` shop orders (quotes' accepted orders and legacy imports included, cancelled
 * ones too: they show what customers configure) with their lines, newest first.
 */
export async function listOrdersForPricePreview(db: Db, limit: number): Promise<PreviewOrder[]> {
  const heads = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      positionNetCents: orders.positionNetCents,
      shippingMethod: orders.shippingMethod,
      shippingCents: orders.shippingCents,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (heads.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  return heads.map((head) => ({
    id: head.id,
    orderNumber: head.orderNumber,
    createdAt: head.createdAt,
    positionNetCents: head.positionNetCents,
    shippingMethodId: head.shippingMethod.id,
    shippingCents: head.shippingCents,
    lines: lines
      .filter((line) => line.orderId === head.id)
      .map((line) => ({
        position: line.position,
        fileId: line.fileId,
        fileName: line.fileName,
        printModeId: line.printModeId,
        printModeName: line.printModeName,
        finishId: line.finishId,
        colorId: line.colorId,
        quantity: line.quantity,
        scale: line.scale,
        givenUnitOfLength: line.givenUnitOfLength,
        processingSteps: line.processingSteps,
        lineNetCents: line.lineNetCents,
      })),
  }));
}
