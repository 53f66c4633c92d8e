import { z } from 'zod';
import { OrderStatusSchema, PaymentMethodKeySchema } from './orders.js';

/**
 * Postal-code autofill (spec 2 §5): `GET /api/shipping/autofill/{cc}/{postalCode}`; the client
 * reads places[0]['place name']. cc is lower case (ch, li); a postal code is 4 digits there.
 */
export const AutofillParamsSchema = z.object({
  countryCode: z.enum(['ch', 'li']),
  postalCode: z.string().regex(/^\d{4}$/, 'A Swiss or Liechtenstein postal code has 4 digits'),
});
export type AutofillParams = z.infer<typeof AutofillParamsSchema>;

export const AutofillResponseSchema = z.object({
  /** Every locality of the code, in the directory's order (first match first). */
  places: z.array(z.object({ 'place name': z.string(), state: z.string() })).min(1),
});
export type AutofillResponse = z.infer<typeof AutofillResponseSchema>;

/**
 * Legacy order tracking: `POST /api/rest_api/trackorder.php` with this JSON body (a body, not a
 * query: the e-mail never stands in a URL, so neither logs nor browser history hold it). Both
 * are needed, so nobody can walk through order numbers; a mismatch answers the same 404 as a
 * missing order.
 */
export const LegacyTrackOrderRequestSchema = z.object({
  /** The old shop's number (digits) or a current order's `YYYY-NNNNNN`. */
  orderId: z
    .string()
    .trim()
    .regex(/^(?:\d{1,12}|\d{4}-\d{6})$/, 'An order number is 2026-000123 or digits only'),
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
});
export type LegacyTrackOrderRequest = z.infer<typeof LegacyTrackOrderRequestSchema>;

/** Spec 2 §3 "Legacy order fields", as the old system named them; prices in cents added. */
export const LegacyOrderSchema = z.object({
  id: z.string(),
  /** ISO date ("2019-03-13") or local date-time ("2019-06-16T10:20:00"). */
  date: z.string(),
  publicStatus_de: z.string(),
  prodTime: z.number().int().nullable(),
  shipTime: z.number().int().nullable(),
  shipFirstName: z.string(),
  shipLastName: z.string(),
  shipStreet: z.string(),
  shipHouseNumber: z.string(),
  shipPostcode: z.string(),
  shipCity: z.string(),
  shipCountry: z.string(),
  billFirstName: z.string(),
  billLastName: z.string(),
  billStreet: z.string(),
  billHouseNumber: z.string(),
  billPostcode: z.string(),
  billCity: z.string(),
  billCountry: z.string(),
  eMail: z.string(),
  priceBruttoCents: z.number().int(),
  shipCostCents: z.number().int(),
  methodForm_de: z.string(),
  /** true: the old shop's order; false: a current order in the same shape (DECISIONS.md). */
  legacyOrder: z.boolean(),
  /** Current orders: the status and payment method as codes, worded in the page's language. */
  orderStatus: OrderStatusSchema.optional(),
  paymentMethod: PaymentMethodKeySchema.optional(),
});
export type LegacyOrder = z.infer<typeof LegacyOrderSchema>;
