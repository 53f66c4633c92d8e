import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRoleProcess, type RoleProcess } from '../test/role-process.js';
import { isLoopbackUrl, loadConfig } from './config.js';

/**
 * Issue 23 item 1: with PAYPAL_API_BASE unset and an https PUBLIC_URL the simulator was mounted
 * and any buyer approved (paid) their own order. Now the configuration refuses such a start.
 */
const NO_PAYPAL = {
  PAYPAL_API_BASE: '',
  PAYPAL_CLIENT_ID: '',
  PAYPAL_CLIENT_SECRET: '',
  PAYPAL_SIMULATOR: '',
};

describe('the PayPal simulator runs only where no customer reaches it (config)', () => {
  it.each([
    'http://localhost:3000',
    'http://shop.localhost',
    'http://127.0.0.1:4000',
    'http://127.8.9.10',
    'http://127.1',
    'http://[::1]:3000',
    'https://LOCALHOST',
  ])('a loopback PUBLIC_URL %s runs the simulator by default', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
    const { paypal } = loadConfig({ PUBLIC_URL: url });
    expect(paypal.apiBase).toBeUndefined();
    expect(paypal.simulatorForced).toBeUndefined();
  });

  it('no PUBLIC_URL runs the simulator by default', () => {
    expect(loadConfig({}).paypal.apiBase).toBeUndefined();
  });

  it.each([
    'https://shop.example',
    'http://shop.example:8080',
    'http://127.0.0.1.evil.example',
    'http://localhost.evil.example',
    'http://10.0.0.5',
    'http://0.0.0.0:3000',
    'http://[::ffff:127.0.0.1]',
    'http://128.0.0.1',
  ])('a non-local PUBLIC_URL %s without PAYPAL_API_BASE refuses to start', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
    expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(/PAYPAL_API_BASE.*PAYPAL_SIMULATOR=on/);
  });

  it('PAYPAL_SIMULATOR=on on a non-local PUBLIC_URL needs its own credentials (the defaults are public)', () => {
    const env = { PUBLIC_URL: 'https://test-shop.example', PAYPAL_SIMULATOR: 'on' };
    expect(() => loadConfig(env)).toThrow(/PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/);
    expect(() => loadConfig({ ...env, PAYPAL_CLIENT_ID: 'only-the-id' })).toThrow(
      /PAYPAL_CLIENT_SECRET/,
    );
    const { paypal } = loadConfig({
      ...env,
      PAYPAL_CLIENT_ID: 'test-shop-id',
      PAYPAL_CLIENT_SECRET: 'test-shop-secret',
    });
    expect(paypal).toMatchObject({
      apiBase: undefined,
      clientId: 'test-shop-id',
      clientSecret: 'test-shop-secret',
      simulatorForced: true,
    });
  });

  it('PAYPAL_SIMULATOR=on on a local address is the plain default (no warning needed)', () => {
    const { paypal } = loadConfig({ PUBLIC_URL: 'http://localhost:3000', PAYPAL_SIMULATOR: 'on' });
    expect(paypal.simulatorForced).toBeUndefined();
  });

  it('PAYPAL_SIMULATOR=off, a wrong value, or on together with PAYPAL_API_BASE refuse to start', () => {
    expect(() => loadConfig({ PAYPAL_SIMULATOR: 'off' })).toThrow(/PAYPAL_API_BASE/);
    expect(() => loadConfig({ PAYPAL_SIMULATOR: 'yes' })).toThrow(/PAYPAL_SIMULATOR must be/);
    expect(() =>
      loadConfig({
        PAYPAL_SIMULATOR: 'on',
        PAYPAL_API_BASE: 'https://api-m.paypal.com',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(/exclude each other/);
  });

  it('a production start with PAYPAL_API_BASE mounts no simulator', () => {
    const { paypal } = loadConfig({
      PUBLIC_URL: 'https://shop.example',
      PAYPAL_API_BASE: 'https://api-m.paypal.com',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    });
    expect(paypal.apiBase).toBe('https://api-m.paypal.com');
  });
});

describe('the real server process with an https PUBLIC_URL and no PAYPAL_API_BASE', () => {
  let dataDir: string;
  const starts: Promise<RoleProcess>[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pp-sim-guard-'));
  });
  afterAll(async () => {
    // Should a start ever succeed again, the test fails and the process is not left running.
    for (const started of starts) await started.then((p) => p.stop('SIGKILL')).catch(() => null);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('npm start (role all) refuses to start, naming PAYPAL_API_BASE and PAYPAL_SIMULATOR', async () => {
    const started = startRoleProcess(
      'all',
      { dataDir },
      { ...NO_PAYPAL, PUBLIC_URL: 'https://shop.example' },
    );
    starts.push(started);
    // Never listening means /paypal-sim/checkoutnow/approve cannot be reached at all.
    await expect(started).rejects.toThrow(/PAYPAL_API_BASE[\s\S]*PAYPAL_SIMULATOR=on/);
  });

  it('the worker role refuses PAYPAL_SIMULATOR=on with the built-in credentials', async () => {
    const started = startRoleProcess(
      'worker',
      { dataDir },
      { ...NO_PAYPAL, PUBLIC_URL: 'https://shop.example', PAYPAL_SIMULATOR: 'on' },
    );
    starts.push(started);
    await expect(started).rejects.toThrow(/PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/);
  });
});
