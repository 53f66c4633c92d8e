import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { orderLines, orders } from '../modules/orders/orders.tables.js';

export interface DeskOrderOptions {
  readonly orderNumber: string;
  readonly firstname?: string;
  readonly lastname?: string;
  readonly company?: string;
  readonly email?: string;
  readonly referenceNumber?: string;
  readonly status?: string;
  readonly paymentStatus?: 'PAYMENT_PENDING' | 'PAYMENT_RECEIVED';
  readonly paymentMethod?: 'billing' | 'prepaid' | 'paypal' | 'quote';
  readonly totalCents?: number;
  readonly createdAt?: Date;
  readonly dueDate?: string | null;
  readonly printModeIds?: readonly string[];
  readonly language?: 'de' | 'en' | 'fr';
  /** The lines' 3D files (by position); made-up ids where none is given. */
  readonly fileIds?: readonly string[];
  /** The owner (a customer's session id or `user:<id>`); a made-up one by default. */
  readonly ownerPrincipal?: string;
}

/**
 * An order row as the checkout leaves it, written straight into the orders tables (the desk's
 * list tests need many orders with chosen names, dates and statuses; placing each through the
 * checkout would cost seconds). Answers its id.
 */
export async function insertDeskOrder(db: Db, options: DeskOrderOptions): Promise<string> {
  const id = randomUUID();
  const address = {
    title: '',
    firstname: options.firstname ?? 'Anna',
    lastname: options.lastname ?? 'Muster',
    company: options.company ?? '',
    addressSuffix: '',
    street: 'Bahnhofstrasse 1',
    postalCode: '8001',
    city: 'Zürich',
    countryId: 'ch',
    countryCode: 'CH',
    countryName: 'Schweiz',
    vatRegistrationNumber: '',
  };
  const totalCents = options.totalCents ?? 25_000;
  const createdAt = options.createdAt ?? new Date('2026-03-02T10:00:00Z');
  const modes = options.printModeIds ?? ['sls-pa2200'];
  await db.insert(orders).values({
    id,
    orderNumber: options.orderNumber,
    ownerPrincipal: options.ownerPrincipal ?? `desk-test:${id}`,
    cartId: `desk-cart-${id}`,
    status: options.status ?? 'ORDER_RECEIVED',
    paymentStatus: options.paymentStatus ?? 'PAYMENT_PENDING',
    paymentMethod: options.paymentMethod ?? 'billing',
    language: options.language ?? 'de',
    isBusinessCustomer: (options.company ?? '') !== '',
    taxDisplay: 'INCL_TAX',
    email: options.email ?? `${id}@example.ch`,
    phone: '+41 44 123 45 67',
    referenceNumber: options.referenceNumber ?? '',
    signupToNewsletter: false,
    billingAddress: address as never,
    shippingAddress: address as never,
    shippingMethod: { id: 'ch-standard', name: 'Standard', shippingTimeDays: 2, priceCents: 0 },
    positionNetCents: totalCents,
    discountCents: 0,
    smallOrderSurchargeCents: 0,
    shippingCents: 0,
    netTotalCents: totalCents,
    taxRateBp: 0,
    taxCents: 0,
    totalCents,
    productionDays: 5,
    deliveryDays: 7,
    dueDate: options.dueDate === undefined ? null : options.dueDate,
    checkoutCommand: {},
    createdAt,
    updatedAt: createdAt,
    // As the checkout writes it: the lines' distinct print modes (the desk's material filter).
    printModeIds: [...new Set(modes)],
  });
  await db.insert(orderLines).values(
    modes.map((printModeId, index) => ({
      id: `${id}-${index + 1}`,
      orderId: id,
      position: index, // from 0, as the checkout writes it
      fileId: options.fileIds?.[index] ?? `desk-file-${id}-${index}`,
      fileName: 'bracket.stl',
      printModeId,
      printModeName: printModeId,
      finishId: 'finish',
      finishName: 'Gestrahlt',
      colorId: 'white',
      colorName: 'Weiss',
      colorHex: '#ffffff',
      quantity: 1,
      scale: 1,
      givenUnitOfLength: 'mm' as const,
      processingSteps: [],
      unitNetCents: totalCents,
      lineNetCents: totalCents,
      discountCents: 0,
      displayUnitCents: totalCents,
      displayLineCents: totalCents,
      productionDays: 5,
      thumbnailKey: null,
      attachmentCount: 0,
    })),
  );
  return id;
}
