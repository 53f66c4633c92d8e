import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditPageSchema,
  AuditQuerySchema,
  StaffCreateRequestSchema,
  StaffEnrolmentLinkSchema,
  StaffIdParamsSchema,
  StaffListSchema,
  StaffMemberSchema,
  StaffRoleChangeRequestSchema,
} from '@print/contracts';
import type { z } from 'zod';
import { ApiError, errorResponses } from '../../plugins/api-error.js';
import type { StaffMemberRow } from './staff.repository.js';
import type { StaffService } from './staff.service.js';

const errors = errorResponses(400, 403, 404, 409, 413, 415, 422, 429);
const OWNER = { staffAccess: ['owner'] as const };

export interface StaffAdminRouteDeps {
  readonly service: StaffService;
  readonly enrolmentUrl: (token: string) => string;
}

function memberView(row: StaffMemberRow): z.infer<typeof StaffMemberSchema> {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    enrolled: row.passwordHash !== null && row.totpEnrolled,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Owners: the audit log and the staff accounts (/api/admin/audit, /api/admin/staff). */
export function staffAdminRoutes(deps: StaffAdminRouteDeps): FastifyPluginAsyncZod {
  const { service, enrolmentUrl } = deps;
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    const tags = ['admin-staff'];
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    app.get(
      '/admin/audit',
      {
        config: OWNER,
        schema: {
          tags,
          summary: 'The audit log, newest first, filtered by staff member, order and days',
          querystring: AuditQuerySchema,
          response: { 200: AuditPageSchema, ...errors },
        },
      },
      async (request) => {
        const { page, pageSize, ...filter } = request.query;
        const found = await service.auditPage(filter, page, pageSize);
        return {
          items: found.items.map(({ entry, staffName }) => ({
            id: entry.id,
            at: entry.at.toISOString(),
            staffId: entry.staffId,
            staffName,
            action: entry.action,
            entityType: entry.entityType,
            entityId: entry.entityId,
            orderId: entry.orderId,
            before: entry.before ?? null,
            after: entry.after ?? null,
            clientAddress: entry.clientAddress,
            requestId: entry.requestId,
          })),
          total: found.total,
          page,
          pageSize,
        };
      },
    );

    app.get(
      '/admin/staff',
      {
        config: OWNER,
        schema: {
          tags,
          summary: 'Every staff member',
          response: { 200: StaffListSchema, ...errors },
        },
      },
      async () => ({ items: (await service.listMembers()).map(memberView) }),
    );

    app.post(
      '/admin/staff',
      {
        config: OWNER,
        schema: {
          tags,
          summary: 'A new staff member and the one-time enrolment link (24 h)',
          body: StaffCreateRequestSchema,
          response: { 201: StaffEnrolmentLinkSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await service.createMember(request.body, request);
        return reply.status(201).send({
          staff: memberView(created.member),
          enrolmentUrl: enrolmentUrl(created.token),
          expiresAt: created.expiresAt.toISOString(),
        });
      },
    );

    app.post(
      '/admin/staff/:id/enrolment',
      {
        config: OWNER,
        schema: {
          tags,
          summary: 'Resets a member’s enrolment and answers a new one-time link (24 h)',
          description:
            'Password, authenticator, recovery codes and sessions end at once; the link sets new ' +
            'ones. Earlier links stop working. A disabled member: 404 (enable first).',
          params: StaffIdParamsSchema,
          response: { 200: StaffEnrolmentLinkSchema, ...errors },
        },
      },
      async (request) => {
        const issued = await service.resetEnrolment(request.params.id, request);
        return {
          staff: memberView(issued.member),
          enrolmentUrl: enrolmentUrl(issued.token),
          expiresAt: issued.expiresAt.toISOString(),
        };
      },
    );

    app.post(
      '/admin/staff/:id/disable',
      {
        config: OWNER,
        schema: {
          tags,
          summary: 'Disables a staff member: every session ends, sign-in is refused',
          description:
            'Not oneself (STAFF_CANNOT_DISABLE_SELF), not the last active owner (STAFF_LAST_OWNER).',
          params: StaffIdParamsSchema,
          response: { 200: StaffMemberSchema, ...errors },
        },
      },
      async (request) => {
        if (request.staff?.id === request.params.id) {
          throw new ApiError(409, 'STAFF_CANNOT_DISABLE_SELF', 'You cannot disable yourself');
        }
        return memberView(await service.setDisabled(request.params.id, true, request));
      },
    );

    app.post(
      '/admin/staff/:id/enable',
      {
        config: OWNER,
        schema: {
          tags,
          summary: 'Enables a disabled staff member again (they sign in as before)',
          params: StaffIdParamsSchema,
          response: { 200: StaffMemberSchema, ...errors },
        },
      },
      async (request) => memberView(await service.setDisabled(request.params.id, false, request)),
    );

    app.put(
      '/admin/staff/:id/role',
      {
        config: OWNER,
        schema: {
          tags,
          summary: 'Changes a staff member’s role (in effect with their next request)',
          description: 'The last active owner cannot be demoted (STAFF_LAST_OWNER).',
          params: StaffIdParamsSchema,
          body: StaffRoleChangeRequestSchema,
          response: { 200: StaffMemberSchema, ...errors },
        },
      },
      async (request) =>
        memberView(await service.changeRole(request.params.id, request.body.role, request)),
    );
  };
}
