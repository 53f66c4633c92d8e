import Fastify, { type FastifyContextConfig } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import fastifyCookie from '@fastify/cookie';
import type { StaffAuditLog } from './audit-log.js';
import type { AuditEntryInput } from './staff-access.js';
import { mayAccess, registerStaffHooks, staffCookieOf } from './staff-hooks.js';
import type { StaffService, StaffSessionView } from './staff.service.js';

function viewOf(role: 'owner' | 'office' | 'production', totpEnrolled: boolean): StaffSessionView {
  return {
    principal: { id: 's', email: 'e', name: 'n', role, sessionId: 'x', totpEnrolled },
    expiresAt: new Date(),
  };
}

describe('staff access rules', () => {
  it("lets 'public' through, 'enrolling' any staff session, a role list only a full sign-in of those roles", () => {
    expect(mayAccess('public', null)).toBe(true);
    expect(mayAccess('enrolling', null)).toBe(false);
    expect(mayAccess('enrolling', viewOf('production', false))).toBe(true);
    expect(mayAccess(['owner'], viewOf('owner', false))).toBe(false);
    expect(mayAccess(['owner'], viewOf('owner', true))).toBe(true);
    expect(mayAccess(['owner', 'office'], viewOf('office', true))).toBe(true);
    expect(mayAccess(['owner', 'office'], viewOf('production', true))).toBe(false);
    expect(mayAccess(undefined, viewOf('owner', true))).toBe(false);
    expect(mayAccess([], viewOf('owner', true))).toBe(false);
  });

  it('refuses to start with an /api/admin route without a rule, and with an empty role list', async () => {
    const configs: FastifyContextConfig[] = [{}, { staffAccess: [] }];
    for (const config of configs) {
      const app = Fastify();
      registerStaffHooks(app, {
        service: {} as StaffService,
        cookie: staffCookieOf('http://shop.test'),
        audit: {} as StaffAuditLog,
        db: {} as Db,
        apiPrefix: '/api',
        logError: () => undefined,
      });
      const boot = async () => {
        await app.register(
          // eslint-disable-next-line @typescript-eslint/require-await -- a plugin
          async (api) => {
            api.get('/shop', () => 'ok');
            api.get('/admin/forgotten', { config }, () => 'ok');
          },
          { prefix: '/api' },
        );
        await app.ready();
      };
      await expect(boot()).rejects.toThrow(
        /GET \/api\/admin\/forgotten: every \/api\/admin route needs config\.staffAccess/,
      );
      await app.close().catch(() => undefined);
    }
  });

  it('names the cookie __Host-pp_staff on https and pp_staff on http', () => {
    expect(staffCookieOf('https://print.example').name).toBe('__Host-pp_staff');
    expect(staffCookieOf('https://print.example').options.secure).toBe(true);
    expect(staffCookieOf('http://localhost:3000').name).toBe('pp_staff');
  });

  it("writes a generic 'request' entry for a changing admin request that recorded nothing, never its token", async () => {
    const entries: { staffId: string | null; entry: AuditEntryInput }[] = [];
    const audit = {
      record: (_db: unknown, request: { staff: { id: string } | null }, entry: AuditEntryInput) => {
        entries.push({ staffId: request.staff?.id ?? null, entry });
        return Promise.resolve();
      },
    } as unknown as StaffAuditLog;
    const token = 'a'.repeat(43);
    const app = Fastify();
    await app.register(fastifyCookie);
    registerStaffHooks(app, {
      service: {
        resolve: (t: string) => Promise.resolve(t === token ? viewOf('office', true) : null),
      } as unknown as StaffService,
      cookie: staffCookieOf('http://shop.test'),
      audit,
      db: {} as Db,
      apiPrefix: '/api',
      logError: () => undefined,
    });
    await app.register(
      // eslint-disable-next-line @typescript-eslint/require-await -- a plugin
      async (api) => {
        const config = { staffAccess: ['office'] as const };
        api.post('/admin/things/:id/links/:token', { config }, () => ({ ok: true }));
        api.post('/admin/fails', { config }, (_r, reply) => reply.status(409).send({}));
        api.get('/admin/things', { config }, () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    const cookies = { pp_staff: token };
    const url = '/api/admin/things/42/links/secret-value?code=123456';
    expect((await app.inject({ method: 'POST', url, cookies })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/fails', cookies })).statusCode,
    ).toBe(409);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/things', cookies })).statusCode,
    ).toBe(200);
    const anonymous = await app.inject({ method: 'POST', url });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({
      error: {
        code: 'ROUTE_NOT_FOUND',
        message: 'No route POST /api/admin/things/42/links/secret-value',
      },
    });
    expect(entries).toEqual([
      {
        staffId: 's',
        entry: {
          action: 'request',
          entityType: 'route',
          entityId: 'POST /api/admin/things/:id/links/:token',
          after: {
            method: 'POST',
            route: '/api/admin/things/:id/links/:token',
            params: { id: '42' },
            status: 200,
          },
        },
      },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/secret-value|123456/);
    await app.close();
  });
});
