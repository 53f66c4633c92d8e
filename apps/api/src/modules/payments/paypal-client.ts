import { err, ok, type Result } from '@print/domain';
import type { z } from 'zod';
import {
  PayPalErrorSchema,
  PayPalOrderSchema,
  PayPalRefundSchema,
  PayPalTokenSchema,
  PayPalVerifyResponseSchema,
  type PayPalOrder,
  type PayPalRefund,
  type PayPalRefundBody,
  type PayPalWebhookHeaders,
} from './paypal-types.js';

export type PayPalErrorCode = 'PAYMENT_PROVIDER_UNAVAILABLE' | 'PAYMENT_PROVIDER_REJECTED';
export type PayPalResult<T> = Result<T, PayPalErrorCode>;

export interface PayPalClientOptions {
  /** Resolved per call: the simulator's address is known only once the server listens. */
  readonly baseUrl: () => string;
  readonly clientId: string;
  /** Sent only in the token request's Authorization header; never logged. */
  readonly clientSecret: string;
  /** Every call is abandoned after this long (AbortSignal.timeout). */
  readonly timeoutMs: number;
  readonly now?: () => number;
}

/** Renew the token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * PayPal REST over fetch: OAuth2 client credentials (token cached until shortly before expiry),
 * Orders v2 create/show/capture and Payments v2 refund/show refund with PayPal-Request-Id, and
 * verify-webhook-signature. Expected failures are values: PAYMENT_PROVIDER_UNAVAILABLE (timeout,
 * network, 5xx, refused credentials, an answer of unknown shape) and PAYMENT_PROVIDER_REJECTED
 * (4xx business checks, details.issues lists PayPal's issue codes such as INSTRUMENT_DECLINED).
 */
export function createPayPalClient(options: PayPalClientOptions) {
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | null = null;
  let inFlight: Promise<PayPalResult<string>> | null = null;

  function unavailable(what: string): {
    ok: false;
    error: { code: PayPalErrorCode; message: string };
  } {
    return err('PAYMENT_PROVIDER_UNAVAILABLE', `PayPal ${what}`);
  }

  async function send(path: string, init: RequestInit): Promise<PayPalResult<Response>> {
    try {
      const response = await fetch(`${options.baseUrl()}${path}`, {
        ...init,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return ok(response);
    } catch (error) {
      const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
      return unavailable(isTimeout ? 'did not answer in time' : 'could not be reached');
    }
  }

  async function fetchToken(): Promise<PayPalResult<string>> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const sent = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!sent.ok) return sent;
    if (!sent.value.ok) return unavailable(`refused the credentials (${sent.value.status})`);
    const parsed = PayPalTokenSchema.safeParse(await sent.value.json().catch(() => null));
    if (!parsed.success) return unavailable('answered the token request in an unknown shape');
    cached = {
      token: parsed.data.access_token,
      expiresAt: now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return ok(cached.token);
  }

  /** One token request at a time; concurrent callers share it. */
  async function accessToken(): Promise<PayPalResult<string>> {
    if (cached !== null && cached.expiresAt > now()) return ok(cached.token);
    inFlight ??= fetchToken().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function call<S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<PayPalResult<z.infer<S>>> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const token = await accessToken();
      if (!token.ok) return token;
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token.value}`,
        Accept: 'application/json',
        Prefer: 'return=representation',
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (requestId !== undefined) headers['PayPal-Request-Id'] = requestId;
      const init: RequestInit = { method, headers };
      if (body !== undefined) init.body = JSON.stringify(body);
      const sent = await send(path, init);
      if (!sent.ok) return sent;
      const response = sent.value;
      // An expired or revoked token: fetch a new one once, then give up.
      if (response.status === 401 && attempt === 0) {
        cached = null;
        continue;
      }
      const json: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const parsed = schema.safeParse(json);
        return parsed.success ? ok(parsed.data) : unavailable('answered in an unknown shape');
      }
      if (response.status >= 400 && response.status < 500 && response.status !== 401) {
        const error = PayPalErrorSchema.safeParse(json);
        const issues = error.success ? (error.data.details ?? []).map((d) => d.issue) : [];
        const name = error.success ? error.data.name : `HTTP_${response.status}`;
        return err('PAYMENT_PROVIDER_REJECTED', `PayPal refused the request: ${name}`, {
          status: response.status,
          name,
          issues,
          debugId: error.success ? error.data.debug_id : undefined,
        });
      }
      return unavailable(`failed (${response.status})`);
    }
    return unavailable('refused the access token');
  }

  return {
    /** POST /v2/checkout/orders; the same requestId returns the same order (PayPal idempotency). */
    createOrder(body: unknown, requestId: string): Promise<PayPalResult<PayPalOrder>> {
      return call(PayPalOrderSchema, 'POST', '/v2/checkout/orders', body, requestId);
    },
    /** GET /v2/checkout/orders/{id}: reconciles after a timeout. */
    showOrder(paypalOrderId: string): Promise<PayPalResult<PayPalOrder>> {
      return call(
        PayPalOrderSchema,
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`,
      );
    },
    /** POST /v2/checkout/orders/{id}/capture with its own PayPal-Request-Id. */
    captureOrder(paypalOrderId: string, requestId: string): Promise<PayPalResult<PayPalOrder>> {
      const path = `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`;
      return call(PayPalOrderSchema, 'POST', path, {}, requestId);
    },
    /**
     * POST /v2/payments/captures/{id}/refund with the refund's stored PayPal-Request-Id: the same
     * id again answers the same refund (never a second one). An empty body refunds the rest.
     */
    refundCapture(
      captureId: string,
      body: PayPalRefundBody,
      requestId: string,
    ): Promise<PayPalResult<PayPalRefund>> {
      const path = `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`;
      return call(PayPalRefundSchema, 'POST', path, body, requestId);
    },
    /** GET /v2/payments/refunds/{id}: a pending refund's current status. */
    showRefund(refundId: string): Promise<PayPalResult<PayPalRefund>> {
      return call(
        PayPalRefundSchema,
        'GET',
        `/v2/payments/refunds/${encodeURIComponent(refundId)}`,
      );
    },
    /** POST /v1/notifications/verify-webhook-signature: true only for SUCCESS. */
    async verifyWebhookSignature(
      headers: PayPalWebhookHeaders,
      webhookId: string,
      event: unknown,
    ): Promise<PayPalResult<boolean>> {
      const answer = await call(
        PayPalVerifyResponseSchema,
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {
          auth_algo: headers.authAlgo,
          cert_url: headers.certUrl,
          transmission_id: headers.transmissionId,
          transmission_sig: headers.transmissionSig,
          transmission_time: headers.transmissionTime,
          webhook_id: webhookId,
          webhook_event: event,
        },
      );
      return answer.ok ? ok(answer.value.verification_status === 'SUCCESS') : answer;
    },
  };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;
