import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkReminderSettings,
  checkSwissVatId,
  DEFAULT_REMINDER_SETTINGS,
  isValidChLiIban,
  type ReminderSettings,
} from '@print/domain';
import { loadS3Settings, type S3Settings } from '../storage/storage-config.js';
import { isLoopbackUrl } from './loopback-url.js';
import {
  DEFAULT_OPERATIONS,
  deploymentProblems,
  loadOperationsSettings,
  type OperationsSettings,
} from './operations-config.js';

export { isLoopbackUrl };

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Embedded database and stored uploads live here. */
  readonly dataDir: string;
  /** When set, PostgreSQL through node-postgres instead of PGlite. */
  readonly databaseUrl: string | undefined;
  /** Built web app served with SPA fallback; absent folder = API only. */
  readonly webDistDir: string;
  readonly logLevel: string;
  /**
   * LOG_DIR: the http role's JSON log as one file per UTC day there, files older than
   * LOG_RETENTION_DAYS (14) deleted (the privacy page's promise); unset → stdout, kept by
   * whatever collects it.
   */
  readonly logFiles: { readonly dir: string | undefined; readonly retentionDays: number };
  readonly analysis: AnalysisConfig;
  readonly mail: MailSettings;
  readonly paypal: PayPalSettings;
  /** The shop as creditor of its QR-bills (SHOP_CREDITOR_*; defaults are the SIX example). */
  readonly creditor: CreditorConfig;
  /** Accounts (modules/accounts). */
  readonly accounts: AccountsSettings;
  /** The shop's public origin for canonical links and the sitemap (PUBLIC_URL); unset → http://localhost:PORT. */
  readonly publicUrl?: string | undefined;
  /** Content data files (CONTENT_DIR); unset → apps/api/content. */
  readonly contentDir?: string | undefined;
  /** Form posts per client IP in 10 minutes (FORMS_POSTS_PER_10_MIN); unset → 5. */
  readonly formsPostsPer10Minutes?: number | undefined;
  /** Voucher codes evaluated per client and minute (VOUCHER_CHECKS_PER_MINUTE); unset → 30. */
  readonly vouchersPerMinute?: number | undefined;
  /**
   * Which peers may set X-Forwarded-For/-Proto (TRUST_PROXY): a hop count, or addresses and CIDR
   * ranges; unset → none (request.ip is the socket's address). Fastify's `trustProxy`.
   */
  readonly trustProxy?: TrustProxySetting | undefined;
  /** Guest orders per client IP and hour (GUEST_ORDERS_PER_HOUR); unset → 10. */
  readonly guestOrdersPerHour?: number | undefined;
  /**
   * The AES-256-GCM key of staff TOTP secrets at rest (STAFF_TOTP_KEY, 32 bytes base64); unset →
   * a key generated once into DATA_DIR/secrets (development, tests; a production start warns).
   */
  readonly staffTotpKey?: Buffer | undefined;
  /** Bank reconciliation (modules/bank): BANK_IMPORT_DIR, BANK_ACCOUNT_IBANS; unset → none. */
  readonly bank?: BankSettings | undefined;
  /** Processes, shared storage, metrics and shutdown (operations-config.ts); unset → defaults. */
  readonly operations?: OperationsSettings | undefined;
  /**
   * Payment reminders (modules/reminders): REMINDER_1_DAYS_AFTER_DUE, REMINDER_2_DAYS_AFTER_DUE,
   * REMINDERS_EXHAUSTED_DAYS; unset → packages/domain DEFAULT_REMINDER_SETTINGS.
   */
  readonly reminders?: ReminderSettings | undefined;
  /** File storage in an S3 bucket (S3_BUCKET and S3_*); unset → the disk under DATA_DIR/uploads. */
  readonly s3?: S3Settings | undefined;
  /**
   * What the retention sweep keeps (modules/privacy): RETENTION_UNORDERED_FILES_DAYS, files no
   * order names; RETENTION_IDLE_CARTS_DAYS, anonymous carts unchanged; unset → 90 and 30.
   */
  readonly retention?: RetentionSettings | undefined;
  /**
   * Mails to a typed-in address per recipient and window, by purpose (modules/mail
   * RECIPIENT_LIMITS); tests raise or lower them, a deployment keeps the defaults.
   */
  readonly recipientLimits?: Readonly<
    Partial<
      Record<
        'guest-order' | 'form-confirmation' | 'newsletter-optin' | 'account-notice',
        RecipientLimitConfig
      >
    >
  >;
}

/** At most `max` mails to one address per `windowMs`. */
export interface RecipientLimitConfig {
  readonly max: number;
  readonly windowMs: number;
}

/** Fastify's `trustProxy` as this shop allows it: hop count or address/CIDR list; false = none. */
export type TrustProxySetting = false | number | readonly string[];

/** proxy-addr's names of address groups, allowed in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_ADDRESS_GROUPS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddressOrRange(entry: string): boolean {
  if (PROXY_ADDRESS_GROUPS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset/empty → trust no proxy; a whole number 1–10 → that many hops in front of
 * the server; else a comma-separated list of IPs, CIDR ranges or loopback/linklocal/uniquelocal.
 * Anything else stops the start (a typo would silently trust nobody, or everybody).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxySetting {
  const value = raw?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10)
      throw new Error(`TRUST_PROXY as a hop count must be 1–10, got "${value}"`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddressOrRange(entry));
  if (bad.length > 0)
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of IP addresses and CIDR ranges, got "${bad.join(', ')}"`,
    );
  return entries;
}

/** Bank reconciliation (issue 26): camt files from a folder and the accounts they may report. */
export interface BankSettings {
  /** BANK_IMPORT_DIR: camt files put here are imported by the `worker` (done/, failed/ beside). */
  readonly importDir: string | undefined;
  /**
   * BANK_ACCOUNT_IBANS: further IBANs of the shop's account (comma-separated), e.g. the ordinary
   * IBAN a camt.053 statement names beside the QR-IBAN; the creditor IBAN is always accepted.
   */
  readonly accountIbans: readonly string[];
}

function loadBankSettings(env: NodeJS.ProcessEnv): BankSettings {
  const accountIbans = (env.BANK_ACCOUNT_IBANS ?? '')
    .split(',')
    .map((iban) => iban.replace(/\s+/g, '').toUpperCase())
    .filter((iban) => iban !== '');
  const bad = accountIbans.filter((iban) => !/^[A-Z]{2}\d{2}[0-9A-Z]{11,30}$/.test(iban));
  if (bad.length > 0)
    throw new Error(
      `BANK_ACCOUNT_IBANS must be IBANs separated by commas, got "${bad.join(', ')}"`,
    );
  return {
    importDir: env.BANK_IMPORT_DIR ? resolve(env.BANK_IMPORT_DIR) : undefined,
    accountIbans,
  };
}

function loadReminderSettings(env: NodeJS.ProcessEnv): ReminderSettings {
  const d = DEFAULT_REMINDER_SETTINGS;
  const settings: ReminderSettings = {
    firstAfterDays: parsePositiveInt(
      'REMINDER_1_DAYS_AFTER_DUE',
      env.REMINDER_1_DAYS_AFTER_DUE,
      d.firstAfterDays,
    ),
    secondAfterDays: parsePositiveInt(
      'REMINDER_2_DAYS_AFTER_DUE',
      env.REMINDER_2_DAYS_AFTER_DUE,
      d.secondAfterDays,
    ),
    exhaustedAfterDays: parsePositiveInt(
      'REMINDERS_EXHAUSTED_DAYS',
      env.REMINDERS_EXHAUSTED_DAYS,
      d.exhaustedAfterDays,
    ),
  };
  const problem = checkReminderSettings(settings);
  if (problem !== null)
    throw new Error(`REMINDER_1_DAYS_AFTER_DUE / REMINDER_2_DAYS_AFTER_DUE: ${problem}`);
  return settings;
}

export interface RetentionSettings {
  /** Days after upload a file no order (quote, offer) names and no cart line holds is deleted. */
  readonly unorderedFilesDays: number;
  /** Days without a change after which a cart no account owns is deleted. */
  readonly idleCartsDays: number;
}

/** The privacy page's promise (content/pages): 90 days for files, 30 for idle carts. */
export const DEFAULT_RETENTION: RetentionSettings = { unorderedFilesDays: 90, idleCartsDays: 30 };

/** SHOP_CREDITOR_NAME/STREET/POSTAL_CODE/TOWN/IBAN: letterhead and QR-bill creditor. */
export interface CreditorConfig {
  readonly name: string;
  /** Street and house number, e.g. "Industriestrasse 12". */
  readonly street: string;
  readonly postalCode: string;
  readonly town: string;
  /** CH or LI, from the IBAN. */
  readonly country: string;
  /** IBAN or QR-IBAN without spaces (checked at start: CH/LI, ISO 13616 check digits). */
  readonly iban: string;
  /** SHOP_VAT_ID, e.g. "CHE-123.456.788 MWST" (checked at start); null: not set (a warning in production). */
  readonly vatId: string | null;
}

/** SIX's example QR-IBAN: a development default, never a real account. */
export const DEFAULT_CREDITOR: CreditorConfig = {
  name: 'Print Portal AG',
  street: 'Industriestrasse 12',
  postalCode: '8005',
  town: 'Zürich',
  country: 'CH',
  iban: 'CH4431999123000889012',
  vatId: null,
};

/** SHOP_VAT_ID: unset → null; otherwise a Swiss UID with MWST/TVA/IVA and a valid check digit. */
function parseShopVatId(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const problem = checkSwissVatId(value);
  if (problem === 'VAT_ID_FORMAT')
    throw new Error(
      `SHOP_VAT_ID must look like "CHE-123.456.788 MWST" (CHE-###.###.### and MWST, TVA or IVA), got "${value}"`,
    );
  if (problem === 'VAT_ID_CHECK_DIGIT')
    throw new Error(
      `SHOP_VAT_ID "${value}" has a wrong UID check digit (eCH-0097): check the number in the UID register`,
    );
  return value;
}

function loadCreditorConfig(env: NodeJS.ProcessEnv): CreditorConfig {
  const d = DEFAULT_CREDITOR;
  const iban = (env.SHOP_CREDITOR_IBAN || d.iban).replace(/\s+/g, '').toUpperCase();
  if (!isValidChLiIban(iban)) {
    throw new Error('SHOP_CREDITOR_IBAN must be a valid CH or LI IBAN (QR-bills need one)');
  }
  return {
    name: env.SHOP_CREDITOR_NAME || d.name,
    street: env.SHOP_CREDITOR_STREET || d.street,
    postalCode: env.SHOP_CREDITOR_POSTAL_CODE || d.postalCode,
    town: env.SHOP_CREDITOR_TOWN || d.town,
    country: iban.slice(0, 2),
    iban,
    vatId: parseShopVatId(env.SHOP_VAT_ID),
  };
}

/**
 * PayPal Orders v2 (modules/payments). apiBase unset → the built-in simulator is mounted at
 * /paypal-sim and the adapter talks to it over HTTP (`publicUrl` or the server's own address).
 * The simulator approves any payment, so it runs only where no customer reaches it (decision 0011).
 */
export interface PayPalSettings {
  readonly apiBase: string | undefined;
  readonly clientId: string;
  /** A secret: never logged. */
  readonly clientSecret: string;
  readonly webhookId: string;
  /** The shop's public origin (return URLs, the simulator's base); unset → the bound address. */
  readonly publicUrl: string | undefined;
  /**
   * The simulator runs on a PUBLIC_URL customers may reach (PAYPAL_SIMULATOR=on): a warning at
   * every start. Unset/false: not forced (local address, or PAYPAL_API_BASE).
   */
  readonly simulatorForced?: boolean;
}

/** Simulator credentials: only ever valid against /paypal-sim of this same server. */
export const SIMULATOR_PAYPAL_SETTINGS = {
  clientId: 'sim-client-id',
  clientSecret: 'sim-client-secret',
  webhookId: 'SIM-WEBHOOK-ID',
} as const;

/** PAYPAL_SIMULATOR: unset (only on a loopback PUBLIC_URL), `on` (forced) or `off` (never). */
function parseSimulatorSwitch(raw: string | undefined): 'auto' | 'on' | 'off' {
  if (raw === undefined || raw === '') return 'auto';
  if (raw === 'on' || raw === 'off') return raw;
  throw new Error(`PAYPAL_SIMULATOR must be "on" or "off" (or unset), got "${raw}"`);
}

/**
 * Whether the simulator runs, or why the server must not start: without PAYPAL_API_BASE it runs
 * only on an unset or loopback PUBLIC_URL, unless PAYPAL_SIMULATOR=on forces it — and then the
 * source's default credentials (public knowledge) are refused: PAYPAL_CLIENT_ID/SECRET must be set.
 */
function decideSimulator(env: NodeJS.ProcessEnv, apiBase: string | undefined): boolean {
  const mode = parseSimulatorSwitch(env.PAYPAL_SIMULATOR);
  if (apiBase !== undefined) {
    if (mode === 'on')
      throw new Error('PAYPAL_SIMULATOR=on and PAYPAL_API_BASE exclude each other: unset one');
    return false;
  }
  const isLocal = !env.PUBLIC_URL || isLoopbackUrl(env.PUBLIC_URL);
  if (mode === 'off' || (mode === 'auto' && !isLocal))
    throw new Error(
      mode === 'off'
        ? 'PAYPAL_SIMULATOR=off needs PAYPAL_API_BASE (with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET)'
        : `PUBLIC_URL ${env.PUBLIC_URL} is not a local address: set PAYPAL_API_BASE (with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET) for real payments, or PAYPAL_SIMULATOR=on for a test shop whose payments are simulated (no real money)`,
    );
  if (mode === 'on' && !isLocal && !(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET))
    throw new Error(
      "PAYPAL_SIMULATOR=on on a non-local PUBLIC_URL needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (the simulator's credentials; the built-in defaults are public)",
    );
  return mode === 'on' && !isLocal;
}

function loadPayPalSettings(env: NodeJS.ProcessEnv, port: number): PayPalSettings {
  const apiBase = env.PAYPAL_API_BASE || undefined;
  if (apiBase !== undefined && !(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET))
    throw new Error('PAYPAL_API_BASE needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  const simulatorForced = decideSimulator(env, apiBase);
  const sim = SIMULATOR_PAYPAL_SETTINGS;
  return {
    apiBase: apiBase?.replace(/\/+$/, ''),
    clientId: env.PAYPAL_CLIENT_ID || sim.clientId,
    clientSecret: env.PAYPAL_CLIENT_SECRET || sim.clientSecret,
    webhookId: env.PAYPAL_WEBHOOK_ID || sim.webhookId,
    // One public address for mails, PayPal's return links and canonical URLs (README).
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    ...(simulatorForced ? { simulatorForced } : {}),
  };
}

/** Accounts and sign-in (docs/decisions/0009-accounts-and-sessions.md). */
export interface AccountsSettings {
  /** The shop's public address: mailed links and the auth cookie's Secure/__Host- choice. */
  readonly publicUrl: string;
  /** Per client IP: sign-in attempts per minute, sign-ups and reset requests per hour. */
  readonly signinsPerMinute: number;
  readonly signupsPerHour: number;
  readonly resetsPerHour: number;
  /** Per client IP: e-mail change requests (and undo-link uses) per hour. */
  readonly emailChangesPerHour: number;
  /** argon2id hashes running at once; default: one per core. */
  readonly passwordHashConcurrency: number;
}

export function defaultAccountsSettings(port: number): AccountsSettings {
  return {
    publicUrl: `http://localhost:${port}`,
    signinsPerMinute: 20,
    signupsPerHour: 10,
    resetsPerHour: 10,
    emailChangesPerHour: 10,
    // One hash per core: argon2 runs on libuv threads and the event loop still answers within a few
    // ms (bench/signin.ts: loop p99 6.5 ms with 2 hashes on 2 cores), while sign-ins wait less.
    passwordHashConcurrency: availableParallelism(),
  };
}

function loadAccountsSettings(env: NodeJS.ProcessEnv, port: number): AccountsSettings {
  const d = defaultAccountsSettings(port);
  const publicUrl = (env.PUBLIC_URL || d.publicUrl).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(publicUrl))
    throw new Error(`PUBLIC_URL must be http(s)://host[:port] without a path, got "${publicUrl}"`);
  return {
    publicUrl,
    signinsPerMinute: parsePositiveInt(
      'SIGNINS_PER_MINUTE',
      env.SIGNINS_PER_MINUTE,
      d.signinsPerMinute,
    ),
    signupsPerHour: parsePositiveInt('SIGNUPS_PER_HOUR', env.SIGNUPS_PER_HOUR, d.signupsPerHour),
    resetsPerHour: parsePositiveInt('RESETS_PER_HOUR', env.RESETS_PER_HOUR, d.resetsPerHour),
    emailChangesPerHour: parsePositiveInt(
      'EMAIL_CHANGES_PER_HOUR',
      env.EMAIL_CHANGES_PER_HOUR,
      d.emailChangesPerHour,
    ),
    passwordHashConcurrency: parsePositiveInt(
      'PASSWORD_HASH_CONCURRENCY',
      env.PASSWORD_HASH_CONCURRENCY,
      d.passwordHashConcurrency,
    ),
  };
}

/** E-mail (modules/mail): SMTP when SMTP_URL is set, else .eml files in DATA_DIR/mail/outbox. */
export interface MailSettings {
  /** A secret (credentials in the URL): never logged. */
  readonly smtpUrl: string | undefined;
  readonly from: string;
  readonly shopEmail: string;
  readonly outboxDir: string;
  /** First retry of a failed delivery after this many seconds (doubling afterwards). */
  readonly retryDelaySeconds: number;
}

export interface AnalysisConfig {
  /** Upload limit, enforced while streaming (spec: 1e8 bytes). */
  readonly maxUploadBytes: number;
  /** Queued + running analyses above which uploads get 503 QUEUE_FULL. */
  readonly maxQueuedJobs: number;
  /** Hard limit of one analysis; past it the task fails with TIMEOUT. */
  readonly jobTimeoutMs: number;
  /** Worker threads of the analysis pool (one per core by default). */
  readonly poolThreads: number;
  /** Uploads (file + demo) per IP and minute. */
  readonly uploadsPerMinute: number;
  /**
   * Files from this weight (bytes, STEP ×10 and 3MF ×4: docs/decisions/0016) are large: they
   * never take the pool's last thread, which stays free for small files.
   */
  readonly largeFileBytes: number;
  /** Analyses one session (principal) may have running at once; null: poolThreads − 1, ≥ 1. */
  readonly runningPerSession: number | null;
  /** Open (queued + running) analyses per session above which uploads get 429 SESSION_ANALYSIS_LIMIT. */
  readonly openPerSession: number;
  /** Open analyses per client (address; IPv6 by /64) above which uploads get 429 ANALYSIS_CLIENT_LIMIT. */
  readonly openPerClient: number;
  /**
   * Places of the queue kept for clients without open analyses (decision 0016; 0: none); null: a
   * third of maxQueuedJobs, rounded up.
   */
  readonly reservedForNewClients: number | null;
}

export const DEFAULT_ANALYSIS_CONFIG: AnalysisConfig = {
  maxUploadBytes: 100_000_000,
  maxQueuedJobs: 20,
  jobTimeoutMs: 300_000,
  poolThreads: Math.max(1, availableParallelism()),
  uploadsPerMinute: 30,
  largeFileBytes: 20_000_000,
  runningPerSession: null,
  openPerSession: 4,
  openPerClient: 4,
  reservedForNewClients: null,
};

function parsePositiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function parseNonNegativeInt(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
  return value;
}

function loadAnalysisConfig(env: NodeJS.ProcessEnv): AnalysisConfig {
  const d = DEFAULT_ANALYSIS_CONFIG;
  return {
    maxUploadBytes: parsePositiveInt('MAX_UPLOAD_BYTES', env.MAX_UPLOAD_BYTES, d.maxUploadBytes),
    maxQueuedJobs: parsePositiveInt('MAX_QUEUED_JOBS', env.MAX_QUEUED_JOBS, d.maxQueuedJobs),
    jobTimeoutMs: parsePositiveInt('ANALYSIS_TIMEOUT_MS', env.ANALYSIS_TIMEOUT_MS, d.jobTimeoutMs),
    poolThreads: parsePositiveInt('ANALYSIS_THREADS', env.ANALYSIS_THREADS, d.poolThreads),
    uploadsPerMinute: parsePositiveInt(
      'UPLOADS_PER_MINUTE',
      env.UPLOADS_PER_MINUTE,
      d.uploadsPerMinute,
    ),
    largeFileBytes: parsePositiveInt(
      'ANALYSIS_LARGE_FILE_BYTES',
      env.ANALYSIS_LARGE_FILE_BYTES,
      d.largeFileBytes,
    ),
    runningPerSession:
      env.ANALYSES_RUNNING_PER_SESSION === undefined || env.ANALYSES_RUNNING_PER_SESSION === ''
        ? d.runningPerSession
        : parsePositiveInt('ANALYSES_RUNNING_PER_SESSION', env.ANALYSES_RUNNING_PER_SESSION, 1),
    openPerSession: parsePositiveInt(
      'ANALYSES_OPEN_PER_SESSION',
      env.ANALYSES_OPEN_PER_SESSION,
      d.openPerSession,
    ),
    openPerClient: parsePositiveInt(
      'ANALYSES_OPEN_PER_CLIENT',
      env.ANALYSES_OPEN_PER_CLIENT,
      d.openPerClient,
    ),
    reservedForNewClients:
      env.ANALYSIS_QUEUE_RESERVED === undefined || env.ANALYSIS_QUEUE_RESERVED === ''
        ? d.reservedForNewClients
        : parseNonNegativeInt('ANALYSIS_QUEUE_RESERVED', env.ANALYSIS_QUEUE_RESERVED),
  };
}

/** ../../web/dist relative to src/plugins or dist/plugins = apps/web/dist. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be an integer 0–65535, got "${raw}"`);
  return port;
}

/** The staff TOTP key's length (AES-256). */
const TOTP_KEY_BYTES = 32;

/** STAFF_TOTP_KEY: base64 of exactly 32 bytes (e.g. `openssl rand -base64 32`). */
export function parseTotpKey(raw: string): Buffer {
  const text = raw.trim();
  // 32 bytes are 43 base64 characters and one '=' (Buffer.from would skip stray characters).
  const key = /^[A-Za-z0-9+/]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : null;
  if (key?.length !== TOTP_KEY_BYTES)
    throw new Error(
      `STAFF_TOTP_KEY must be ${TOTP_KEY_BYTES} bytes in base64 (openssl rand -base64 32)`,
    );
  return key;
}

/** Reads the configuration from the environment (the only place that does). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = parsePort(env.PORT);
  return {
    analysis: loadAnalysisConfig(env),
    creditor: loadCreditorConfig(env),
    port,
    accounts: loadAccountsSettings(env, port),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDistDir: resolve(env.WEB_DIST_DIR || DEFAULT_WEB_DIST_DIR),
    logLevel: env.LOG_LEVEL || 'info',
    logFiles: {
      dir: env.LOG_DIR ? resolve(env.LOG_DIR) : undefined,
      retentionDays: parsePositiveInt('LOG_RETENTION_DAYS', env.LOG_RETENTION_DAYS, 14),
    },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Print Portal <shop@print-portal.localhost>',
      shopEmail: env.SHOP_EMAIL || 'shop@print-portal.localhost',
      outboxDir: join(resolve(env.DATA_DIR || './data'), 'mail', 'outbox'),
      retryDelaySeconds: 30,
    },
    paypal: loadPayPalSettings(env, port),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    contentDir: env.CONTENT_DIR ? resolve(env.CONTENT_DIR) : undefined,
    formsPostsPer10Minutes: parsePositiveInt(
      'FORMS_POSTS_PER_10_MIN',
      env.FORMS_POSTS_PER_10_MIN,
      5,
    ),
    vouchersPerMinute: parsePositiveInt(
      'VOUCHER_CHECKS_PER_MINUTE',
      env.VOUCHER_CHECKS_PER_MINUTE,
      30,
    ),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    guestOrdersPerHour: parsePositiveInt('GUEST_ORDERS_PER_HOUR', env.GUEST_ORDERS_PER_HOUR, 10),
    bank: loadBankSettings(env),
    reminders: loadReminderSettings(env),
    retention: {
      unorderedFilesDays: parsePositiveInt(
        'RETENTION_UNORDERED_FILES_DAYS',
        env.RETENTION_UNORDERED_FILES_DAYS,
        DEFAULT_RETENTION.unorderedFilesDays,
      ),
      idleCartsDays: parsePositiveInt(
        'RETENTION_IDLE_CARTS_DAYS',
        env.RETENTION_IDLE_CARTS_DAYS,
        DEFAULT_RETENTION.idleCartsDays,
      ),
    },
    staffTotpKey: env.STAFF_TOTP_KEY ? parseTotpKey(env.STAFF_TOTP_KEY) : undefined,
    operations: loadOperationsSettings(env),
    s3: loadS3Settings(env),
  };
}

/**
 * Why this configuration must not start as one of several processes (operations-config.ts):
 * each entry is one clear message; empty when it may start.
 */
export function deploymentRefusals(
  config: AppConfig,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  return deploymentProblems({
    operations: config.operations ?? DEFAULT_OPERATIONS,
    databaseUrl: config.databaseUrl,
    smtpUrl: config.mail.smtpUrl,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    nodeEnv: env.NODE_ENV,
    hasStaffTotpKey: config.staffTotpKey !== undefined,
  });
}

/**
 * What a start should warn about without refusing: a production start (NODE_ENV=production or a
 * PUBLIC_URL customers may reach) without SHOP_VAT_ID prints invoices without the shop's VAT
 * number (MWSTG Art. 26).
 */
export function configWarnings(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  const isProduction =
    env.NODE_ENV === 'production' ||
    (config.publicUrl !== undefined && !isLoopbackUrl(config.publicUrl));
  if (!isProduction) return [];
  return [
    ...(config.creditor.vatId === null
      ? ['SHOP_VAT_ID is not set: invoices, confirmations and credit notes lack the VAT number']
      : []),
    ...(config.staffTotpKey === undefined
      ? [
          'STAFF_TOTP_KEY is not set: staff TOTP secrets are sealed with a key kept in DATA_DIR/secrets, beside the database',
        ]
      : []),
  ];
}
