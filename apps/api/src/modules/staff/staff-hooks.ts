import { STAFF_SESSION_ABSOLUTE_MS } from '@print/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { tokenCookieOf } from '../../plugins/auth.js';
import { hasAuditEntry, type StaffAuditLog } from './audit-log.js';
import type { StaffAccess } from './staff-access.js';
import type { StaffService, StaffSessionView } from './staff.service.js';

/** The desk's own cookie: `__Host-pp_staff` on https, `pp_staff` on plain-http localhost. */
export function staffCookieOf(publicUrl: string) {
  const cookie = tokenCookieOf(publicUrl, 'pp_staff', STAFF_SESSION_ABSOLUTE_MS);
  return {
    ...cookie,
    clear: (reply: FastifyReply) => void reply.clearCookie(cookie.name, cookie.options),
  };
}
export type StaffCookie = ReturnType<typeof staffCookieOf>;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Path parameters never written to the audit log (one-time link tokens). */
const SECRET_PARAM = /token|code|secret|password/i;

/** The session view of the request (set by the hook for /api/admin routes). */
const sessions = new WeakMap<FastifyRequest, StaffSessionView>();
export function staffSessionOf(request: FastifyRequest): StaffSessionView | null {
  return sessions.get(request) ?? null;
}

export function isAdminUrl(url: string | undefined, apiPrefix: string): boolean {
  if (url === undefined) return false;
  const admin = `${apiPrefix}/admin`;
  return url === admin || url.startsWith(`${admin}/`);
}

/** Whether a request with this staff session may call a route with this access rule. */
export function mayAccess(access: StaffAccess | undefined, view: StaffSessionView | null): boolean {
  if (access === 'public') return true;
  if (view === null) return false;
  if (access === 'enrolling') return true;
  if (!Array.isArray(access)) return false;
  const { principal } = view;
  return principal.totpEnrolled && (access as readonly string[]).includes(principal.role);
}

/** The answer of a route that does not exist, word for word: the desk is not there for others. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send({
    error: {
      code: 'ROUTE_NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    },
  });
}

export interface StaffHookDeps {
  readonly service: StaffService;
  readonly cookie: StaffCookie;
  readonly audit: StaffAuditLog;
  readonly db: Db;
  readonly apiPrefix: string;
  readonly logError: (error: unknown, message: string) => void;
}

/**
 * The desk's access rules for every /api/admin route (issue 25): the staff cookie resolved into
 * `request.staff`, the route's `config.staffAccess` enforced before the body is even parsed
 * (everyone not allowed gets the unknown route's 404), a route without a rule refused at start-up,
 * and a generic audit entry for a changing request that recorded nothing itself. Cross-site
 * requests are refused by the origin check every route has (plugins/auth.ts registerOriginCheck,
 * registered by the accounts module for the whole app).
 */
export function registerStaffHooks(app: FastifyInstance, deps: StaffHookDeps): void {
  const { service, cookie, audit, db, apiPrefix } = deps;
  app.decorateRequest('staff', null);

  app.addHook('onRoute', (route) => {
    if (!isAdminUrl(route.url, apiPrefix)) return;
    const access = route.config?.staffAccess;
    const valid =
      access === 'public' || access === 'enrolling' || (Array.isArray(access) && access.length > 0);
    if (!valid) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `${methods} ${route.url}: every /api/admin route needs config.staffAccess ('public', 'enrolling' or a list of roles)`,
      );
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!isAdminUrl(route, apiPrefix)) return;
    const token = cookie.read(request);
    const view = token === null ? null : await service.resolve(token);
    if (view !== null) {
      request.staff = view.principal;
      sessions.set(request, view);
    }
    if (!mayAccess(request.routeOptions.config.staffAccess, view)) {
      return sendNotFound(request, reply);
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    if (
      request.staff === null ||
      !UNSAFE_METHODS.has(request.method) ||
      reply.statusCode >= 400 ||
      hasAuditEntry(request) ||
      !isAdminUrl(request.routeOptions.url, apiPrefix)
    ) {
      return;
    }
    const params = Object.fromEntries(
      Object.entries((request.params ?? {}) as Record<string, unknown>).filter(
        ([key]) => !SECRET_PARAM.test(key),
      ),
    );
    try {
      await audit.record(db, request, {
        action: 'request',
        entityType: 'route',
        entityId: `${request.method} ${request.routeOptions.url ?? ''}`,
        after: {
          method: request.method,
          route: request.routeOptions.url,
          params,
          status: reply.statusCode,
        },
      });
    } catch (error) {
      deps.logError(error, 'audit entry of a staff request failed');
    }
  });
}
