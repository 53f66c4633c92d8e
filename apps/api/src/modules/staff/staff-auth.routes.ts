import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StaffEnrolmentInfoSchema,
  StaffEnrolmentTokenParamsSchema,
  StaffEnrolRequestSchema,
  StaffMeSchema,
  StaffSignInRequestSchema,
  StaffTotpConfirmRequestSchema,
  StaffTotpConfirmResponseSchema,
  StaffTotpSetupResponseSchema,
} from '@print/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, errorResponses } from '../../plugins/api-error.js';
import type { Db } from '../../db/client.js';
import type { StaffAuditLog } from './audit-log.js';
import type { StaffPrincipal } from './staff-access.js';
import { staffSessionOf, type StaffCookie } from './staff-hooks.js';
import type { StaffService, StaffSessionView } from './staff.service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429);
const OkSchema = z.object({ ok: z.literal(true) });

export interface StaffAuthRouteDeps {
  readonly service: StaffService;
  readonly cookie: StaffCookie;
  readonly audit: StaffAuditLog;
  readonly signinsPerMinute: number;
  readonly db: Db;
}

export function meOf(view: StaffSessionView): z.infer<typeof StaffMeSchema> {
  const { principal } = view;
  return {
    id: principal.id,
    email: principal.email,
    name: principal.name,
    role: principal.role,
    totpEnrolled: principal.totpEnrolled,
    expiresAt: view.expiresAt.toISOString(),
  };
}

/** The request's staff member (the access hook has admitted it: never null on a non-public route). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (request.staff === null) throw new ApiError(404, 'ROUTE_NOT_FOUND', 'Not found');
  return request.staff;
}

function viewOf(request: FastifyRequest): StaffSessionView {
  const view = staffSessionOf(request);
  if (view === null) throw new ApiError(404, 'ROUTE_NOT_FOUND', 'Not found');
  return view;
}

/** Staff sign-in, enrolment (password, TOTP) and sign-out: /api/admin/auth/*. */
export function staffAuthRoutes(deps: StaffAuthRouteDeps): FastifyPluginAsyncZod {
  const { service, cookie, audit, db } = deps;
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    const tags = ['admin-auth'];
    const perIp = (max: number) => app.rateLimit({ max, timeWindow: '1 minute' });
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    const setSession = (reply: FastifyReply, token: string) => cookie.set(reply, token);

    app.post(
      '/admin/auth/sign-in',
      {
        config: { staffAccess: 'public' },
        onRequest: perIp(deps.signinsPerMinute),
        schema: {
          tags,
          summary:
            'Staff sign-in with e-mail, password and a TOTP or recovery code (one 401 for any wrong part)',
          body: StaffSignInRequestSchema,
          response: { 200: StaffMeSchema, ...errors },
        },
      },
      async (request, reply) => {
        const started = await service.signIn(request.body, request).catch((error: unknown) => {
          if (error instanceof ApiError && error.details && 'retryAfterSeconds' in error.details) {
            void reply.header('retry-after', String(error.details.retryAfterSeconds));
          }
          throw error;
        });
        setSession(reply, started.token);
        return meOf(started.view);
      },
    );

    app.get(
      '/admin/auth/me',
      {
        config: { staffAccess: 'enrolling' },
        schema: {
          tags,
          summary: 'The signed-in staff member',
          response: { 200: StaffMeSchema, ...errors },
        },
      },
      (request) => Promise.resolve(meOf(viewOf(request))),
    );

    app.post(
      '/admin/auth/sign-out',
      {
        config: { staffAccess: 'enrolling' },
        schema: {
          tags,
          summary: 'Ends this staff session',
          response: { 200: OkSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = staffOf(request);
        await service.endSession(staff.sessionId);
        await audit.record(db, request, {
          action: 'staff.signout',
          entityType: 'staff',
          entityId: staff.id,
        });
        cookie.clear(reply);
        return { ok: true as const };
      },
    );

    app.post(
      '/admin/auth/sign-out-everywhere',
      {
        config: { staffAccess: 'enrolling' },
        schema: {
          tags,
          summary: 'Ends every session of the signed-in staff member (all devices)',
          response: { 200: OkSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = staffOf(request);
        const ended = await service.endAllSessions(staff.id);
        await audit.record(db, request, {
          action: 'staff.signout_everywhere',
          entityType: 'staff',
          entityId: staff.id,
          after: { sessionsEnded: ended },
        });
        cookie.clear(reply);
        return { ok: true as const };
      },
    );

    app.get(
      '/admin/auth/enrolment/:token',
      {
        config: { staffAccess: 'public' },
        onRequest: perIp(deps.signinsPerMinute),
        schema: {
          tags,
          summary: 'Who an enrolment link enrols (404 when unknown, used or older than 24 h)',
          params: StaffEnrolmentTokenParamsSchema,
          response: { 200: StaffEnrolmentInfoSchema, ...errors },
        },
      },
      (request) => service.enrolmentInfo(request.params.token),
    );

    app.post(
      '/admin/auth/enrolment/:token',
      {
        config: { staffAccess: 'public' },
        onRequest: perIp(deps.signinsPerMinute),
        schema: {
          tags,
          summary:
            'Uses the enrolment link once: sets the password (15+ characters, not a common one) and opens a session that reaches only the TOTP enrolment',
          params: StaffEnrolmentTokenParamsSchema,
          body: StaffEnrolRequestSchema,
          response: { 200: StaffMeSchema, ...errors },
        },
      },
      async (request, reply) => {
        const started = await service.enrol(request.params.token, request.body.password, request);
        setSession(reply, started.token);
        return meOf(started.view);
      },
    );

    app.post(
      '/admin/auth/totp/setup',
      {
        config: { staffAccess: 'enrolling' },
        schema: {
          tags,
          summary: 'A fresh TOTP secret for the authenticator app (otpauth URI and QR code)',
          response: { 200: StaffTotpSetupResponseSchema, ...errors },
        },
      },
      async (request) => {
        const result = await service.totpSetup(staffOf(request));
        // A generic entry would be written otherwise; the secret itself is never logged.
        await audit.record(db, request, {
          action: 'staff.totp_setup',
          entityType: 'staff',
          entityId: staffOf(request).id,
        });
        return result;
      },
    );

    app.post(
      '/admin/auth/totp/confirm',
      {
        config: { staffAccess: 'enrolling' },
        schema: {
          tags,
          summary:
            'Confirms the authenticator with its first code (±1 step); answers the ten recovery codes once',
          body: StaffTotpConfirmRequestSchema,
          response: { 200: StaffTotpConfirmResponseSchema, ...errors },
        },
      },
      async (request) => {
        const view = viewOf(request);
        const confirmed = await service.totpConfirm(view.principal, request.body.code, request);
        return {
          recoveryCodes: confirmed.recoveryCodes,
          staff: meOf({ principal: confirmed.principal, expiresAt: view.expiresAt }),
        };
      },
    );
  };
}
