import type { S3Settings } from '../storage/storage-config.js';
import { join } from 'node:path';
import {
  DEFAULT_ANALYSIS_CONFIG,
  DEFAULT_CREDITOR,
  SIMULATOR_PAYPAL_SETTINGS,
  type AccountsSettings,
  type AnalysisConfig,
  type AppConfig,
  type BankSettings,
  type CreditorConfig,
  type MailSettings,
  type PayPalSettings,
  type TrustProxySetting,
} from '../plugins/config.js';
import { DEFAULT_OPERATIONS, type OperationsSettings } from '../plugins/operations-config.js';

export const TEST_ACCOUNTS_SETTINGS: AccountsSettings = {
  publicUrl: 'http://shop.test',
  signinsPerMinute: 1000,
  signupsPerHour: 1000,
  resetsPerHour: 1000,
  emailChangesPerHour: 1000,
  passwordHashConcurrency: 2,
};

/** Small pool, uploads not rate-limited unless a test asks for it. */
export const TEST_ANALYSIS_CONFIG: AnalysisConfig = {
  ...DEFAULT_ANALYSIS_CONFIG,
  poolThreads: 2,
  uploadsPerMinute: 1000,
  // Every injected request comes from 127.0.0.1: the per-client share of the queue is tested on
  // its own, with the defaults (analysis-admission.security.test.ts).
  openPerClient: 1000,
  reservedForNewClients: 0,
};

export interface TestConfigOptions {
  readonly analysis?: Partial<AnalysisConfig>;
  /** Default: no SMTP (the .eml outbox in the data folder), retries after 1 s. */
  readonly mail?: Partial<MailSettings>;
  /** Default: the built-in PayPal simulator (no PAYPAL_API_BASE). */
  readonly paypal?: Partial<PayPalSettings>;
  /** SHOP_CREDITOR_* (documents: letterhead, QR-bill creditor). */
  readonly creditor?: Partial<CreditorConfig>;
  /** Default: public URL http://shop.test, per-IP limits high enough not to interfere. */
  readonly accounts?: Partial<AccountsSettings>;
  readonly contentDir?: string;
  /** Voucher codes per client and minute; default high enough not to interfere (30 in production). */
  readonly vouchersPerMinute?: number;
  /** Set: the app logs at level info (default: silent). */
  readonly logLevel?: string;
  /** TRUST_PROXY (default: no proxy trusted). */
  readonly trustProxy?: TrustProxySetting;
  /** FORMS_POSTS_PER_10_MIN (default 5). */
  readonly formsPostsPer10Minutes?: number;
  /** GUEST_ORDERS_PER_HOUR (default here 1000: tests place many guest orders from one address). */
  readonly guestOrdersPerHour?: number;
  /** Per-recipient mail limits (default here: guest orders 1000 a day, the others as shipped). */
  readonly recipientLimits?: AppConfig['recipientLimits'];
  /** BANK_IMPORT_DIR, BANK_ACCOUNT_IBANS (default: no folder, the creditor IBAN only). */
  readonly bank?: BankSettings;
  /** METRICS_TOKEN, SHUTDOWN_GRACE_MS … (default: no metrics token, the shipped grace). */
  readonly operations?: Partial<OperationsSettings>;
  /** The file storage in this bucket (test/s3-stand-in.ts); default: DATA_DIR/uploads. */
  readonly s3?: S3Settings;
}

/** The configuration of a test's app on a data folder and database. */
export function testConfig(
  place: { readonly dataDir: string; readonly databaseUrl: string | undefined },
  options: TestConfigOptions = {},
): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: place.dataDir,
    databaseUrl: place.databaseUrl,
    webDistDir: join(place.dataDir, 'no-web'),
    logLevel: options.logLevel ?? 'silent',
    logFiles: { dir: undefined, retentionDays: 14 },
    analysis: { ...TEST_ANALYSIS_CONFIG, ...options.analysis },
    mail: {
      smtpUrl: undefined,
      from: 'Print Portal <shop@print-portal.test>',
      shopEmail: 'shop@print-portal.test',
      outboxDir: join(place.dataDir, 'mail', 'outbox'),
      retryDelaySeconds: 1,
      ...options.mail,
    },
    paypal: {
      ...SIMULATOR_PAYPAL_SETTINGS,
      apiBase: undefined,
      publicUrl: undefined,
      ...options.paypal,
    },
    creditor: { ...DEFAULT_CREDITOR, ...options.creditor },
    accounts: { ...TEST_ACCOUNTS_SETTINGS, ...options.accounts },
    ...(options.contentDir ? { contentDir: options.contentDir } : {}),
    vouchersPerMinute: options.vouchersPerMinute ?? 1000,
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    guestOrdersPerHour: options.guestOrdersPerHour ?? 1000,
    recipientLimits: options.recipientLimits ?? {
      'guest-order': { max: 1000, windowMs: 24 * 3_600_000 },
    },
    ...(options.bank !== undefined ? { bank: options.bank } : {}),
    ...(options.operations !== undefined
      ? { operations: { ...DEFAULT_OPERATIONS, ...options.operations } }
      : {}),
    ...(options.s3 !== undefined ? { s3: options.s3 } : {}),
    ...(options.formsPostsPer10Minutes !== undefined
      ? { formsPostsPer10Minutes: options.formsPostsPer10Minutes }
      : {}),
  };
}
