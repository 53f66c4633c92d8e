import type {
  AddressWithCountry,
  LegacyOrder,
  OrderView,
  UserOrderSummary,
} from '@print/contracts';
import {
  canAnswerNotPrintable,
  canPayNow,
  canReorder,
  formatCalendarDate,
  toZonedCalendarDate,
  parseOrderStatus,
  type PaymentMethodKey,
  type PaymentStatus,
} from '@print/domain';
import { orderDeliveryDate } from './order-delivery.js';
import type { LineReviewRecord } from './order-review.js';
import type { OrderLineRow, OrderRow } from './orders.repository.js';

const API_PREFIX = '/api';

export function orderUrl(orderId: string): string {
  return `${API_PREFIX}/checkout/order/${encodeURIComponent(orderId)}`;
}

/**
 * The PDFs an order has: a quote only its quote (it is no order yet, so no order confirmation,
 * issue 24 point 13); an order its confirmation, plus the invoice for invoice/prepaid.
 */
export function availableDocumentKinds(
  method: PaymentMethodKey,
): readonly ('confirmation' | 'invoice' | 'quote')[] {
  if (method === 'quote') return ['quote'];
  if (method === 'billing' || method === 'prepaid') return ['confirmation', 'invoice'];
  return ['confirmation'];
}

function toAddress(
  address: AddressWithCountry,
  paymentMethod: PaymentMethodKey,
): OrderView['billingInformation'] {
  const { countryCode, countryName, ...rest } = address;
  return { ...rest, country: { name: countryName, countryCode }, paymentMethod };
}

/**
 * What the customer reads of a line's printability review: repaired and not printable with the
 * reason staff wrote for them (and a not printable line's picture); printable says nothing.
 */
function reviewOf(
  base: string,
  lineId: string,
  review: LineReviewRecord | undefined,
): OrderView['items'][number]['review'] {
  if (review === undefined || review.verdict === 'printable') return null;
  return {
    verdict: review.verdict,
    reason: review.reason,
    pictureUrl:
      review.verdict === 'not_printable' && review.picture !== null
        ? `${base}/items/${encodeURIComponent(lineId)}/review-picture`
        : null,
  };
}

/** Spec 2 §3 "order tracking info", everything as ordered. */
export function toOrderView(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  reviews: readonly LineReviewRecord[] = [],
): OrderView {
  const reviewByLine = new Map(reviews.map((review) => [review.lineId, review]));
  const paymentMethod = order.paymentMethod as PaymentMethodKey;
  const paymentStatus = order.paymentStatus as PaymentStatus;
  const base = orderUrl(order.id);
  const actionInput = { isLegacyOrder: false, paymentMethod, paymentStatus };
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    orderStatus: parseOrderStatus(order.status),
    paymentStatus,
    legacyOrder: false,
    dueBy: order.dueDate,
    estimatedProductionTimeDays: order.productionDays,
    estimatedDeliveryTimeDays: order.deliveryDays,
    estimatedDeliveryDate: orderDeliveryDate(order),
    email: order.email,
    phone: order.phone,
    isBusinessCustomer: order.isBusinessCustomer,
    items: lines.map((line) => ({
      _id: line.id,
      name: line.fileName,
      referencedId: line.fileId,
      printMode: { _id: line.printModeId, name: line.printModeName },
      finish: { _id: line.finishId, name: line.finishName },
      color: { _id: line.colorId, name: line.colorName, hexcode: line.colorHex },
      quantity: line.quantity,
      scale: line.scale,
      unitNetCents: line.unitNetCents,
      lineNetCents: line.lineNetCents,
      display: { unitCents: line.displayUnitCents, lineCents: line.displayLineCents },
      productionDays: line.productionDays,
      thumbnail: line.thumbnailKey
        ? `${base}/items/${encodeURIComponent(line.id)}/thumbnail`
        : null,
      attachmentCount: line.attachmentCount,
      review: reviewOf(base, line.id, reviewByLine.get(line.id)),
    })),
    totals: {
      currency: 'CHF',
      taxDisplay: order.taxDisplay,
      positionNetCents: order.positionNetCents,
      discountCents: order.discountCents,
      smallOrderSurchargeCents: order.smallOrderSurchargeCents,
      shippingCents: order.shippingCents,
      netTotalCents: order.netTotalCents,
      taxRateBp: order.taxRateBp,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
    },
    voucher: order.voucher,
    shippingMethod: order.shippingMethod,
    customerRemarks: { referenceNumber: order.referenceNumber },
    billingInformation: toAddress(order.billingAddress, paymentMethod),
    shippingInformation: toAddress(order.shippingAddress, paymentMethod),
    paymentMethod,
    isQuote: paymentMethod === 'quote',
    documents: availableDocumentKinds(paymentMethod).map((kind) => ({
      kind,
      url: `${base}/documents/${kind}.pdf`,
    })),
    actions: {
      canReorder: canReorder(actionInput),
      canPayNow: canPayNow(actionInput),
      canAnswerNotPrintable: canAnswerNotPrintable(parseOrderStatus(order.status)),
    },
  };
}

export function toUserOrderSummary(order: OrderRow): UserOrderSummary {
  return {
    _id: order.id,
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    orderStatus: parseOrderStatus(order.status),
    paymentStatus: order.paymentStatus as PaymentStatus,
    paymentMethod: order.paymentMethod as PaymentMethodKey,
    isQuote: order.paymentMethod === 'quote',
    totalCents: order.totalCents,
  };
}

/**
 * /track-order for a current order: the old shop's answer shape (DECISIONS.md "Customer data"),
 * with the status and payment method as codes the page words in its language. The street holds
 * the house number (current addresses have one street line); prices in cents as ordered.
 */
export function toTrackedOrder(order: OrderRow): LegacyOrder {
  const ship = order.shippingAddress;
  const bill = order.billingAddress;
  const status = parseOrderStatus(order.status);
  return {
    id: order.orderNumber,
    date: formatCalendarDate(toZonedCalendarDate(order.createdAt)),
    publicStatus_de: status,
    prodTime: order.productionDays,
    shipTime: order.deliveryDays - order.productionDays,
    shipFirstName: ship.firstname ?? '',
    shipLastName: ship.lastname ?? '',
    shipStreet: ship.street ?? '',
    shipHouseNumber: '',
    shipPostcode: ship.postalCode ?? '',
    shipCity: ship.city ?? '',
    shipCountry: ship.countryName,
    billFirstName: bill.firstname ?? '',
    billLastName: bill.lastname ?? '',
    billStreet: bill.street ?? '',
    billHouseNumber: '',
    billPostcode: bill.postalCode ?? '',
    billCity: bill.city ?? '',
    billCountry: bill.countryName,
    eMail: order.email,
    priceBruttoCents: order.totalCents,
    shipCostCents: order.shippingCents,
    methodForm_de: order.paymentMethod,
    legacyOrder: false,
    orderStatus: status,
    paymentMethod: order.paymentMethod as PaymentMethodKey,
  };
}
