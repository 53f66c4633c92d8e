import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPERATIONS,
  deploymentProblems,
  loadOperationsSettings,
  type DeploymentFacts,
} from './operations-config.js';

/** One process on the embedded database with the .eml outbox and local files: `npm start`. */
const EMBEDDED: DeploymentFacts = {
  operations: DEFAULT_OPERATIONS,
  databaseUrl: undefined,
  smtpUrl: undefined,
  publicUrl: undefined,
  dataDir: '/srv/shop/data',
  nodeEnv: 'production',
  hasStaffTotpKey: false,
};

const SHARED: Partial<DeploymentFacts> = {
  databaseUrl: 'postgres://shop@db/shop',
  smtpUrl: 'smtp://mail:25',
  operations: { ...DEFAULT_OPERATIONS, instances: 3, s3Bucket: 'shop-files' },
  hasStaffTotpKey: true,
};

describe('deploymentProblems (issue 27 item 3: guard rails for several processes)', () => {
  it('lets one process run on the embedded database, outbox and local disk', () => {
    expect(deploymentProblems(EMBEDDED)).toEqual([]);
    // Declared as the only process, even in production on a public address.
    const declaredOne = { ...DEFAULT_OPERATIONS, instances: 1 };
    expect(
      deploymentProblems({
        ...EMBEDDED,
        publicUrl: 'https://shop.example',
        operations: declaredOne,
      }),
    ).toEqual([]);
  });

  it('refuses each of embedded database, outbox, private disk and own TOTP keys with INSTANCES > 1', () => {
    const problems = deploymentProblems({
      ...EMBEDDED,
      operations: { ...DEFAULT_OPERATIONS, instances: 2 },
    });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^INSTANCES=2: the embedded database .* set DATABASE_URL/);
    expect(problems[1]).toMatch(/\.eml .* set SMTP_URL/);
    expect(problems[2]).toMatch(/\/srv\/shop\/data.*S3_BUCKET.*SHARED_DATA_DIR=1/);
    expect(problems[3]).toMatch(/TOTP .* set STAFF_TOTP_KEY/);
  });

  it('counts a production start on a public address as several processes unless declared', () => {
    const problems = deploymentProblems({ ...EMBEDDED, publicUrl: 'https://shop.example' });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('NODE_ENV=production on the public address https://shop.example');
    expect(problems[0]).toContain('INSTANCES=1');
    // Development on a public name, or production on a loopback address: one process.
    expect(
      deploymentProblems({
        ...EMBEDDED,
        publicUrl: 'https://shop.example',
        nodeEnv: 'development',
      }),
    ).toEqual([]);
    expect(deploymentProblems({ ...EMBEDDED, publicUrl: 'http://127.0.0.1:3000' })).toEqual([]);
  });

  it('accepts PostgreSQL, SMTP and an object store or a declared shared mount', () => {
    expect(deploymentProblems({ ...EMBEDDED, ...SHARED })).toEqual([]);
    const mounted = { ...DEFAULT_OPERATIONS, instances: 3, sharedDataDir: true };
    expect(deploymentProblems({ ...EMBEDDED, ...SHARED, operations: mounted })).toEqual([]);
    const privateDisk = { ...DEFAULT_OPERATIONS, instances: 3 };
    expect(deploymentProblems({ ...EMBEDDED, ...SHARED, operations: privateDisk })).toEqual([
      expect.stringContaining('SHARED_DATA_DIR=1'),
    ]);
    // A shared DATA_DIR shares the generated TOTP key file too; private ones need the key.
    expect(
      deploymentProblems({ ...EMBEDDED, ...SHARED, operations: mounted, hasStaffTotpKey: false }),
    ).toEqual([]);
    expect(deploymentProblems({ ...EMBEDDED, ...SHARED, hasStaffTotpKey: false })).toEqual([
      expect.stringContaining('STAFF_TOTP_KEY'),
    ]);
  });
});

describe('loadOperationsSettings', () => {
  it('reads the settings and refuses values that would silently mean something else', () => {
    expect(
      loadOperationsSettings({
        INSTANCES: '4',
        SHARED_DATA_DIR: '1',
        S3_BUCKET: 'files',
        METRICS_TOKEN: 'x'.repeat(32),
        SHUTDOWN_GRACE_MS: '5000',
        METRICS_PORT: '9464',
      }),
    ).toEqual({
      instances: 4,
      sharedDataDir: true,
      s3Bucket: 'files',
      metricsToken: 'x'.repeat(32),
      shutdownGraceMs: 5000,
      metricsPort: 9464,
    });
    expect(loadOperationsSettings({})).toEqual(DEFAULT_OPERATIONS);
    expect(() => loadOperationsSettings({ INSTANCES: '0' })).toThrow(/INSTANCES/);
    expect(() => loadOperationsSettings({ SHARED_DATA_DIR: 'yes' })).toThrow(/SHARED_DATA_DIR/);
    expect(() => loadOperationsSettings({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadOperationsSettings({ METRICS_PORT: '9464' })).toThrow(/needs METRICS_TOKEN/);
  });
});
