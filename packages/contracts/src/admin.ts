import { z } from 'zod';
import {
  OFFER_MAX_LEAD_TIME_DAYS,
  OFFER_REASON_MAX_LENGTH,
  OFFER_STATUSES,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  OFFER_DECLINE_REASON_MAX_LENGTH,
} from '@print/domain';
import { AdminStoredFileSchema } from './admin-attachments.js';
import { AdminOrderMoneySchema, AdminOrderRemindersSchema } from './admin-reminders.js';
import { EmailSchema } from './auth.js';
import { HistogramQuerySchema } from './analytx.js';
import { CentsSchema, IdSchema, LanguageSchema, LengthUnitSchema } from './common.js';
import { OrderStatusSchema, PaymentMethodKeySchema, PaymentStatusSchema } from './orders.js';

/*
 * The operator's desk (issue 25): everything under /api/admin. Validation messages are stable
 * UPPER_SNAKE codes like the rest of the contracts. A customer or anonymous request gets 404 for
 * every /api/admin route; a staff session without TOTP reaches only the enrolment.
 */

export const StaffRoleSchema = z.enum(STAFF_ROLES);

// ---------------------------------------------------------------------------------------------
// Staff sign-in and enrolment
// ---------------------------------------------------------------------------------------------

/** A staff password: 15..128 characters, not only whitespace (NIST SP 800-63B-4). */
export const StaffNewPasswordSchema = z
  .string()
  .min(STAFF_PASSWORD_MIN_LENGTH, 'STAFF_PASSWORD_TOO_SHORT')
  .max(STAFF_PASSWORD_MAX_LENGTH, 'TOO_LONG')
  .refine((value) => value.trim().length > 0, 'STAFF_PASSWORD_TOO_SHORT');

/** A six-digit TOTP code, or a recovery code (xxxx-xxxx-xxxx, letters and digits). */
export const StaffSecondFactorSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4})$/i, 'STAFF_CODE_INVALID');

export const StaffSignInRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'REQUIRED').max(STAFF_PASSWORD_MAX_LENGTH, 'TOO_LONG'),
  code: StaffSecondFactorSchema,
});

/** The staff member as the desk sees itself (GET /api/admin/auth/me). */
export const StaffMeSchema = z.object({
  id: IdSchema,
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  /** false: the session reaches only the TOTP enrolment. */
  totpEnrolled: z.boolean(),
  /** When the session ends at the latest (8 h after sign-in). */
  expiresAt: z.iso.datetime(),
});

/** The enrolment link's page: who is being enrolled (GET /api/admin/auth/enrolment/:token). */
export const StaffEnrolmentInfoSchema = z.object({ email: z.string(), name: z.string() });
export const StaffEnrolmentTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
/** POST /api/admin/auth/enrolment/:token: sets the password and opens an enrolling session. */
export const StaffEnrolRequestSchema = z.object({ password: StaffNewPasswordSchema });

/** POST /api/admin/auth/totp/setup: a fresh secret for the authenticator app. */
export const StaffTotpSetupResponseSchema = z.object({
  otpauthUri: z.string(),
  /** Base32, for typing in by hand. */
  secret: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qrSvg: z.string(),
});
/** POST /api/admin/auth/totp/confirm: the first code proves the app; answers the recovery codes. */
export const StaffTotpConfirmRequestSchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'STAFF_CODE_INVALID'),
});
export const StaffTotpConfirmResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(10),
  staff: StaffMeSchema,
});

/** A staff member as owners manage them (GET /api/admin/staff). */
export const StaffMemberSchema = z.object({
  id: IdSchema,
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  /** Password set and TOTP confirmed: can sign in. */
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export const StaffListSchema = z.object({ items: z.array(StaffMemberSchema) });
export const StaffIdParamsSchema = z.object({ id: IdSchema });
/** POST /api/admin/staff (owner): a new member and the one-time enrolment link (24 h). */
export const StaffCreateRequestSchema = z.object({
  email: EmailSchema,
  name: z.string().trim().min(1, 'REQUIRED').max(100, 'TOO_LONG'),
  role: StaffRoleSchema,
});
/** PUT /api/admin/staff/:id/role: an owner changes a member's role (the last active owner stays). */
export const StaffRoleChangeRequestSchema = z.object({ role: StaffRoleSchema });

export const StaffEnrolmentLinkSchema = z.object({
  staff: StaffMemberSchema,
  enrolmentUrl: z.string(),
  expiresAt: z.iso.datetime(),
});

// ---------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  orderId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  clientAddress: z.string(),
  requestId: z.string(),
});
export const AuditQuerySchema = z.object({
  staffId: IdSchema.optional(),
  orderId: IdSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Order list (/api/admin/orders, /api/admin/orders.csv)
// ---------------------------------------------------------------------------------------------

/** A comma-separated query value (`status=A,B`) or a repeated one, as a list. */
function listOf<T extends z.ZodType>(item: T) {
  return z
    .preprocess(
      (value) => {
        if (value === undefined || value === '') return undefined;
        const parts = Array.isArray(value) ? value : [value];
        return parts.flatMap((part) => String(part).split(',')).filter((part) => part !== '');
      },
      z.array(item).max(20, 'TOO_MANY'),
    )
    .optional();
}

export const ADMIN_ORDER_SORTS = [
  'createdAt',
  'orderNumber',
  'customer',
  'status',
  'totalCents',
  'dueDate',
] as const;

export const AdminOrderListQuerySchema = z.object({
  /** Order number, customer name, company, e-mail, the customer's reference or the QR reference. */
  q: z.string().trim().max(100, 'TOO_LONG').optional(),
  status: listOf(OrderStatusSchema),
  paymentStatus: listOf(PaymentStatusSchema),
  paymentMethod: listOf(PaymentMethodKeySchema),
  /** Order day from/to (inclusive, Europe/Zurich). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** A print mode (material) id: orders with at least one line of it. */
  material: IdSchema.optional(),
  /** Invoice orders past their due date and not paid. */
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

export const AdminOrderRowSchema = z.object({
  id: IdSchema,
  orderNumber: z.string(),
  createdAt: z.iso.datetime(),
  customerName: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  referenceNumber: z.string(),
  /** The 27-digit QR reference of an invoice/prepaid order, else null. */
  qrReference: z.string().nullable(),
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: PaymentMethodKeySchema,
  totalCents: CentsSchema,
  lineCount: z.number().int(),
  dueDate: z.iso.date().nullable(),
  overdue: z.boolean(),
  language: LanguageSchema,
  /**
   * The order's version (as in the detail), so a bulk status change from the list sends the
   * version the member saw. Optional: without it the desk reads each selected order's detail.
   */
  version: z.number().int().optional(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const AdminOrderListSchema = z.object({
  items: z.array(AdminOrderRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Per status, the orders matching every filter except the status filter. */
  statusCounts: z.record(OrderStatusSchema, z.number().int()),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

// ---------------------------------------------------------------------------------------------
// Order detail, timeline, notes, status changes
// ---------------------------------------------------------------------------------------------

export const AdminOrderIdParamsSchema = z.object({ orderId: IdSchema });

export const AdminTimelineEntrySchema = z.object({
  at: z.iso.datetime(),
  kind: z.enum(['status', 'payment', 'mail', 'note', 'document', 'change']),
  /** 'customer', 'payment', 'system', or the staff member's name. */
  actor: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  text: z.string(),
  /**
   * A mail entry's parts (kind 'mail'): the template (order-mail event: ordered, quote,
   * payment-received, payment-checking, status), its subject once rendered, the recipient and
   * the delivery state (retrying: failed attempts so far, sent again by the outbox).
   */
  mail: z
    .object({
      event: z.string(),
      subject: z.string().nullable(),
      recipient: z.string(),
      state: z.enum(['queued', 'sent', 'retrying']),
      attempts: z.number().int(),
    })
    .optional(),
});

export const AdminNoteSchema = z.object({
  id: IdSchema,
  at: z.iso.datetime(),
  staffName: z.string(),
  text: z.string(),
  /** Files stored with the note (staff-only downloads). */
  attachments: z.array(AdminStoredFileSchema),
});

export const AdminOrderLineSchema = z.object({
  id: IdSchema,
  position: z.number().int(),
  fileId: IdSchema,
  fileName: z.string(),
  printModeId: z.string(),
  printModeName: z.string(),
  finishName: z.string(),
  colorName: z.string(),
  colorHex: z.string(),
  quantity: z.number().int(),
  scale: z.number(),
  unitNetCents: CentsSchema,
  lineNetCents: CentsSchema,
  thumbnailUrl: z.string().nullable(),
  /**
   * The analysed model for the 3D view (3MF) and the base of its wall-thickness pictures (add
   * `?direction=XP&rotation=0`); null while the file has no analysis.
   */
  viewer: z
    .object({
      modelUrl: z.string(),
      wallThicknessUrl: z.string(),
      unitOfLength: LengthUnitSchema,
      /** The analysis repaired the mesh: the view and the pictures show the repaired model. */
      isRepaired: z.boolean(),
    })
    .nullable(),
  /**
   * The original upload, the analysis's repaired mesh where one exists, and the repaired file
   * production uploaded with its review. `isPrintFile`: the one to print (the uploaded repaired
   * file, else with a repaired verdict the automatic repair, else the original).
   */
  downloads: z.array(
    z.object({
      kind: z.enum(['original', 'repaired', 'repaired_upload']),
      url: z.string(),
      fileName: z.string(),
      isPrintFile: z.boolean(),
    }),
  ),
  /** Measured figures (volume cm³, surface cm², bounding box mm) where the analysis has them. */
  figures: z
    .object({
      volumeCm3: z.number().nullable(),
      surfaceCm2: z.number().nullable(),
      sizeMm: z.object({ x: z.number(), y: z.number(), z: z.number() }).nullable(),
    })
    .nullable(),
  /** The line's printability review: null until production reviews it. */
  review: z
    .object({
      verdict: z.enum(['printable', 'repaired', 'not_printable']),
      reason: z.string().nullable(),
      staffName: z.string(),
      at: z.iso.datetime(),
      /** The repaired print file production uploaded (null: the automatic repair, or none). */
      repairedFile: AdminStoredFileSchema.nullable(),
      /** The picture of a not printable line (the customer gets it with the status mail). */
      picture: AdminStoredFileSchema.nullable(),
    })
    .nullable(),
});

export const AdminOrderDetailSchema = z.object({
  id: IdSchema,
  orderNumber: z.string(),
  createdAt: z.iso.datetime(),
  /** Optimistic concurrency: send it back with a change; a newer one answers 409. */
  version: z.number().int(),
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: PaymentMethodKeySchema,
  language: LanguageSchema,
  isBusinessCustomer: z.boolean(),
  email: z.string(),
  phone: z.string(),
  referenceNumber: z.string(),
  qrReference: z.string().nullable(),
  customerAccountId: z.string().nullable(),
  billingAddress: z.record(z.string(), z.unknown()),
  shippingAddress: z.record(z.string(), z.unknown()),
  shippingMethodName: z.string(),
  totals: z.object({
    positionNetCents: CentsSchema,
    discountCents: CentsSchema,
    smallOrderSurchargeCents: CentsSchema,
    shippingCents: CentsSchema,
    netTotalCents: CentsSchema,
    taxCents: CentsSchema,
    totalCents: CentsSchema,
  }),
  dueDate: z.iso.date().nullable(),
  /** Invoice and prepaid orders: bank payments received and what is open; others null. */
  money: AdminOrderMoneySchema.nullable(),
  /** Invoice orders: their payment reminders and pause; others null. */
  reminders: AdminOrderRemindersSchema.nullable(),
  /** IN_PRODUCTION and later: lines and addresses can no longer be changed. */
  locked: z.boolean(),
  lines: z.array(AdminOrderLineSchema),
  documents: z.array(z.object({ kind: z.string(), url: z.string() })),
  timeline: z.array(AdminTimelineEntrySchema),
  notes: z.array(AdminNoteSchema),
  /** The statuses the signed-in staff member may move this order to (transition table ∩ role). */
  allowedStatuses: z.array(OrderStatusSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const AdminStatusChangeRequestSchema = z.object({
  to: OrderStatusSchema,
  reason: z.string().trim().min(1, 'REQUIRED').max(1000, 'TOO_LONG'),
  /** The version the staff member saw; another change in between answers 409 ORDER_CHANGED. */
  version: z.number().int(),
  /** Send the status's customer mail (when the template for it is switched on). */
  notifyCustomer: z.boolean().default(true),
});

export const AdminBulkStatusChangeRequestSchema = z.object({
  orders: z
    .array(z.object({ orderId: IdSchema, version: z.number().int() }))
    .min(1, 'REQUIRED')
    .max(200, 'TOO_MANY'),
  to: OrderStatusSchema,
  reason: z.string().trim().min(1, 'REQUIRED').max(1000, 'TOO_LONG'),
  notifyCustomer: z.boolean().default(true),
});
export const AdminBulkStatusChangeResponseSchema = z.object({
  results: z.array(
    z.object({
      orderId: IdSchema,
      ok: z.boolean(),
      /** ORDER_CHANGED, ORDER_TRANSITION_NOT_ALLOWED, NOT_FOUND when not ok. */
      code: z.string().nullable(),
      status: OrderStatusSchema.nullable(),
    }),
  ),
});

export const AdminNoteRequestSchema = z.object({
  text: z.string().trim().min(1, 'REQUIRED').max(5000, 'TOO_LONG'),
});
/** GET /api/admin/orders/:orderId/lines/:lineId/thumbnail, …/documents/:kind.pdf. */
export const AdminOrderLineParamsSchema = z.object({ orderId: IdSchema, lineId: IdSchema });
export const AdminOrderDocumentParamsSchema = z.object({
  orderId: IdSchema,
  file: z.enum(['confirmation.pdf', 'invoice.pdf', 'quote.pdf']),
});
/** GET /api/admin/files/:fileId/original|repaired. */
export const AdminFileParamsSchema = z.object({
  fileId: IdSchema,
  kind: z.enum(['original', 'repaired']),
});

/**
 * GET /api/admin/orders/:orderId/lines/:lineId/wall-thickness: the line's wall-thickness picture
 * (PNG) at the ordered scale, unit and print mode, seen along one axis direction and rotation.
 */
export const AdminWallThicknessQuerySchema = HistogramQuerySchema.pick({
  direction: true,
  rotation: true,
});
export type AdminWallThicknessQuery = z.infer<typeof AdminWallThicknessQuerySchema>;

/**
 * POST /api/admin/orders/:orderId/lines/:lineId/review: production's verdict on a line. repaired
 * names the line's file's automatically repaired mesh (422 REVIEW_REPAIRED_FILE_REQUIRED when
 * the analysis produced none); not_printable needs a reason (422 REVIEW_REASON_REQUIRED). When
 * every line has a verdict the order moves to FILES_PRINTABLE / FILES_REPAIRED /
 * FILES_NOT_PRINTABLE with the customer's status mail. Answers the order detail.
 */
export const AdminLineReviewRequestSchema = z.object({
  verdict: z.enum(['printable', 'repaired', 'not_printable']),
  reason: z.string().trim().max(1000, 'TOO_LONG').nullish(),
  /** The order's version the staff member saw; another change in between answers 409. */
  version: z.number().int(),
  /** Send the status mail when the review moves the order (and its template is switched on). */
  notifyCustomer: z.boolean().default(true),
});
export type AdminLineReviewRequest = z.infer<typeof AdminLineReviewRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Status mail templates (per status, de/en/fr; switchable, editable, previewed)
// ---------------------------------------------------------------------------------------------

export const StatusMailTemplateSchema = z.object({
  status: OrderStatusSchema,
  language: LanguageSchema,
  enabled: z.boolean(),
  subject: z.string().trim().min(1, 'REQUIRED').max(200, 'TOO_LONG'),
  /** Plain text with {{orderNumber}}, {{customerName}}, {{status}}, {{reason}}, {{orderUrl}}. */
  body: z.string().trim().min(1, 'REQUIRED').max(10_000, 'TOO_LONG'),
  updatedAt: z.iso.datetime().nullable(),
});
export const StatusMailTemplateParamsSchema = z.object({
  status: OrderStatusSchema,
  language: LanguageSchema,
});
export const StatusMailTemplateUpdateSchema = StatusMailTemplateSchema.pick({
  enabled: true,
  subject: true,
  body: true,
});
/**
 * POST /api/admin/mail-templates/:status/:language/preview: the (unsaved) text rendered with a
 * given order's data, else a sample order; `reason` fills {{reason}}.
 */
export const StatusMailPreviewRequestSchema = StatusMailTemplateSchema.pick({
  subject: true,
  body: true,
}).extend({
  orderId: IdSchema.optional(),
  reason: z.string().trim().max(1000, 'TOO_LONG').optional(),
});
export const StatusMailTemplateListSchema = z.object({ items: z.array(StatusMailTemplateSchema) });

export const StatusMailPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Quotes (issue 25 item 7): the offer draft, sent revisions, the customer's view and acceptance
// ---------------------------------------------------------------------------------------------

export const OfferStatusSchema = z.enum(OFFER_STATUSES);
/** YYYY-MM-DD (Europe/Zurich). */
export const OfferDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_INVALID');

/** The totals of an offer (packages/domain priceCart's figures, integer cents). */
export const OfferTotalsSchema = z.object({
  positionNetCents: CentsSchema,
  discountCents: CentsSchema,
  smallOrderSurchargeCents: CentsSchema,
  shippingCents: CentsSchema,
  netTotalCents: CentsSchema,
  taxRateBp: z.number().int(),
  taxCents: CentsSchema,
  totalCents: CentsSchema,
  taxDisplay: z.enum(['INCL_TAX', 'PLUS_TAX']),
});

/** A line as staff see it: list price, override and its (internal) reason, the offered price. */
export const AdminOfferLineSchema = z.object({
  lineId: IdSchema,
  position: z.number().int(),
  name: z.string(),
  details: z.string(),
  quantity: z.number().int(),
  listUnitNetCents: CentsSchema,
  overrideUnitNetCents: CentsSchema.nullable(),
  overrideReason: z.string().nullable(),
  offeredUnitNetCents: CentsSchema,
  /** priceCart's line net; null in a draft that cannot be priced. */
  offeredLineNetCents: CentsSchema.nullable(),
});

export const AdminOfferDraftSchema = z.object({
  leadTimeDays: z.number().int(),
  validUntil: OfferDateSchema,
  lines: z.array(AdminOfferLineSchema),
  /** null when the order cannot be priced (shipping no longer offered). */
  totals: OfferTotalsSchema.nullable(),
  updatedAt: z.iso.datetime().nullable(),
});

export const AdminOfferRevisionSchema = z.object({
  id: IdSchema,
  revision: z.number().int(),
  status: OfferStatusSchema,
  leadTimeDays: z.number().int(),
  validUntil: OfferDateSchema,
  totals: OfferTotalsSchema,
  lines: z.array(AdminOfferLineSchema),
  createdByStaffId: IdSchema,
  createdByName: z.string().nullable(),
  sentAt: z.iso.datetime(),
  acceptedAt: z.iso.datetime().nullable(),
  /** The customer's reason when they declined this revision (null: none given, or not declined). */
  declineReason: z.string().nullable(),
  mailQueuedAt: z.iso.datetime().nullable(),
  pdfUrl: z.string(),
});

/** GET /api/admin/orders/:orderId/offer. */
export const AdminOfferResponseSchema = z.object({
  orderId: IdSchema,
  orderNumber: z.string(),
  orderStatus: OrderStatusSchema,
  /** Whether a draft can be edited and sent (the order is an open quote request). */
  isOpen: z.boolean(),
  draft: AdminOfferDraftSchema,
  /** Every sent revision, newest first. */
  revisions: z.array(AdminOfferRevisionSchema),
});

/** PUT /api/admin/orders/:orderId/offer/draft. Lines not named keep the list price. */
export const AdminOfferDraftUpdateSchema = z.object({
  leadTimeDays: z.number().int().min(1).max(OFFER_MAX_LEAD_TIME_DAYS),
  validUntil: OfferDateSchema,
  lines: z
    .array(
      z.object({
        lineId: IdSchema,
        /** null: the list price stands. */
        overrideUnitNetCents: CentsSchema.min(0).nullable(),
        overrideReason: z.string().trim().max(OFFER_REASON_MAX_LENGTH, 'TOO_LONG').nullable(),
      }),
    )
    .max(500),
});

/** A line as the customer sees it: no list price, no reason. */
export const CustomerOfferLineSchema = z.object({
  lineId: IdSchema,
  position: z.number().int(),
  name: z.string(),
  details: z.string(),
  quantity: z.number().int(),
  /** In the customer's tax display (totals.taxDisplay): net for businesses, gross otherwise. */
  unitCents: CentsSchema,
  lineCents: CentsSchema,
});

/** GET /api/quotes/:token and /api/quotes/order/:orderId: the newest offer of a quote request. */
export const CustomerOfferSchema = z.object({
  orderId: IdSchema,
  orderNumber: z.string(),
  revision: z.number().int(),
  /** The newest revision's number: a link to an older one shows it as superseded. */
  latestRevision: z.number().int(),
  status: OfferStatusSchema,
  /** sent and not past its last day: the accept button shows. */
  canAccept: z.boolean(),
  validUntil: OfferDateSchema,
  leadTimeDays: z.number().int(),
  language: LanguageSchema,
  lines: z.array(CustomerOfferLineSchema),
  totals: OfferTotalsSchema,
  sentAt: z.iso.datetime(),
  acceptedAt: z.iso.datetime().nullable(),
  orderStatus: OrderStatusSchema,
});
/**
 * POST /api/quotes/:token/decline and /api/quotes/order/:orderId/decline: the customer declines
 * the newest valid revision (the decline button shows with canAccept), with an optional reason
 * for staff. Accepting it afterwards: 409 OFFER_DECLINED.
 */
export const OfferDeclineRequestSchema = z.object({
  reason: z.string().trim().max(OFFER_DECLINE_REASON_MAX_LENGTH).optional(),
});
export type OfferDeclineRequest = z.infer<typeof OfferDeclineRequestSchema>;

export const QuoteTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'LINK_INVALID'),
});

export type OfferTotals = z.infer<typeof OfferTotalsSchema>;
export type AdminOfferLine = z.infer<typeof AdminOfferLineSchema>;
export type AdminOfferRevision = z.infer<typeof AdminOfferRevisionSchema>;
export type AdminOfferResponse = z.infer<typeof AdminOfferResponseSchema>;
export type AdminOfferDraftUpdate = z.infer<typeof AdminOfferDraftUpdateSchema>;
export type CustomerOffer = z.infer<typeof CustomerOfferSchema>;
// Customers (/api/admin/customers): list, detail with orders, company verification, block
// ---------------------------------------------------------------------------------------------

export const ADMIN_CUSTOMER_SORTS = ['createdAt', 'name', 'email', 'userName'] as const;

/** `true`/`false` in a query string as a boolean; absent: no filter. */
const queryFlag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const AdminCustomerListQuerySchema = z.object({
  /** Part of the name, company, e-mail or user name (case-insensitive). */
  q: z.string().trim().max(100, 'TOO_LONG').optional(),
  /** business: chose business or has a verified company; private: neither. */
  type: z.enum(['business', 'private']).optional(),
  verified: queryFlag,
  blocked: queryFlag,
  sort: z.enum(ADMIN_CUSTOMER_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuerySchema>;

export const AdminCustomerRowSchema = z.object({
  id: IdSchema,
  email: z.string(),
  userName: z.string(),
  /** First and last name of the billing address. */
  name: z.string(),
  company: z.string().nullable(),
  isBusiness: z.boolean(),
  companyVerified: z.boolean(),
  blocked: z.boolean(),
  createdAt: z.iso.datetime(),
  orderCount: z.number().int(),
  lastOrderAt: z.iso.datetime().nullable(),
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRowSchema>;

export const AdminCustomerListSchema = z.object({
  items: z.array(AdminCustomerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCustomerList = z.infer<typeof AdminCustomerListSchema>;

export const AdminCustomerIdParamsSchema = z.object({ customerId: IdSchema });

/** Who changed something and when; `staffName` null: the command line (or a removed member). */
export const AdminActorStampSchema = z.object({
  at: z.iso.datetime(),
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
});

export const AdminCustomerOrderSchema = z.object({
  id: IdSchema,
  orderNumber: z.string(),
  createdAt: z.iso.datetime(),
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: PaymentMethodKeySchema,
  totalCents: CentsSchema,
});

export const AdminCustomerDetailSchema = AdminCustomerRowSchema.omit({
  orderCount: true,
  lastOrderAt: true,
}).extend({
  language: LanguageSchema,
  /** Opt-in confirmed (null: never confirmed, cannot sign in). */
  confirmedAt: z.iso.datetime().nullable(),
  billingAddress: z.record(z.string(), z.unknown()),
  /** null: deliveries go to the billing address. */
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  vatId: z.string().nullable(),
  /** The last change of the verification (either way); null: never changed. */
  companyVerification: AdminActorStampSchema.nullable(),
  /** Set while blocked. */
  block: AdminActorStampSchema.extend({ reason: z.string() }).nullable(),
  /** Newest first. */
  orders: z.array(AdminCustomerOrderSchema),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

export const AdminCustomerVerifyRequestSchema = z.object({ verified: z.boolean() });
export const AdminCustomerBlockRequestSchema = z.object({
  reason: z.string().trim().min(1, 'REQUIRED').max(500, 'TOO_LONG'),
});
