import type { FastifyPluginAsync } from 'fastify';
import type { PayPalSettings } from '../../plugins/config.js';
import { createPayPalClient, type PayPalClient } from './paypal-client.js';
import { paypalSimulatorPlugin, type SimulatorState } from './paypal-sim/index.js';

/** Where the simulator is mounted (outside the API prefix, like PayPal's own host). */
export const PAYPAL_SIMULATOR_PREFIX = '/paypal-sim';
/** PayPal answers in well under a second; past this a call is abandoned and reconciled later. */
export const PAYPAL_TIMEOUT_MS = 10_000;
const WEBHOOK_PATH = '/api/payments/paypal/webhook';

export interface PayPalWiring {
  readonly paypal: PayPalClient;
  /** PUBLIC_URL, else the server's own address (resolved per call). */
  readonly publicUrl: () => string;
  /** Mount at PAYPAL_SIMULATOR_PREFIX when not null (PAYPAL_API_BASE unset). */
  readonly simulator: FastifyPluginAsync | null;
  readonly webhookId: string;
}

/**
 * The adapter and, without PAYPAL_API_BASE, the simulator it talks to over HTTP: the production
 * code path differs only in the base URL (decision 0011).
 */
export function createPayPalWiring(
  settings: PayPalSettings,
  serverOrigin: () => string,
  options: { readonly timeoutMs?: number; readonly simulatorState?: SimulatorState } = {},
): PayPalWiring {
  const publicUrl = () => settings.publicUrl ?? serverOrigin();
  const baseUrl = () => settings.apiBase ?? `${publicUrl()}${PAYPAL_SIMULATOR_PREFIX}`;
  const { clientId, clientSecret, webhookId } = settings;
  const paypal = createPayPalClient({
    baseUrl,
    clientId,
    clientSecret,
    timeoutMs: options.timeoutMs ?? PAYPAL_TIMEOUT_MS,
  });
  const simulator =
    settings.apiBase === undefined
      ? paypalSimulatorPlugin({
          clientId,
          clientSecret,
          webhookId,
          baseUrl,
          shopOrigin: publicUrl,
          isForced: settings.simulatorForced === true,
          webhookUrl: () => `${publicUrl()}${WEBHOOK_PATH}`,
          ...(options.simulatorState ? { state: options.simulatorState } : {}),
        })
      : null;
  return { paypal, publicUrl, simulator, webhookId };
}
