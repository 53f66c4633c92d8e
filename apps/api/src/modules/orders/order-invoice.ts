import type { AddressWithCountry } from '@print/contracts';
import type { CreditableInvoice } from '@print/domain';
import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import type { OrderLineRow, OrderRow, OrdersRepository } from './orders.repository.js';
import { orders } from './orders.tables.js';

/**
 * The order's invoice as credit notes and the accounting export see it (issue 26 items 4, 5):
 * the snapshot as ordered, its figures in cents. The invoice number is the order number.
 */
export interface OrderInvoice {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly orderDate: Date;
  readonly ownerPrincipal: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly paymentMethod: string;
  readonly language: 'de' | 'en' | 'fr';
  readonly isBusinessCustomer: boolean;
  readonly email: string;
  readonly phone: string;
  readonly referenceNumber: string;
  readonly customerName: string;
  readonly billingAddress: AddressWithCountry;
  readonly shippingMethodName: string;
  /** False: no invoice exists (a quote; a PayPal order not paid, which has no receipt). */
  readonly hasInvoice: boolean;
  readonly invoice: CreditableInvoice;
  /** The lines as printed: names and details for the credit note. */
  readonly lines: readonly {
    readonly lineId: string;
    readonly name: string;
    readonly details: string;
    readonly quantity: number;
    readonly netCents: number;
  }[];
}

/** An invoice of the accounting export. */
export interface InvoiceEntry {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly orderDate: Date;
  readonly customerName: string;
  readonly company: string;
  readonly paymentMethod: string;
  readonly status: string;
  readonly taxRateBp: number;
  readonly netCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
}

/**
 * Invoice and prepaid orders get their invoice with the order; a PayPal order its receipt (the
 * invoice marked paid) once paid. Quotes have none.
 */
export function hasInvoice(paymentMethod: string, paymentStatus: string): boolean {
  if (paymentMethod === 'billing' || paymentMethod === 'prepaid') return true;
  return paymentMethod === 'paypal' && paymentStatus === 'PAYMENT_RECEIVED';
}

function toOrderInvoice(order: OrderRow, lines: readonly OrderLineRow[]): OrderInvoice {
  const lineNet = (line: OrderLineRow) => line.lineNetCents - line.discountCents;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt,
    ownerPrincipal: order.ownerPrincipal,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    language: order.language,
    isBusinessCustomer: order.isBusinessCustomer,
    email: order.email,
    phone: order.phone,
    referenceNumber: order.referenceNumber,
    customerName: order.customerName,
    billingAddress: order.billingAddress,
    shippingMethodName: order.shippingMethod.name,
    hasInvoice: hasInvoice(order.paymentMethod, order.paymentStatus),
    invoice: {
      taxRateBp: order.taxRateBp,
      lines: lines.map((line) => ({
        lineId: line.id,
        quantity: line.quantity,
        netCents: lineNet(line),
      })),
      surchargeNetCents: order.smallOrderSurchargeCents,
      shippingNetCents: order.shippingCents,
      netTotalCents: order.netTotalCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
    },
    lines: lines.map((line) => ({
      lineId: line.id,
      name: line.fileName,
      details: `${line.printModeName} · ${line.finishName} · ${line.colorName}`,
      quantity: line.quantity,
      netCents: lineNet(line),
    })),
  };
}

/** The orders module's face to credit notes and the accounting export (modules/accounting). */
export function createOrderInvoices(deps: { readonly db: Db; readonly repo: OrdersRepository }) {
  const { db, repo } = deps;
  return {
    /** The order's invoice, or null when there is no such order. */
    async find(orderId: string, ex: Executor = db): Promise<OrderInvoice | null> {
      const order = await repo.findById(orderId, ex);
      return order === null ? null : toOrderInvoice(order, await repo.listLines(orderId, ex));
    },
    /**
     * The order's invoice with the order row locked until the caller's transaction ends: two
     * credit notes on one invoice at once are computed one after the other.
     */
    async lock(tx: Executor, orderId: string): Promise<OrderInvoice | null> {
      const order = await repo.lockById(tx, orderId);
      return order === null ? null : toOrderInvoice(order, await repo.listLines(orderId, tx));
    },
    /** The invoices dated in [startsAt, endsBefore), by order number. */
    async listBetween(startsAt: Date, endsBefore: Date): Promise<InvoiceEntry[]> {
      const rows = await db
        .select({
          orderId: orders.id,
          orderNumber: orders.orderNumber,
          orderDate: orders.createdAt,
          customerName: orders.customerName,
          billingAddress: orders.billingAddress,
          paymentMethod: orders.paymentMethod,
          status: orders.status,
          taxRateBp: orders.taxRateBp,
          netCents: orders.netTotalCents,
          taxCents: orders.taxCents,
          totalCents: orders.totalCents,
        })
        .from(orders)
        .where(
          and(
            gte(orders.createdAt, startsAt),
            lt(orders.createdAt, endsBefore),
            or(
              inArray(orders.paymentMethod, ['billing', 'prepaid']),
              and(eq(orders.paymentMethod, 'paypal'), eq(orders.paymentStatus, 'PAYMENT_RECEIVED')),
            ),
          ),
        )
        .orderBy(asc(orders.orderNumber));
      return rows.map(({ billingAddress, ...row }) => ({
        ...row,
        company: billingAddress.company ?? '',
      }));
    },
  };
}

export type OrderInvoices = ReturnType<typeof createOrderInvoices>;
