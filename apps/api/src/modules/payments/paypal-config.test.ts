import { describe, expect, it } from 'vitest';
import { loadConfig, SIMULATOR_PAYPAL_SETTINGS } from '../../plugins/config.js';
import { createPayPalWiring } from './paypal-wiring.js';

describe('PayPal configuration', () => {
  it('without PAYPAL_API_BASE: the simulator, its credentials, and the default public address', () => {
    const { paypal } = loadConfig({ PORT: '4432' });
    expect(paypal).toEqual({
      ...SIMULATOR_PAYPAL_SETTINGS,
      apiBase: undefined,
      publicUrl: 'http://localhost:4432',
    });
    const wiring = createPayPalWiring(paypal, () => {
      throw new Error('the public address is known: the listening address is not needed');
    });
    expect(wiring.simulator).not.toBeNull();
    expect(wiring.publicUrl()).toBe('http://localhost:4432');
  });

  it('without a public address (tests): the listening address', () => {
    const wiring = createPayPalWiring(
      { ...SIMULATOR_PAYPAL_SETTINGS, apiBase: undefined, publicUrl: undefined },
      () => 'http://127.0.0.1:4432',
    );
    expect(wiring.publicUrl()).toBe('http://127.0.0.1:4432');
  });

  it('with PAYPAL_API_BASE: no simulator, trailing slashes dropped, PUBLIC_URL for return links', () => {
    const { paypal } = loadConfig({
      PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com/',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH-9',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(paypal).toEqual({
      apiBase: 'https://api-m.sandbox.paypal.com',
      clientId: 'id',
      clientSecret: 'secret',
      webhookId: 'WH-9',
      publicUrl: 'https://shop.example',
    });
    const wiring = createPayPalWiring(paypal, () => {
      throw new Error('PUBLIC_URL is set: the listening address is not needed');
    });
    expect(wiring.simulator).toBeNull();
    expect(wiring.publicUrl()).toBe('https://shop.example');
  });

  it("refuses PAYPAL_API_BASE without client id and secret (never the simulator's against PayPal)", () => {
    expect(() => loadConfig({ PAYPAL_API_BASE: 'https://api-m.paypal.com' })).toThrow(
      /PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/,
    );
  });
});
