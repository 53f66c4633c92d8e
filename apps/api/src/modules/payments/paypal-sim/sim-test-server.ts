import Fastify from 'fastify';
import { createPayPalClient, type PayPalClient } from '../paypal-client.js';
import { paypalSimulatorPlugin } from './index.js';
import { createSimulatorState, type SimulatorState } from './sim-state.js';

export const SIM_CREDENTIALS = {
  clientId: 'test-client',
  clientSecret: 'test-secret',
  webhookId: 'WH-TEST',
} as const;

/** The shop the standalone simulator serves: return and cancel URLs must lead here. */
export const SIM_SHOP_ORIGIN = 'https://shop.test';

export interface SimServer {
  readonly base: string;
  readonly state: SimulatorState;
  client(options?: { timeoutMs?: number; clientSecret?: string; now?: () => number }): PayPalClient;
  close(): Promise<void>;
}

/** The simulator alone on 127.0.0.1:<free port>: the adapter reaches it through the network. */
export async function startSimServer(
  webhookUrl: () => string | null = () => null,
): Promise<SimServer> {
  const app = Fastify({ logger: false });
  const state = createSimulatorState();
  let base = '';
  await app.register(
    paypalSimulatorPlugin({
      ...SIM_CREDENTIALS,
      baseUrl: () => base,
      shopOrigin: () => SIM_SHOP_ORIGIN,
      webhookUrl,
      state,
    }),
    { prefix: '/paypal-sim' },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}/paypal-sim`;
  return {
    base,
    state,
    client: (options = {}) =>
      createPayPalClient({
        baseUrl: () => base,
        clientId: SIM_CREDENTIALS.clientId,
        clientSecret: options.clientSecret ?? SIM_CREDENTIALS.clientSecret,
        timeoutMs: options.timeoutMs ?? 5000,
        ...(options.now ? { now: options.now } : {}),
      }),
    close: () => app.close(),
  };
}

/** Approves on the simulator's page like a buyer's browser: GET the page, POST the form. */
export async function approveOnPage(
  approvalUrl: string,
  scenario = 'approve',
): Promise<{ location: string; page: string }> {
  const page = await (await fetch(approvalUrl)).text();
  const action = /<form method="post" action="([^"]+\/approve)"/.exec(page)?.[1];
  const token = new URL(approvalUrl).searchParams.get('token') ?? '';
  if (action === undefined) throw new Error(`no approve form on ${approvalUrl}`);
  const res = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, scenario }).toString(),
  });
  return { location: res.headers.get('location') ?? '', page };
}
