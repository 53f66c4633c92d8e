import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Voucher codes evaluated per client and minute (issue 23 item 6: guessing is slowed down);
 * VOUCHER_CHECKS_PER_MINUTE overrides the 30.
 */
export const VOUCHER_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

type Limiter = ReturnType<FastifyInstance['rateLimit']>;

/** One limiter per app and limit (keyed by its rateLimit decorator, shared by every child). */
const limiters = new WeakMap<object, Map<number, Limiter>>();

/**
 * A preHandler that counts a request against the voucher limit when it carries a code
 * (`hasCode`), on one counter per client for every route that evaluates codes — validate, the
 * cart's totals and the order — so that spreading guesses over routes gains nothing. A per-route
 * `config.rateLimit` would give each route its own counter. Keys are the rate-limit plugin's (the
 * client), so they follow its client identification.
 */
export function limitVoucherChecks(
  app: Pick<FastifyInstance, 'rateLimit'>,
  perMinute: number,
  hasCode: (request: FastifyRequest) => boolean,
): Limiter {
  const ofApp = limiters.get(app.rateLimit) ?? new Map<number, Limiter>();
  limiters.set(app.rateLimit, ofApp);
  const shared = ofApp.get(perMinute) ?? app.rateLimit({ ...VOUCHER_RATE_LIMIT, max: perMinute });
  ofApp.set(perMinute, shared);
  return async function limitIfCode(this: FastifyInstance, request, reply) {
    if (hasCode(request)) await shared.call(this, request, reply);
  };
}
