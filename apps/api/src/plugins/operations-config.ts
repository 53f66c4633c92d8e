import { isLoopbackUrl } from './loopback-url.js';

/**
 * How the shop is run (issue 27): how many processes, what they share, how they are watched and
 * stopped. Read from the environment by `loadOperationsSettings`; `deploymentProblems` says why a
 * configuration cannot run as several processes.
 */
export interface OperationsSettings {
  /**
   * INSTANCES: processes the operator runs on one database (http replicas + workers); unset → not
   * declared (a production start on a public PUBLIC_URL then counts as several).
   */
  readonly instances: number | undefined;
  /** SHARED_DATA_DIR=1: DATA_DIR is a mount every process sees (NFS, a shared volume). */
  readonly sharedDataDir: boolean;
  /** S3_BUCKET: an object store holds the files (its implementation follows issue 27 item 1). */
  readonly s3Bucket: string | undefined;
  /** METRICS_TOKEN: the bearer token `/metrics` requires; unset → `/metrics` answers 404. */
  readonly metricsToken: string | undefined;
  /** SHUTDOWN_GRACE_MS: how long a stopping process may finish requests and jobs. */
  readonly shutdownGraceMs: number;
  /**
   * METRICS_PORT: the `worker` role (which serves no HTTP) answers `/metrics` on this port of
   * HOST, with the same bearer token; unset → no metrics listener in the worker.
   */
  readonly metricsPort: number | undefined;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
/** A bearer token shorter than this is guessable: refused at start. */
const MIN_METRICS_TOKEN_LENGTH = 24;

export const DEFAULT_OPERATIONS: OperationsSettings = {
  instances: undefined,
  sharedDataDir: false,
  s3Bucket: undefined,
  metricsToken: undefined,
  shutdownGraceMs: DEFAULT_SHUTDOWN_GRACE_MS,
  metricsPort: undefined,
};

function parseWholeNumber(name: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
  return value;
}

function parseSwitch(name: string, raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be 1 or 0 (or unset), got "${raw}"`);
}

export function loadOperationsSettings(env: NodeJS.ProcessEnv): OperationsSettings {
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (env.METRICS_PORT && metricsToken === undefined)
    throw new Error('METRICS_PORT needs METRICS_TOKEN: the metrics are never served without it');
  if (metricsToken !== undefined && metricsToken.length < MIN_METRICS_TOKEN_LENGTH)
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters (e.g. \`openssl rand -hex 24\`)`,
    );
  return {
    instances: parseWholeNumber('INSTANCES', env.INSTANCES, 1),
    sharedDataDir: parseSwitch('SHARED_DATA_DIR', env.SHARED_DATA_DIR),
    s3Bucket: env.S3_BUCKET?.trim() || undefined,
    metricsToken,
    shutdownGraceMs:
      parseWholeNumber('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 1000) ??
      DEFAULT_SHUTDOWN_GRACE_MS,
    metricsPort: parseWholeNumber('METRICS_PORT', env.METRICS_PORT, 1),
  };
}

/** What `deploymentProblems` needs to know of a configuration. */
export interface DeploymentFacts {
  readonly operations: OperationsSettings;
  readonly databaseUrl: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly publicUrl: string | undefined;
  readonly dataDir: string;
  readonly nodeEnv: string | undefined;
  /** STAFF_TOTP_KEY is set (else each process makes its own key file in its DATA_DIR). */
  readonly hasStaffTotpKey: boolean;
}

/**
 * Several processes: INSTANCES > 1, or, INSTANCES not declared, a production start
 * (NODE_ENV=production) on a PUBLIC_URL customers reach. INSTANCES=1 declares one process.
 */
export function isSeveralProcesses(facts: DeploymentFacts): boolean {
  const { instances } = facts.operations;
  if (instances !== undefined) return instances > 1;
  return (
    facts.nodeEnv === 'production' &&
    facts.publicUrl !== undefined &&
    !isLoopbackUrl(facts.publicUrl)
  );
}

/**
 * Why this configuration cannot run as several processes (empty: it can, or it is one process):
 * the embedded database is one process's, the `.eml` outbox and the uploads on a private disk
 * would be seen by one process only, and a TOTP key generated into a private DATA_DIR would open
 * the staff's secrets on one process only. Each message names the setting that fixes it.
 */
export function deploymentProblems(facts: DeploymentFacts): string[] {
  if (!isSeveralProcesses(facts)) return [];
  const why =
    facts.operations.instances !== undefined
      ? `INSTANCES=${facts.operations.instances}`
      : `NODE_ENV=production on the public address ${facts.publicUrl ?? ''} (set INSTANCES=1 if this is the only process)`;
  const problems: string[] = [];
  if (facts.databaseUrl === undefined)
    problems.push(
      `${why}: the embedded database (PGlite in DATA_DIR) serves one process only; set DATABASE_URL to a PostgreSQL server`,
    );
  if (facts.smtpUrl === undefined)
    problems.push(
      `${why}: without SMTP_URL mails are written as .eml files into DATA_DIR/mail/outbox of whichever process sends them, where no one reads them; set SMTP_URL`,
    );
  if (facts.operations.s3Bucket === undefined && !facts.operations.sharedDataDir)
    problems.push(
      `${why}: uploaded files live on the local disk in ${facts.dataDir}, which the other processes do not see; set S3_BUCKET (object store) or mount DATA_DIR on every process and declare it with SHARED_DATA_DIR=1`,
    );
  if (!facts.hasStaffTotpKey && !facts.operations.sharedDataDir)
    problems.push(
      `${why}: without STAFF_TOTP_KEY each process seals the staff's TOTP secrets with a key of its own in its DATA_DIR, so a sign-in fails on every other process; set STAFF_TOTP_KEY (openssl rand -base64 32) on every process`,
    );
  return problems;
}
