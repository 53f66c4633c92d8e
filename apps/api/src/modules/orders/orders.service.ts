import type { Readable } from 'node:stream';
import type {
  CheckoutCommand,
  CheckoutResponse,
  Language,
  OrderView,
  UserOrdersResponse,
} from '@print/contracts';
import {
  canReorder,
  err,
  ok,
  type PaymentMethodKey,
  type PaymentStatus,
  type Result,
} from '@print/domain';
import type { FileStorage } from '../../storage/file-storage.js';
import type { CartErrorCode, CartService } from '../cart/index.js';
import type { OrderDocumentInput, OrderDocumentKind } from '../documents/index.js';
import type { CheckoutErrorCode, CheckoutService } from './checkout.service.js';
import { toOrderDocumentInput } from './order-document.js';
import { availableDocumentKinds, toOrderView, toUserOrderSummary } from './order-view.js';
import { runIdempotent, type IdempotencyStore } from './idempotency.js';
import type { OrderRow, OrdersRepository } from './orders.repository.js';

export interface OrderPdfRenderer {
  renderOrderPdf(input: OrderDocumentInput, kind: OrderDocumentKind): Promise<Buffer>;
}

export interface OrdersDeps {
  readonly repo: OrdersRepository;
  readonly checkout: CheckoutService;
  readonly cart: CartService;
  readonly documents: OrderPdfRenderer;
  readonly storage: FileStorage;
  readonly idempotency: IdempotencyStore;
  /** PayPal's "show order" for an order whose payment is still pending (payments.reconcile). */
  readonly reconcilePayment: (orderId: string) => Promise<void>;
}

type NotFound = 'ORDER_NOT_FOUND';

/** Reading an order (owner only: anyone else gets ORDER_NOT_FOUND), its PDFs, and reorder. */
export function createOrdersService(deps: OrdersDeps) {
  const { repo } = deps;

  async function requireOrder(
    orderId: string,
    principalId: string | null,
  ): Promise<Result<OrderRow, NotFound>> {
    const order = principalId === null ? null : await repo.findById(orderId);
    return order !== null && order.ownerPrincipal === principalId
      ? ok(order)
      : err('ORDER_NOT_FOUND', 'No such order');
  }

  return {
    async getOrder(
      orderId: string,
      principalId: string | null,
    ): Promise<Result<OrderView, NotFound>> {
      const order = await requireOrder(orderId, principalId);
      if (!order.ok) return order;
      let row = order.value;
      // A PayPal answer lost to a timeout or a missed return: ask PayPal before showing the order.
      if (row.paymentMethod === 'paypal' && row.paymentStatus === 'PAYMENT_PENDING') {
        await deps.reconcilePayment(orderId);
        row = (await repo.findById(orderId)) ?? row;
      }
      return ok(toOrderView(row, await repo.listLines(orderId)));
    },

    /** The signed-in account's orders keyed by id (orders placed under its principal). */
    async listUserOrders(principalId: string): Promise<UserOrdersResponse> {
      const rows = await repo.listByOwner(principalId);
      return Object.fromEntries(rows.map((row) => [row.id, toUserOrderSummary(row)]));
    },

    async renderDocument(
      orderId: string,
      kind: OrderDocumentKind,
      principalId: string | null,
    ): Promise<
      Result<{ pdf: Buffer; fileName: string }, NotFound | 'ORDER_DOCUMENT_NOT_AVAILABLE'>
    > {
      const order = await requireOrder(orderId, principalId);
      if (!order.ok) return order;
      if (!availableDocumentKinds(order.value.paymentMethod as PaymentMethodKey).includes(kind)) {
        return err('ORDER_DOCUMENT_NOT_AVAILABLE', `This order has no ${kind} document`);
      }
      const input = toOrderDocumentInput(order.value, await repo.listLines(orderId));
      const pdf = await deps.documents.renderOrderPdf(input, kind);
      return ok({ pdf, fileName: `${kind}-${order.value.orderNumber}.pdf` });
    },

    async openThumbnail(
      orderId: string,
      lineId: string,
      principalId: string | null,
    ): Promise<Result<Readable, NotFound | 'THUMBNAIL_NOT_FOUND'>> {
      const order = await requireOrder(orderId, principalId);
      if (!order.ok) return order;
      const line = (await repo.listLines(orderId)).find((l) => l.id === lineId);
      if (!line?.thumbnailKey) return err('THUMBNAIL_NOT_FOUND', 'This line has no thumbnail');
      return ok(deps.storage.read(line.thumbnailKey));
    },

    /**
     * Spec 2 §4: allowed for a paid, non-quote order. A new cart with the snapshot's files and
     * choices is priced at today's catalogue and checked out with the same addresses and payment
     * method (no voucher): a NEW order, answered like checkout.
     */
    async reorder(
      orderId: string,
      ctx: {
        readonly principalId: string | null;
        readonly isSignedIn: boolean;
        readonly lang: Language;
        /** Idempotency-Key: a double click or retry gives one new order. */
        readonly idempotencyKey?: string | undefined;
      },
    ): Promise<
      Result<
        CheckoutResponse,
        NotFound | 'ORDER_NOT_REORDERABLE' | CartErrorCode | CheckoutErrorCode
      >
    > {
      const found = await requireOrder(orderId, ctx.principalId);
      if (!found.ok) return found;
      const request = {
        principalId: found.value.ownerPrincipal,
        key: ctx.idempotencyKey,
        body: { reorderOf: orderId },
        whileRunning: 'refuse' as const,
      };
      return runIdempotent(deps.idempotency, request, () => reorderPaid(found.value, ctx));
    },
  };

  async function reorderPaid(
    order: OrderRow,
    ctx: { readonly isSignedIn: boolean; readonly lang: Language },
  ): Promise<
    Result<CheckoutResponse, 'ORDER_NOT_REORDERABLE' | CartErrorCode | CheckoutErrorCode>
  > {
    const actionInput = {
      isLegacyOrder: false,
      paymentMethod: order.paymentMethod as PaymentMethodKey,
      paymentStatus: order.paymentStatus as PaymentStatus,
    };
    if (!canReorder(actionInput)) {
      return err('ORDER_NOT_REORDERABLE', 'Only a paid order (not a quote) can be ordered again');
    }
    const owner = order.ownerPrincipal;
    const lines = await repo.listLines(order.id);
    const { _id: cartId } = await deps.cart.createCart(owner);
    const added = await deps.cart.addItems(
      cartId,
      lines.map((line) => ({
        referencedId: line.fileId,
        printModeId: line.printModeId,
        surfaceFinishId: line.finishId,
        colorId: line.colorId,
        scale: line.scale,
        quantity: line.quantity,
        givenUnitOfLength: line.givenUnitOfLength,
        acknowledgedRepairInfo: true,
        processingSteps: line.processingSteps as {
          stepId: string;
          optionId: string;
          quantity: number;
        }[],
      })),
      owner,
      ctx.lang,
    );
    if (!added.ok) return added;
    const previous = order.checkoutCommand as unknown as CheckoutCommand;
    const command: CheckoutCommand = { ...previous, cartId, discountId: undefined };
    return deps.checkout.checkout(command, {
      principalId: owner,
      isSignedIn: ctx.isSignedIn,
      lang: ctx.lang,
    });
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>;
