import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from '../../plugins/config.js';
import { createSecretBox, DEV_KEY_PATH, loadOrCreateDevKey } from './secret-box.js';

const KEY = Buffer.alloc(32, 1);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('TOTP secrets at rest (AES-256-GCM)', () => {
  const box = createSecretBox(KEY);

  it('seals with a fresh IV each time and opens for the same member only', () => {
    const sealed = box.seal(SECRET, 'staff-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(SECRET, 'staff-1')).not.toBe(sealed);
    expect(box.open(sealed, 'staff-1')).toBe(SECRET);
    // Copied to another member's row, or opened with another key: refused.
    expect(() => box.open(sealed, 'staff-2')).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed, 'staff-1')).toThrow();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1) ?? ''}`;
    expect(() => box.open([version, iv, flipped, tag].join('.'), 'staff-1')).toThrow();
  });

  it('opens a legacy plaintext secret as itself (until the start-up step seals it)', () => {
    expect(box.isSealed(SECRET)).toBe(false);
    expect(box.open(SECRET, 'staff-1')).toBe(SECRET);
  });

  it('reads STAFF_TOTP_KEY as 32 bytes of base64 and refuses anything else', () => {
    const raw = KEY.toString('base64');
    expect(loadConfig({ STAFF_TOTP_KEY: raw }).staffTotpKey).toEqual(KEY);
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), `${raw}!!`])
      expect(() => loadConfig({ STAFF_TOTP_KEY: bad })).toThrow(/STAFF_TOTP_KEY must be 32 bytes/);
    const unset = loadConfig({ SHOP_VAT_ID: 'CHE-123.456.788 MWST' });
    expect(configWarnings(unset, { NODE_ENV: 'production' })).toEqual([
      expect.stringContaining('STAFF_TOTP_KEY is not set'),
    ]);
  });

  it('keeps a development key in DATA_DIR/secrets: created once (0600), the same afterwards', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pp-totp-key-'));
    try {
      const first = loadOrCreateDevKey(dataDir);
      expect(first).toHaveLength(32);
      expect(loadOrCreateDevKey(dataDir)).toEqual(first);
      const file = join(dataDir, DEV_KEY_PATH);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('base64'));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
