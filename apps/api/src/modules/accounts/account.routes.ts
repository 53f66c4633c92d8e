import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthSessionStateSchema,
  AuthAcceptedResponseSchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  EndSessionsResponseSchema,
  LinkCodeRequestSchema,
  SessionListResponseSchema,
  UpdateUserDetailsRequestSchema,
  UserDetailsResponseSchema,
} from '@print/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import type { AuthCookie } from '../../plugins/auth.js';
import type { AccountsSettings } from '../../plugins/config.js';
import { sendRetryAfter } from './auth.routes.js';
import type { EmailChangeService } from './email-change.service.js';
import type { PasswordService } from './password.service.js';
import type { ProfileService } from './profile.service.js';
import type { SessionsService } from './sessions.service.js';

const errors = errorResponses(400, 401, 403, 413, 415, 422, 429);
const accepted = { ok: true as const };

/** The signed-in account and session of a request, or 401 NOT_AUTHENTICATED. */
function requireSignedIn(request: FastifyRequest): { userId: string; sessionId: string } {
  if (!request.userId || !request.authSessionId)
    throw new ApiError(401, 'NOT_AUTHENTICATED', 'Please sign in');
  return { userId: request.userId, sessionId: request.authSessionId };
}

export interface AccountRouteDeps {
  readonly passwords: PasswordService;
  readonly profile: ProfileService;
  readonly emailChange: EmailChangeService;
  readonly sessions: SessionsService;
  readonly cookie: AuthCookie;
  readonly settings: AccountsSettings;
}

/** Spec 2 §7 calls of a signed-in account: password, e-mail, details, sessions, own orders. */
export function accountRoutes(deps: AccountRouteDeps): FastifyPluginAsyncZod {
  const { passwords, profile, emailChange, sessions, cookie } = deps;
  const tags = ['auth'];
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    // Account data and session answers are never cached by a browser or proxy (ASVS 8.2.1).
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    app.post(
      '/auth/password',
      {
        schema: {
          tags,
          summary: 'Change the password (old + new); every session ends, a notice is mailed',
          body: ChangePasswordRequestSchema,
          response: { 200: AuthAcceptedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { userId } = requireSignedIn(request);
        unwrap(await passwords.changePassword(userId, request.body, request.language));
        cookie.clear(reply);
        return accepted;
      },
    );

    app.post(
      '/auth/email',
      {
        // Per client; per account and per typed address the service counts in the database.
        onRequest: app.rateLimit({ max: deps.settings.emailChangesPerHour, timeWindow: '1 hour' }),
        schema: {
          tags,
          summary:
            'Change the e-mail with the current password: a confirmation link goes to the new address (limited per client, account and address)',
          body: ChangeEmailRequestSchema,
          response: { 202: AuthAcceptedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { userId, sessionId } = requireSignedIn(request);
        const caller = { userId, sessionId, clientKey: request.ip };
        const result = await emailChange.requestEmailChange(caller, request.body, request.language);
        sendRetryAfter(reply, result);
        unwrap(result);
        return reply.status(202).send(accepted);
      },
    );

    app.post(
      '/auth/email/confirm',
      {
        schema: {
          tags,
          summary:
            'Confirm a new e-mail address with the mailed code; the old one gets an undo link',
          body: LinkCodeRequestSchema,
          response: { 200: AuthAcceptedResponseSchema, ...errors },
        },
      },
      async (request) => {
        unwrap(await emailChange.confirmEmailChange(request.body.uuid, request.language));
        return accepted;
      },
    );

    app.post(
      '/auth/email/undo',
      {
        onRequest: app.rateLimit({ max: deps.settings.emailChangesPerHour, timeWindow: '1 hour' }),
        schema: {
          tags,
          summary:
            'Undo an e-mail change with the code mailed to the old address (72 h, once): restores it, ends every session',
          body: LinkCodeRequestSchema,
          response: { 200: AuthAcceptedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        unwrap(await emailChange.undoEmailChange(request.body.uuid));
        cookie.clear(reply);
        return accepted;
      },
    );

    app.get(
      '/auth/session',
      {
        schema: {
          tags,
          summary: 'Signed in or not (200 for everyone), with the account details when signed in',
          response: { 200: AuthSessionStateSchema, ...errors },
        },
      },
      async (request) => {
        if (request.userId === null) return { isLoggedIn: false as const };
        return {
          isLoggedIn: true as const,
          details: unwrap(await profile.getDetails(request.userId)),
        };
      },
    );

    app.get(
      '/auth/user/details',
      {
        schema: {
          tags,
          summary: 'The account: addresses, preference, business status',
          response: { 200: UserDetailsResponseSchema, ...errors },
        },
      },
      async (request) => unwrap(await profile.getDetails(requireSignedIn(request).userId)),
    );

    app.put(
      '/auth/user/details',
      {
        schema: {
          tags,
          summary: 'Save addresses and the private/business preference',
          body: UpdateUserDetailsRequestSchema,
          response: { 200: UserDetailsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = requireSignedIn(request);
        return unwrap(await profile.updateDetails(userId, request.body, request.language));
      },
    );

    app.get(
      '/auth/sessions',
      {
        schema: {
          tags,
          summary: 'The active sessions of the account, newest first',
          response: { 200: SessionListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { userId, sessionId } = requireSignedIn(request);
        const rows = await sessions.list(userId);
        return {
          sessions: rows.map((row) => ({
            id: row.id,
            createdAt: row.createdAt.toISOString(),
            lastSeenAt: row.lastSeenAt.toISOString(),
            userAgent: row.userAgent,
            isCurrent: row.id === sessionId,
          })),
        };
      },
    );

    app.delete(
      '/auth/sessions/others',
      {
        schema: {
          tags,
          summary: 'End every session of the account but this one',
          response: { 200: EndSessionsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { userId, sessionId } = requireSignedIn(request);
        return { ended: await sessions.endOthers(userId, sessionId) };
      },
    );
  };
}
