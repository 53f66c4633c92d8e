import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthAcceptedResponseSchema,
  LinkCodeRequestSchema,
  OptinResendRequestSchema,
  ResetPasswordCallbackRequestSchema,
  ResetPasswordRequestSchema,
  SessionResponseSchema,
  SigninRequestSchema,
  SignupRequestSchema,
} from '@print/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import type { AuthCookie } from '../../plugins/auth.js';
import type { AccountsSettings } from '../../plugins/config.js';
import type { AuthService } from './auth.service.js';
import type { DeviceCookie } from './device-cookie.js';
import type { PasswordService } from './password.service.js';
import { sessionLimits, type SessionsService } from './sessions.service.js';

const errors = errorResponses(400, 401, 403, 409, 413, 415, 429);
const accepted = { ok: true as const };

export interface AuthRouteDeps {
  readonly auth: AuthService;
  readonly passwords: PasswordService;
  readonly sessions: SessionsService;
  readonly cookie: AuthCookie;
  readonly deviceCookie: DeviceCookie;
  readonly settings: AccountsSettings;
  /** The account's current cart (refresh answers it too). */
  readonly currentCart: (userId: string) => Promise<string | null>;
}

export function userAgentOf(request: FastifyRequest): string {
  return request.headers['user-agent'] ?? '';
}

/** A sign-in refusal (429) carries the seconds to wait in its details: sent as Retry-After too. */
export function sendRetryAfter(
  reply: FastifyReply,
  result: { readonly ok: boolean; readonly error?: { readonly details?: object } },
): void {
  const details = result.ok ? undefined : result.error?.details;
  if (details && 'retryAfterSeconds' in details) {
    void reply.header('retry-after', String(details.retryAfterSeconds));
  }
}

/** Spec 2 §7 /auth calls that work without a session: signup, signin, opt-in, reset, refresh. */
export function authRoutes(deps: AuthRouteDeps): FastifyPluginAsyncZod {
  const { auth, passwords, sessions, cookie, settings } = deps;
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    const perIp = (max: number, timeWindow: string) => app.rateLimit({ max, timeWindow });
    const tags = ['auth'];
    // Account data and session answers are never cached by a browser or proxy (ASVS 8.2.1).
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    app.post(
      '/auth/signup',
      {
        onRequest: perIp(settings.signupsPerHour, '1 hour'),
        schema: {
          tags,
          summary:
            'Register; mails an opt-in link (409 when the user name is taken, counted like a failed sign-in)',
          body: SignupRequestSchema,
          response: { 201: AuthAcceptedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await auth.signup(request.body, request.language, request.ip);
        sendRetryAfter(reply, result);
        unwrap(result);
        return reply.status(201).send(accepted);
      },
    );

    app.post(
      '/auth/optin',
      {
        schema: {
          tags,
          summary: 'Confirm the e-mail address with the mailed opt-in code',
          body: LinkCodeRequestSchema,
          response: { 200: AuthAcceptedResponseSchema, ...errors },
        },
      },
      async (request) => {
        unwrap(await auth.optin(request.body.uuid));
        return accepted;
      },
    );

    app.post(
      '/auth/optin/resend',
      {
        onRequest: perIp(settings.resetsPerHour, '1 hour'),
        schema: {
          tags,
          summary:
            'Mail a new opt-in link to an unconfirmed account (user name or e-mail); the same 202 for any login, a few per address a day',
          body: OptinResendRequestSchema,
          response: { 202: AuthAcceptedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await auth.resendOptin(request.body.username, request.language);
        return reply.status(202).send(accepted);
      },
    );

    app.post(
      '/auth/reset-password/check',
      {
        onRequest: perIp(settings.resetsPerHour, '1 hour'),
        schema: {
          tags,
          summary:
            'Whether a reset code is still valid (unused, unexpired), without using it: 200 or 400 LINK_INVALID',
          body: LinkCodeRequestSchema,
          response: { 200: AuthAcceptedResponseSchema, ...errors },
        },
      },
      async (request) => {
        unwrap(await passwords.checkResetLink(request.body.uuid));
        return accepted;
      },
    );

    app.post(
      '/auth/signin',
      {
        onRequest: perIp(settings.signinsPerMinute, '1 minute'),
        schema: {
          tags,
          summary:
            'Sign in with user name or e-mail; the anonymous files and carts carry over; 429 with Retry-After after too many failures (a known device is still admitted)',
          body: SigninRequestSchema,
          response: { 200: SessionResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await auth.signin(
          { ...request.body, sessionId: request.sessionId, userAgent: userAgentOf(request) },
          { clientKey: request.ip, deviceToken: deps.deviceCookie.read(request) },
        );
        sendRetryAfter(reply, result);
        const signed = unwrap(result);
        // A session the browser held before is ended: one login, one fresh token.
        if (request.authSessionId) await sessions.end(request.authSessionId);
        void cookie.set(reply, signed.token);
        void deps.deviceCookie.set(reply, signed.deviceToken);
        const limits = sessionLimits(signed.session, signed.session.lastSeenAt);
        return {
          user: { username: signed.user.username, email: signed.user.email },
          cartId: signed.cartId,
          idleExpiresAt: limits.idleExpiresAt.toISOString(),
          absoluteExpiresAt: limits.absoluteExpiresAt.toISOString(),
        };
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          tags,
          summary: 'Sign out: the session ends on the server; the browser starts anonymous',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        if (request.authSessionId) await sessions.end(request.authSessionId);
        cookie.clear(reply);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/refresh',
      {
        schema: {
          tags,
          summary: '201 and 30 more idle minutes when signed in, 401 otherwise',
          response: { 201: SessionResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = request.userId;
        const sessionId = request.authSessionId;
        const session = sessionId ? await sessions.resolve(cookie.read(request) ?? '') : null;
        if (!userId || !sessionId || !session)
          throw new ApiError(401, 'NOT_AUTHENTICATED', 'Please sign in');
        const extended = await sessions.extend(session);
        const user = await deps.auth.describe(userId);
        const limits = sessionLimits(extended, extended.lastSeenAt);
        return reply.status(201).send({
          user,
          cartId: await deps.currentCart(userId),
          idleExpiresAt: limits.idleExpiresAt.toISOString(),
          absoluteExpiresAt: limits.absoluteExpiresAt.toISOString(),
        });
      },
    );

    app.post(
      '/auth/reset-password',
      {
        onRequest: perIp(settings.resetsPerHour, '1 hour'),
        schema: {
          tags,
          summary: 'Mail a reset link (once per 24 h: "Active code found"); no account enumeration',
          body: ResetPasswordRequestSchema,
          response: { 202: AuthAcceptedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        unwrap(await passwords.requestReset(request.body.email, request.language));
        return reply.status(202).send(accepted);
      },
    );

    app.post(
      '/auth/reset-password/callback',
      {
        onRequest: perIp(settings.resetsPerHour, '1 hour'),
        schema: {
          tags,
          summary: 'Set a new password with the mailed reset code; every session ends',
          body: ResetPasswordCallbackRequestSchema,
          response: { 200: AuthAcceptedResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { uuid, password } = request.body;
        unwrap(await passwords.resetWithLink(uuid, password, request.language));
        return accepted;
      },
    );
  };
}
