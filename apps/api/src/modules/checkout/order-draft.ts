import { randomUUID } from 'node:crypto';
import type {
  AddressWithCountry,
  CartItem,
  CartTotals,
  CheckoutCommand,
  Language,
} from '@print/contracts';
import {
  deliveryDateFor,
  INITIAL_PAYMENT_STATUS,
  initialOrderStatus,
  invoiceDueDate,
} from '@print/domain';
import type { OrderDraft } from '../orders/index.js';

type NewOrderLine = OrderDraft['lines'][number];

/**
 * The order as ordered: names in the customer's language, every price from the server's totals
 * (CartTotals, computed by packages/domain priceCart), addresses with their country, the file
 * and thumbnail references a reorder and the documents need. Pure: ids and time come in.
 */
export function buildOrderDraft(input: {
  readonly command: CheckoutCommand;
  readonly principalId: string;
  readonly lang: Language;
  readonly items: readonly CartItem[];
  readonly totals: CartTotals;
  readonly addresses: {
    readonly billing: AddressWithCountry;
    readonly shipping: AddressWithCountry;
  };
  readonly thumbnailKeys: ReadonlyMap<string, string | null>;
  readonly now: Date;
}): OrderDraft {
  const { command, totals, items, now } = input;
  const details = command.paymentDetails;
  const method = details.billingPaymentMethod;
  const shipping = totals.shippingMethod;
  if (shipping === null) throw new Error('buildOrderDraft needs a priced shipping method');
  const orderId = randomUUID();
  const byItem = new Map(items.map((item) => [item._id, item]));
  const lines = totals.lines.map((line, position): NewOrderLine => {
    const item = byItem.get(line.itemId);
    if (item === undefined) throw new Error(`priced line ${line.itemId} has no cart item`);
    return {
      id: randomUUID(),
      orderId,
      position,
      fileId: item.referencedId,
      fileName: item.model.name,
      printModeId: item.printModeId,
      printModeName: item.printMode.name,
      finishId: item.surfaceFinishId,
      finishName: item.surfaceFinish.name,
      colorId: item.colorId,
      colorName: item.color.name,
      colorHex: item.color.hexcode,
      quantity: line.quantity,
      scale: item.scale,
      givenUnitOfLength: item.givenUnitOfLength,
      processingSteps: item.processingSteps.map((s) => ({
        stepId: s.stepId,
        optionId: s.option._id,
        quantity: s.quantity,
      })),
      unitNetCents: line.unitNetCents,
      lineNetCents: line.lineNetCents,
      discountCents: line.discountCents,
      displayUnitCents: line.display.unitCents,
      displayLineCents: line.display.lineCents,
      productionDays: line.productionDays,
      thumbnailKey: input.thumbnailKeys.get(item._id) ?? null,
      attachmentCount: item.attachments.length,
    };
  });
  const voucher = totals.voucher?.isApplied === true ? totals.voucher : null;
  const status = initialOrderStatus(method);
  return {
    order: {
      id: orderId,
      ownerPrincipal: input.principalId,
      cartId: command.cartId,
      status,
      paymentStatus: INITIAL_PAYMENT_STATUS,
      paymentMethod: method,
      language: input.lang,
      isBusinessCustomer: command.isBusinessCustomer,
      taxDisplay: totals.taxDisplay,
      email: details.email,
      phone: details.phone,
      referenceNumber: details.customerRemarks.referenceNumber,
      signupToNewsletter: details.signupToNewsletter,
      billingAddress: input.addresses.billing,
      shippingAddress: input.addresses.shipping,
      shippingMethod: {
        id: shipping._id,
        name: shipping.name,
        shippingTimeDays: shipping.shippingTimeDays,
        priceCents: shipping.priceCents,
      },
      voucher:
        voucher === null
          ? null
          : {
              code: voucher.code,
              type: voucher.type,
              value: voucher.value,
              freeShipping: voucher.freeShipping,
            },
      positionNetCents: totals.positionNetCents,
      discountCents: totals.discountCents,
      smallOrderSurchargeCents: totals.smallOrderSurchargeCents,
      shippingCents: totals.shippingCents,
      netTotalCents: totals.netTotalCents,
      taxRateBp: totals.taxRateBp,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      productionDays: totals.productionDays,
      deliveryDays: deliveryDateFor({
        orderDate: now,
        productionDays: totals.productionDays,
        shippingTimeDays: shipping.shippingTimeDays,
      }).deliveryDays,
      dueDate: method === 'billing' ? invoiceDueDate(now) : null,
      checkoutCommand: JSON.parse(JSON.stringify(command)) as Record<string, unknown>,
      createdAt: now,
      updatedAt: now,
    },
    lines,
    created: {
      orderId,
      kind: 'status',
      at: now,
      actor: 'customer',
      fromStatus: null,
      toStatus: status,
      reason: method === 'quote' ? 'quote requested' : 'order placed',
    },
  };
}
