import {
  AdminExhaustedReminderListSchema,
  AdminOrderIdParamsSchema,
  AdminOrderRemindersSchema,
  AdminReminderPauseSchema,
} from '@print/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import type { StaffAccess, StaffAccessService } from '../staff/index.js';
import type { ReminderDecision, RemindersService } from './reminders.service.js';

/** Money is the office's work (and the owner's): production staff get 404 like strangers. */
const staffAccess: StaffAccess = ['owner', 'office'];
const errors = errorResponses(400, 404, 409);
const tags = ['admin'];

export interface ReminderRouteDeps {
  readonly reminders: RemindersService;
  readonly staff: Pick<StaffAccessService, 'audit'>;
}

function decisionOf(deps: ReminderRouteDeps, request: FastifyRequest): ReminderDecision {
  const staff = request.staff;
  if (staff === null) throw new ApiError(404, 'ROUTE_NOT_FOUND', 'Route not found');
  return {
    staff: { id: staff.id, name: staff.name },
    audit: (tx, entry) => deps.staff.audit.record(tx, request, entry),
  };
}

const ReminderPdfParamsSchema = AdminOrderIdParamsSchema.extend({
  level: z.coerce.number().int().min(1).max(2),
});

/** The desk's payment reminders (issue 26 item 2): pause, resume, PDFs, the exhausted list. */
export function remindersRoutes(deps: ReminderRouteDeps): FastifyPluginAsyncZod {
  const { reminders } = deps;
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/admin/reminders/exhausted',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: 'Overdue invoices whose reminders are exhausted (after reminder 2 and its wait)',
          response: { 200: AdminExhaustedReminderListSchema, ...errors },
        },
      },
      () => reminders.exhausted(),
    );

    for (const action of ['pause', 'resume'] as const) {
      app.post(
        `/admin/orders/:orderId/reminders/${action}`,
        {
          config: { staffAccess },
          schema: {
            tags,
            summary:
              action === 'pause'
                ? "Pauses the order's payment reminders (audit-logged)"
                : "Resumes the order's payment reminders (audit-logged)",
            params: AdminOrderIdParamsSchema,
            body: AdminReminderPauseSchema,
            response: { 200: AdminOrderRemindersSchema, ...errors },
          },
        },
        async (request) =>
          unwrap(
            await reminders[action](
              request.params.orderId,
              request.body.reason,
              decisionOf(deps, request),
            ),
          ),
      );
    }

    app.get(
      '/admin/orders/:orderId/reminders/:level/pdf',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: 'A reminder as sent: its stored PDF',
          params: ReminderPdfParamsSchema,
        },
      },
      async (request, reply) => {
        const pdf = unwrap(await reminders.pdfOf(request.params.orderId, request.params.level));
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${pdf.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf.stream);
      },
    );
  };
}
