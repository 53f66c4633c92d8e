import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimulatorState } from './sim-state.js';
import type { PayPalSimulatorOptions } from './index.js';

const TOKEN_LIFETIME_S = 32_400;

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** PayPal's OAuth2 client credentials: basic auth for a token, the token on every other call. */
export function registerSimulatorAuth(
  app: FastifyInstance,
  state: SimulatorState,
  options: PayPalSimulatorOptions,
): void {
  /** Bearer tokens issued by /v1/oauth2/token and not expired; else PayPal's 401. */
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.includes('/v2/') && !request.url.includes('/v1/notifications/')) return;
    const auth = header(request, 'authorization') ?? '';
    const expiresAt = state.tokens.get(auth.replace(/^Bearer /, ''));
    if (!auth.startsWith('Bearer ') || expiresAt === undefined || expiresAt < Date.now())
      await reply
        .code(401)
        .send({ error: 'invalid_token', error_description: 'Access Token not found in cache' });
  });

  app.post('/v1/oauth2/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    const grant = (request.body as Record<string, unknown> | undefined)?.grant_type;
    if (header(request, 'authorization') !== expected)
      return reply
        .code(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (grant !== 'client_credentials')
      return reply
        .code(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    state.tokens.set(token, Date.now() + TOKEN_LIFETIME_S * 1000);
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SIM',
      expires_in: TOKEN_LIFETIME_S,
      nonce: randomUUID(),
    };
  });
}
