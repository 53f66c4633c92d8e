import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminVoucherDetailSchema,
  AdminVoucherIdParamsSchema,
  AdminVoucherListSchema,
  AdminVoucherRequestSchema,
  AdminVoucherSchema,
} from '@print/contracts';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { StaffAccess, StaffAccessService } from '../staff/index.js';
import type { VoucherAudit, VouchersDesk } from './vouchers-desk.service.js';

/** The office reads vouchers (a customer asks about a code); only the owner changes them. */
const readers: StaffAccess = ['owner', 'office'];
const writers: StaffAccess = ['owner'];
const errors = errorResponses(400, 404, 409);
const tags = ['admin'];

/** /api/admin/vouchers: list, detail with the use history, create, edit, deactivate, activate. */
export function vouchersDeskRoutes(
  desk: VouchersDesk,
  staff: Pick<StaffAccessService, 'audit'>,
): FastifyPluginAsyncZod {
  const auditOf =
    (request: FastifyRequest): VoucherAudit =>
    (tx, entry) =>
      staff.audit.record(tx, request, entry);
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/admin/vouchers',
      {
        config: { staffAccess: readers },
        schema: {
          tags,
          summary: 'Every voucher with its uses',
          response: { 200: AdminVoucherListSchema, ...errors },
        },
      },
      async () => desk.list(),
    );
    app.get(
      '/admin/vouchers/:voucherId',
      {
        config: { staffAccess: readers },
        schema: {
          tags,
          summary: 'A voucher and the orders that used it',
          params: AdminVoucherIdParamsSchema,
          response: { 200: AdminVoucherDetailSchema, ...errors },
        },
      },
      async (request) => unwrap(await desk.detail(request.params.voucherId)),
    );
    app.post(
      '/admin/vouchers',
      {
        config: { staffAccess: writers },
        schema: {
          tags,
          summary: 'Creates a voucher (409 VOUCHER_CODE_TAKEN when the code exists, ignoring case)',
          body: AdminVoucherRequestSchema,
          response: { 201: AdminVoucherSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(unwrap(await desk.create(auditOf(request), request.body))),
    );
    app.put(
      '/admin/vouchers/:voucherId',
      {
        config: { staffAccess: writers },
        schema: {
          tags,
          summary: 'Edits a voucher; placed orders keep their snapshot',
          params: AdminVoucherIdParamsSchema,
          body: AdminVoucherRequestSchema,
          response: { 200: AdminVoucherSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await desk.update(auditOf(request), request.params.voucherId, request.body)),
    );
    for (const [action, isActive] of [
      ['deactivate', false],
      ['activate', true],
    ] as const) {
      app.post(
        `/admin/vouchers/:voucherId/${action}`,
        {
          config: { staffAccess: writers },
          schema: {
            tags,
            summary: isActive
              ? 'Activates a deactivated voucher again'
              : 'Deactivates a voucher: its code matches nothing any more; its history stays',
            params: AdminVoucherIdParamsSchema,
            response: { 200: AdminVoucherSchema, ...errors },
          },
        },
        async (request) =>
          unwrap(await desk.setActive(auditOf(request), request.params.voucherId, isActive)),
      );
    }
  };
}
