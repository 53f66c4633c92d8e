import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCustomerBlockRequestSchema,
  AdminCustomerDetailSchema,
  AdminCustomerIdParamsSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerListSchema,
  AdminCustomerVerifyRequestSchema,
} from '@print/contracts';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { StaffAccess } from '../staff/index.js';
import type { CustomersDesk } from './customers-desk.service.js';

/** Customers are the office's work (and the owner's): production staff get 404 like strangers. */
const staffAccess: StaffAccess = ['owner', 'office'];
const errors = errorResponses(400, 404);
const tags = ['admin'];

/** /api/admin/customers: list, detail with orders, company verification, block and unblock. */
export function customersDeskRoutes(desk: CustomersDesk): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/admin/customers',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: 'Customers: search (name, company, e-mail, user name), filters, sort, paging',
          querystring: AdminCustomerListQuerySchema,
          response: { 200: AdminCustomerListSchema, ...errors },
        },
      },
      async (request) => desk.list(request.query),
    );
    app.get(
      '/admin/customers/:customerId',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: 'A customer: profile, addresses, verification, block, orders newest first',
          params: AdminCustomerIdParamsSchema,
          response: { 200: AdminCustomerDetailSchema, ...errors },
        },
      },
      async (request) => unwrap(await desk.detail(request.params.customerId)),
    );
    app.post(
      '/admin/customers/:customerId/verify-company',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: 'Verify (or revoke) the company: a verified company is a business customer',
          params: AdminCustomerIdParamsSchema,
          body: AdminCustomerVerifyRequestSchema,
          response: { 200: AdminCustomerDetailSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await desk.verifyCompany(request, request.params.customerId, request.body.verified)),
    );
    app.post(
      '/admin/customers/:customerId/block',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: 'Block: every session ends, sign-in answers ACCOUNT_BLOCKED; orders stay',
          params: AdminCustomerIdParamsSchema,
          body: AdminCustomerBlockRequestSchema,
          response: { 200: AdminCustomerDetailSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await desk.block(request, request.params.customerId, request.body.reason)),
    );
    app.post(
      '/admin/customers/:customerId/unblock',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: 'Unblock: the customer signs in again',
          params: AdminCustomerIdParamsSchema,
          response: { 200: AdminCustomerDetailSchema, ...errors },
        },
      },
      async (request) => unwrap(await desk.unblock(request, request.params.customerId)),
    );
  };
}
