import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from './config.js';

describe('SHOP_VAT_ID (issue 24 item 10)', () => {
  it('unset: no VAT number, and no warning on a development start', () => {
    const config = loadConfig({});
    expect(config.creditor.vatId).toBeNull();
    expect(configWarnings(config, {})).toEqual([]);
  });

  it.each(['CHE-123.456.788 MWST', 'CHE-123.456.788 TVA', ' CHE-123.456.788 IVA '])(
    'accepts %j',
    (value) => {
      expect(loadConfig({ SHOP_VAT_ID: value }).creditor.vatId).toBe(value.trim());
    },
  );

  it('a wrong check digit refuses to start, saying why', () => {
    expect(() => loadConfig({ SHOP_VAT_ID: 'CHE-123.456.789 MWST' })).toThrow(
      /SHOP_VAT_ID .*wrong UID check digit/,
    );
  });

  it.each(['CHE-123.456.788', 'CHE123456788MWST', 'DE123456789', 'CHE-123.456.788 VAT'])(
    'a malformed value %j refuses to start with the expected format',
    (value) => {
      expect(() => loadConfig({ SHOP_VAT_ID: value })).toThrow(
        /SHOP_VAT_ID must look like "CHE-123\.456\.788 MWST"/,
      );
    },
  );

  it('a production start without it warns: NODE_ENV=production or a public PUBLIC_URL', () => {
    // With a TOTP key: only the VAT number is missing.
    const withKey = { STAFF_TOTP_KEY: Buffer.alloc(32, 7).toString('base64') };
    const config = loadConfig(withKey);
    expect(configWarnings(config, { NODE_ENV: 'production' })).toEqual([
      expect.stringContaining('SHOP_VAT_ID is not set'),
    ]);
    expect(configWarnings({ ...config, publicUrl: 'https://shop.example.ch' }, {})).toHaveLength(1);
    expect(configWarnings({ ...config, publicUrl: 'http://localhost:3000' }, {})).toEqual([]);
    const withId = loadConfig({ ...withKey, SHOP_VAT_ID: 'CHE-123.456.788 MWST' });
    expect(configWarnings(withId, { NODE_ENV: 'production' })).toEqual([]);
  });
});
