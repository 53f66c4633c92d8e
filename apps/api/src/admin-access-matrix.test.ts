import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@print/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRoute, StaffAccess } from './modules/staff/index.js';
import { createStaffMember, customerCookies, signInStaff } from './test/staff-fixtures.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Issue 25: the role × route matrix of the desk, generated from the app's own route list (every
 * /api/admin route as registered, cross-checked against the OpenAPI document), so that a new
 * route is in it the day it is added. Each route is called as anonymous, a signed-in customer, a
 * staff member who has not enrolled TOTP yet, and an owner, office and production member: the
 * unknown route's 404 exactly where the route's staffAccess says so, never elsewhere.
 */
type Persona = 'anonymous' | 'customer' | 'enrolling' | StaffRole;
const PERSONAS: readonly Persona[] = [
  'anonymous',
  'customer',
  'enrolling',
  'owner',
  'office',
  'production',
];

let t: TestApp;
let routes: readonly AdminRoute[];
const cookiesOf = new Map<Persona, Record<string, string>>();

async function freshCookies(persona: Persona): Promise<Record<string, string>> {
  if (persona === 'anonymous') return {};
  if (persona === 'customer') return customerCookies(t.app);
  if (persona === 'enrolling') {
    return (await createStaffMember(t.app, { role: 'owner', enrolOnly: true })).enrolmentCookies;
  }
  return (await signInStaff(t.app, persona)).cookies;
}

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.services.staff.adminRoutes().filter((route) => route.method !== 'HEAD');
  for (const persona of PERSONAS) cookiesOf.set(persona, await freshCookies(persona));
});
afterAll(async () => {
  await t.close();
});

/** What the issue says each rule admits (written out here, not taken from the hook). */
function admits(access: StaffAccess, persona: Persona): boolean {
  if (access === 'public') return true;
  const isStaff = persona !== 'anonymous' && persona !== 'customer';
  if (access === 'enrolling') return isStaff;
  return isStaff && persona !== 'enrolling' && access.includes(persona);
}

/** A URL of the route with made-up parameters (a token where the route expects one). */
function concreteUrl(url: string): string {
  return url
    .split('/')
    .map((part) => {
      if (part === '*') return 'x';
      if (!part.startsWith(':')) return part;
      return /token/i.test(part) ? 'A'.repeat(43) : randomUUID();
    })
    .join('/');
}

const isUnknownRouteAnswer = (
  response: { statusCode: number; json: () => unknown },
  method: string,
  url: string,
) => {
  if (response.statusCode !== 404) return false;
  const body = response.json() as { error?: { code?: string; message?: string } };
  return (
    body.error?.code === 'ROUTE_NOT_FOUND' && body.error.message === `No route ${method} ${url}`
  );
};

describe('desk access matrix (role × route)', () => {
  it('has every /api/admin route of the OpenAPI document in the route list, each with a rule', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const listed = new Set(routes.map((route) => `${route.method} ${route.url}`));
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
    expect(documented.length).toBeGreaterThan(0);
    for (const route of documented) expect(listed, route).toContain(route);
    for (const route of routes) {
      const { access } = route;
      const valid =
        access === 'public' ||
        access === 'enrolling' ||
        (Array.isArray(access) && access.length > 0);
      expect(valid, `${route.method} ${route.url}`).toBe(true);
    }
    // The desk's own routes are among them (the list is not silently empty).
    expect(listed).toContain('POST /api/admin/auth/sign-in');
    expect(listed).toContain('GET /api/admin/audit');
    // HEAD routes Fastify adds for GET carry the GET's rule.
    for (const head of t.app.services.staff.adminRoutes().filter((r) => r.method === 'HEAD')) {
      const get = routes.find((r) => r.method === 'GET' && r.url === head.url);
      expect(get?.access, head.url).toEqual(head.access);
    }
  });

  it('answers 404 exactly where the rule says so', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      // Signing out ends the session: those routes get a fresh one per call.
      const endsSession = route.url.includes('/sign-out');
      for (const persona of PERSONAS) {
        const cookies = endsSession ? await freshCookies(persona) : (cookiesOf.get(persona) ?? {});
        const url = concreteUrl(route.url);
        const hasBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          cookies,
          ...(hasBody ? { payload: {} } : {}),
        });
        const denied = isUnknownRouteAnswer(response, route.method, url);
        const expectDenied = !admits(route.access, persona);
        if (denied !== expectDenied) {
          failures.push(
            `${route.method} ${route.url} as ${persona}: ${response.statusCode} ${response.body.slice(0, 120)} (expected ${expectDenied ? 'the unknown route’s 404' : 'access'})`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
