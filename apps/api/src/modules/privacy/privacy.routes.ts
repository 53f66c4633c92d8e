import {
  AccountDataExportSchema,
  AuthAcceptedResponseSchema,
  DeleteAccountRequestSchema,
} from '@print/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import type { AuthCookie } from '../../plugins/auth.js';
import type { AccountsService } from '../accounts/index.js';
import type { exportAccountData } from './account-data.js';

const errors = errorResponses(400, 401, 403, 422, 429);

/** Password attempts of one client at deleting an account (a guessing brake, like sign-in's). */
const DELETE_ATTEMPTS_PER_15_MIN = 5;

function requireUser(request: FastifyRequest): string {
  if (!request.userId || !request.authSessionId)
    throw new ApiError(401, 'NOT_AUTHENTICATED', 'Please sign in');
  return request.userId;
}

export interface PrivacyRouteDeps {
  readonly exportData: (userId: string) => ReturnType<typeof exportAccountData>;
  readonly deleteAccount: AccountsService['deleteAccount'];
  readonly removeOwnedData: (principal: string) => Promise<void>;
  readonly cookie: AuthCookie;
  readonly now: () => Date;
}

/** The customer's data download and account deletion (on /account). */
export function privacyRoutes(deps: PrivacyRouteDeps): FastifyPluginAsyncZod {
  const tags = ['auth'];
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    app.get(
      '/auth/user/data',
      {
        schema: {
          tags,
          summary: 'Everything the shop holds of the account, as a JSON file to download',
          response: { 200: AccountDataExportSchema, ...errors },
        },
      },
      async (request, reply) => {
        const data = unwrap(await deps.exportData(requireUser(request)));
        const day = deps.now().toISOString().slice(0, 10);
        void reply.header(
          'content-disposition',
          `attachment; filename="print-portal-data-${day}.json"`,
        );
        return data;
      },
    );
    app.post(
      '/auth/user/delete',
      {
        onRequest: app.rateLimit({ max: DELETE_ATTEMPTS_PER_15_MIN, timeWindow: '15 minutes' }),
        schema: {
          tags,
          summary:
            'Delete the account with its password: sessions, addresses, carts and files never ordered go; orders stay 10 years',
          body: DeleteAccountRequestSchema,
          response: { 200: AuthAcceptedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = requireUser(request);
        unwrap(
          await deps.deleteAccount(
            userId,
            request.body.password,
            request.language,
            deps.removeOwnedData,
          ),
        );
        deps.cookie.clear(reply);
        return { ok: true as const };
      },
    );
  };
}
