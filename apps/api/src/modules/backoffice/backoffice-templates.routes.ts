import {
  StatusMailPreviewRequestSchema,
  StatusMailPreviewSchema,
  StatusMailTemplateListSchema,
  StatusMailTemplateParamsSchema,
  StatusMailTemplateSchema,
  StatusMailTemplateUpdateSchema,
} from '@print/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { BackofficeRouteDeps } from './backoffice-orders.routes.js';
import { auditOf, staffOf } from './staff-request.js';

const errors = errorResponses(400, 404);
const OFFICE = ['owner', 'office'] as const;

/** The customer's status mails: list, edit (owner, office), preview without saving. */
export function backofficeTemplateRoutes(
  deps: Omit<BackofficeRouteDeps, 'storage'>,
): FastifyPluginAsyncZod {
  const { backoffice } = deps;
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/admin/mail-templates',
      {
        config: { staffAccess: ['owner', 'office', 'production'] },
        schema: {
          tags: ['admin'],
          summary: 'Every status mail template in de, en and fr',
          response: { 200: StatusMailTemplateListSchema, ...errors },
        },
      },
      async () => ({ items: await backoffice.listTemplates() }),
    );

    app.put(
      '/admin/mail-templates/:status/:language',
      {
        config: { staffAccess: OFFICE },
        schema: {
          tags: ['admin'],
          summary: "Switches a status's customer mail on or off and saves its text",
          params: StatusMailTemplateParamsSchema,
          body: StatusMailTemplateUpdateSchema,
          response: { 200: StatusMailTemplateSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await backoffice.saveTemplate(
            staffOf(request),
            auditOf(deps.staff, request),
            request.params,
            request.body,
          ),
        ),
    );

    app.post(
      '/admin/mail-templates/:status/:language/preview',
      {
        config: { staffAccess: OFFICE },
        schema: {
          tags: ['admin'],
          summary: 'Renders a (not saved) template with an order or a sample order',
          params: StatusMailTemplateParamsSchema,
          body: StatusMailPreviewRequestSchema,
          response: { 200: StatusMailPreviewSchema, ...errors },
        },
      },
      async (request) => unwrap(await backoffice.previewTemplate(request.params, request.body)),
    );
  };
}
