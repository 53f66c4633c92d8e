import type { Address } from '@print/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A text in the three shop languages. */
export interface LocalizedText {
  readonly de: string;
  readonly en: string;
  readonly fr: string;
}

export interface RankingData {
  readonly price: number;
  readonly flexibility: number;
  readonly stability: number;
  readonly precision: number;
  readonly wearResistance: number;
  readonly heatResistance: number;
}

export interface QuantityBreakData {
  readonly minQuantity: number;
  readonly factorBp: number;
}

/** Print mode = material + method, with its limits and price rates (see seed/catalog-seed.ts for the model). */
export const printModes = pgTable('print_modes', {
  id: text('id').primaryKey(),
  sortOrder: integer('sort_order').notNull(),
  materialName: text('material_name').notNull(),
  methodName: text('method_name').notNull(),
  machineName: text('machine_name').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  surfaceQuality: jsonb('surface_quality').$type<LocalizedText>().notNull(),
  applications: jsonb('applications').$type<LocalizedText>().notNull(),
  maxXMm: doublePrecision('max_x_mm').notNull(),
  maxYMm: doublePrecision('max_y_mm').notNull(),
  maxZMm: doublePrecision('max_z_mm').notNull(),
  minFeatureSizeMm: doublePrecision('min_feature_size_mm').notNull(),
  resolutionXyMm: doublePrecision('resolution_xy_mm').notNull(),
  resolutionZMm: doublePrecision('resolution_z_mm').notNull(),
  ranking: jsonb('ranking').$type<RankingData>().notNull(),
  maxNumberOfParts: integer('max_number_of_parts'),
  maxIncrementalMeasurementMm: doublePrecision('max_incremental_measurement_mm').notNull(),
  setupFeeCents: integer('setup_fee_cents').notNull(),
  materialCentsPerCm3: doublePrecision('material_cents_per_cm3').notNull(),
  packingCentsPerCm3: doublePrecision('packing_cents_per_cm3').notNull(),
  minPartPriceCents: integer('min_part_price_cents').notNull(),
  quantityBreaks: jsonb('quantity_breaks').$type<QuantityBreakData[]>().notNull(),
  productionDaysExtra: integer('production_days_extra').notNull(),
});

export const surfaceFinishes = pgTable('surface_finishes', {
  id: text('id').primaryKey(),
  printModeId: text('print_mode_id')
    .notNull()
    .references(() => printModes.id),
  sortOrder: integer('sort_order').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  finishCentsPerCm2: doublePrecision('finish_cents_per_cm2').notNull(),
});

export const colors = pgTable('colors', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  variableName: text('variable_name').notNull(),
  hue: integer('hue').notNull(),
  hexcode: text('hexcode').notNull(),
  thumbnail: text('thumbnail'),
  /** 10000 = neutral. */
  colourFactorBp: integer('colour_factor_bp').notNull(),
});

export const surfaceFinishColors = pgTable(
  'surface_finish_colors',
  {
    surfaceFinishId: text('surface_finish_id')
      .notNull()
      .references(() => surfaceFinishes.id),
    colorId: text('color_id')
      .notNull()
      .references(() => colors.id),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.surfaceFinishId, t.colorId] })],
);

export const processingSteps = pgTable('processing_steps', {
  id: text('id').primaryKey(),
  sortOrder: integer('sort_order').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const processingStepOptions = pgTable('processing_step_options', {
  id: text('id').primaryKey(),
  stepId: text('step_id')
    .notNull()
    .references(() => processingSteps.id),
  sortOrder: integer('sort_order').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  priceCents: integer('price_cents').notNull(),
});

export const printModeProcessingSteps = pgTable(
  'print_mode_processing_steps',
  {
    printModeId: text('print_mode_id')
      .notNull()
      .references(() => printModes.id),
    stepId: text('step_id')
      .notNull()
      .references(() => processingSteps.id),
  },
  (t) => [primaryKey({ columns: [t.printModeId, t.stepId] })],
);

export const shippingCountries = pgTable('shipping_countries', {
  id: text('id').primaryKey(),
  countryCode: text('country_code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  postalCodeRegex: text('postal_code_regex').notNull(),
  isEu: boolean('is_eu').notNull(),
  taxRateBp: integer('tax_rate_bp').notNull(),
  isSelectable: boolean('is_selectable').notNull(),
});

export const shippingMethods = pgTable('shipping_methods', {
  id: text('id').primaryKey(),
  countryId: text('country_id')
    .notNull()
    .references(() => shippingCountries.id),
  methodKey: text('method_key').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  priceCents: integer('price_cents').notNull(),
  shippingTimeDays: integer('shipping_time_days').notNull(),
  isStandard: boolean('is_standard').notNull(),
});

/** A warning about how the file was read; `count` says how many items it concerns. */
export interface AnalysisWarningData {
  readonly code: 'STEP_DAMAGED_ENTITIES';
  readonly count: number;
}

export interface RepairInfoData {
  readonly numberOfFlippedPolygons: number;
  readonly numberOfRemovedFlatOpenShells: number;
  readonly numberOfClosedOpenLoops: number;
  readonly numberOfMergedVertexPairs: number;
  readonly repairImages?: Readonly<Record<string, string>>;
}

/**
 * An uploaded 3D file. The geometry figures are in the file's OWN length unit (the numbers
 * as written in the model file; `given_unit_of_length` says what they mean), so that changing
 * the unit never needs a new analysis. They are null until the analysis has finished.
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    ownerSession: text('owner_session'),
    name: text('name').notNull(),
    givenUnitOfLength: text('given_unit_of_length').$type<'mm' | 'cm' | 'm' | 'inch'>().notNull(),
    status: text('status').$type<'uploaded' | 'analysing' | 'analysed' | 'failed'>().notNull(),
    volumeFileUnits3: doublePrecision('volume_file_units3'),
    areaFileUnits2: doublePrecision('area_file_units2'),
    dimXFileUnits: doublePrecision('dim_x_file_units'),
    dimYFileUnits: doublePrecision('dim_y_file_units'),
    dimZFileUnits: doublePrecision('dim_z_file_units'),
    thinnestWallFileUnits: doublePrecision('thinnest_wall_file_units'),
    shellCount: integer('shell_count'),
    isWatertight: boolean('is_watertight'),
    repairInfo: jsonb('repair_info').$type<RepairInfoData>(),
    originalPath: text('original_path'),
    model3mfPath: text('model_3mf_path'),
    repairedPath: text('repaired_path'),
    taskId: text('task_id'),
    /** Storage key of the folder holding the analysis outputs (3MF, repaired STL, TRF, pictures). */
    outputDir: text('output_dir'),
    frontPicturePath: text('front_picture_path'),
    triangleCount: integer('triangle_count'),
    /** What the customer should know about the file as read (e.g. damaged STEP entities skipped). */
    analysisWarnings: jsonb('analysis_warnings').$type<AnalysisWarningData[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_session_idx').on(t.ownerSession)],
);

/**
 * A cart belongs to one principal: the anonymous session that created it (accounts come next).
 * Carts from before owners existed have none and are reachable by nobody (the web then makes a
 * new cart, as the spec prescribes for a 404).
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    ownerSession: text('owner_session'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_owner_session_idx').on(t.ownerSession)],
);

/**
 * Vouchers (spec 2 "Discount"). value: percent for 'percentage' (up to 4 decimals), cents for
 * 'absolute'. Codes are unique ignoring case; both dates are inclusive instants.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    type: text('type').$type<'percentage' | 'absolute'>().notNull(),
    value: doublePrecision('value').notNull(),
    fromDate: timestamp('from_date', { withTimezone: true }),
    toDate: timestamp('to_date', { withTimezone: true }),
    minValueCents: integer('min_value_cents').notNull().default(0),
    maxUsage: integer('max_usage'),
    usageCount: integer('usage_count').notNull().default(0),
    freeShipping: boolean('free_shipping').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vouchers_code_lower_idx').on(sql`lower(${t.code})`)],
);

export interface ProcessingStepChoiceData {
  readonly stepId: string;
  readonly optionId: string;
  readonly quantity: number;
}

export interface AttachmentData {
  readonly id: string;
  readonly name: string;
  readonly storageKey: string;
  readonly sizeBytes: number;
}

/** A cart line; its prices are computed on the server whenever the line changes. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    printModeId: text('print_mode_id')
      .notNull()
      .references(() => printModes.id),
    surfaceFinishId: text('surface_finish_id')
      .notNull()
      .references(() => surfaceFinishes.id),
    colorId: text('color_id')
      .notNull()
      .references(() => colors.id),
    quantity: integer('quantity').notNull(),
    scale: doublePrecision('scale').notNull(),
    givenUnitOfLength: text('given_unit_of_length').$type<'mm' | 'cm' | 'm' | 'inch'>().notNull(),
    acknowledgedRepairInfo: boolean('acknowledged_repair_info').notNull(),
    processingSteps: jsonb('processing_steps').$type<ProcessingStepChoiceData[]>().notNull(),
    attachments: jsonb('attachments')
      .$type<AttachmentData[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    thumbnailKey: text('thumbnail_key'),
    unitNetCents: integer('unit_net_cents').notNull(),
    lineNetCents: integer('line_net_cents').notNull(),
    productionDays: integer('production_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_id_idx').on(t.cartId)],
);

export interface TaskErrorData {
  readonly code: string;
  /** Technical detail for the log; customers see a text chosen by `code` in their language. */
  readonly detail: string;
}

/**
 * One analysis run of a file; the queue job (pg-boss) carries its id. Progress is written here
 * so that any process (API or `worker` mode) can answer GET /analytx/task/{id}.
 */
export const analysisTasks = pgTable(
  'analysis_tasks',
  {
    id: text('id').primaryKey(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    ownerSession: text('owner_session'),
    jobId: text('job_id'),
    status: text('status').$type<'queued' | 'running' | 'completed' | 'failed'>().notNull(),
    step: text('step'),
    steps: jsonb('steps')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: jsonb('error').$type<TaskErrorData>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analysis_tasks_status_idx').on(t.status)],
);

export type PaymentAttemptStatus =
  | 'creating'
  | 'created'
  | 'completed'
  | 'pending'
  | 'declined'
  | 'cancelled'
  | 'rejected'
  | 'expired';

/**
 * One PayPal order created for a shop order (modules/payments). The row, with its
 * PayPal-Request-Id, is written BEFORE PayPal is called: a retry after a crash or timeout sends
 * the same id and PayPal answers the same order. The capture's request id is stored before the
 * capture call for the same reason. order_number and amount_cents are copies, so a webhook can
 * be matched without reading the orders module's tables.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    provider: text('provider').$type<'paypal'>().notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull(),
    requestId: text('request_id').notNull(),
    paypalOrderId: text('paypal_order_id'),
    approvalUrl: text('approval_url'),
    amountCents: integer('amount_cents').notNull(),
    /** The create-order body as first sent: a retry resends it unchanged with the same id. */
    createBody: jsonb('create_body').$type<unknown>(),
    captureRequestId: text('capture_request_id'),
    captureId: text('capture_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_order_id_idx').on(t.orderId),
    uniqueIndex('payment_attempts_request_id_idx').on(t.requestId),
    uniqueIndex('payment_attempts_paypal_order_id_idx').on(t.paypalOrderId),
    // One open PayPal order per shop order: two tabs paying at once share one approval link,
    // so the buyer can never approve (and be charged for) two PayPal orders.
    uniqueIndex('payment_attempts_open_order_idx')
      .on(t.orderId)
      .where(sql`status in ('creating', 'created')`),
  ],
);

/** PayPal webhook deliveries by event id: a redelivered event is recognised and not re-applied. */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});
export * from './orders-schema.js';
export * from './lookup-schema.js';
/**
 * A customer account (issue 10). Names and e-mails are unique by their key (NFC, lower case);
 * the password only as an argon2id hash. Sign-in needs a confirmed e-mail (opt-in).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').$type<'de' | 'en' | 'fr'>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    /** The private/business switch; null = never chosen. */
    businessPreference: boolean('business_preference'),
    /** Set by the operator (scripts/verify-company.ts). */
    isVerifiedCompany: boolean('is_verified_company').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('users_username_key_idx').on(t.usernameKey),
    uniqueIndex('users_email_key_idx').on(t.emailKey),
  ],
);

/** A signed-in session: only the SHA-256 of its token is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    /** Public id (session list, "end others"); never the token. */
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('auth_sessions_token_hash_idx').on(t.tokenHash),
    index('auth_sessions_user_id_idx').on(t.userId),
  ],
);

/** Single-use links sent by mail (opt-in, password reset, e-mail change), stored hashed. */
export const accountLinks = pgTable(
  'account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'optin' | 'reset' | 'email'>().notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_links_user_id_idx').on(t.userId)],
);

/**
 * Reset requests by SHA-256 of the e-mail key, known address or not: the 24 h rule ("Active code
 * found") answers alike for both, so it reveals no account.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  emailHash: text('email_hash').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
});

/** Failed sign-ins per account (or per unknown identifier), for the hourly lock. */
export const signinFailures = pgTable(
  'signin_failures',
  {
    id: text('id').primaryKey(),
    subjectKey: text('subject_key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signin_failures_subject_idx').on(t.subjectKey, t.failedAt)],
);
/**
 * Content pages, one row per page and language, imported at start from the data files in
 * apps/api/content (modules/content). `source` is the page's localized data as imported, HTML
 * already sanitized; `source_hash` lets the import skip files that did not change.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    path: text('path').notNull(),
    language: text('language').$type<'de' | 'en' | 'fr'>().notNull(),
    uid: integer('uid').notNull(),
    parentPath: text('parent_path'),
    sortOrder: integer('sort_order').notNull(),
    navigation: jsonb('navigation').$type<string[]>().notNull(),
    source: jsonb('source').$type<Record<string, unknown>>().notNull(),
    sourceHash: text('source_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.path, t.language] })],
);

/**
 * Every form sent (modules/forms): contact, bug report, VAT ID, newsletter. `payload` is the
 * validated form without the honeypot; `principal` the sender's session or account when known.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'contact' | 'bug-report' | 'vat-id' | 'newsletter'>().notNull(),
    language: text('language').$type<'de' | 'en' | 'fr'>().notNull(),
    email: text('email'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    principal: text('principal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_kind_created_idx').on(t.kind, t.createdAt)],
);

/**
 * Newsletter double opt-in: the link's token is stored only as its SHA-256 (hex); it confirms
 * once (`confirmed_at`) and not after `expires_at`.
 */
export const newsletterOptins = pgTable('newsletter_optins', {
  id: text('id').primaryKey(),
  submissionId: text('submission_id')
    .notNull()
    .references(() => formSubmissions.id),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL bytea as a Buffer (node-postgres and PGlite both answer bytes for it). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Attachments of queued e-mails, stored once and referred to by the mail jobs: an order's PDF
 * goes to the customer and to the shop's copy, and a job's data stays small (PDFs as base64 in
 * the queue's JSON made each batch insert cost tens of milliseconds). The id is the content's
 * SHA-256, so the same bytes are one row; rows older than the mail retries are swept.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: text('id').primaryKey(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_attachments_created_idx').on(t.createdAt)],
);
