import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimulatorState } from './sim-state.js';
import type { PayPalSimulatorOptions } from './index.js';

const TOKEN_LIFETIME_S = 32_400;

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Compares credentials in constant time (hashes of equal length). */
function safeEqual(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** PayPal's OAuth2 client credentials: basic auth for a token, the token on every other call. */
export function registerSimulatorAuth(
  app: FastifyInstance,
  state: SimulatorState,
  options: PayPalSimulatorOptions,
): void {
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const isValidToken = (auth: string): boolean => {
    const expiresAt = state.tokens.get(auth.replace(/^Bearer /, ''));
    return auth.startsWith('Bearer ') && expiresAt !== undefined && expiresAt >= Date.now();
  };
  /**
   * PayPal's API (v2, notifications) takes a bearer token issued by /v1/oauth2/token; the
   * simulator's control routes (/sim/*) take the token or the client's Basic credentials. Else
   * PayPal's 401. Decided on the matched route, not the raw URL.
   */
  app.addHook('onRequest', async (request, reply) => {
    const route = (request.routeOptions.url ?? '').slice(app.prefix.length);
    const isControl = route.startsWith('/sim/');
    if (!isControl && !route.startsWith('/v2/') && !route.startsWith('/v1/notifications/')) return;
    const auth = header(request, 'authorization') ?? '';
    if (isValidToken(auth) || (isControl && safeEqual(auth, basic))) return;
    await reply
      .code(401)
      .send({ error: 'invalid_token', error_description: 'Access Token not found in cache' });
  });

  app.post('/v1/oauth2/token', async (request, reply) => {
    const grant = (request.body as Record<string, unknown> | undefined)?.grant_type;
    if (!safeEqual(header(request, 'authorization') ?? '', basic))
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
