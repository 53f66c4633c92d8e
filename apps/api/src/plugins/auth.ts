import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_MS } from '@print/domain';
import { ApiError } from './api-error.js';
import { SESSION_COOKIE, userPrincipal } from './session.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session's public id (not its token), null when anonymous. */
    authSessionId: string | null;
  }
}

/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cookie carrying a random 32-byte token (the auth and the device cookie). On https
 * (PUBLIC_URL) it is `__Host-<name>` with Secure: the browser then refuses it from any subdomain or
 * over http. Plain-http localhost cannot use either, so there it is `<name>` without Secure.
 * HttpOnly, SameSite=Lax.
 */
export function tokenCookieOf(publicUrl: string, baseName: string, maxAgeMs: number) {
  const secure = publicUrl.startsWith('https://');
  const name = secure ? `__Host-${baseName}` : baseName;
  const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
  return {
    name,
    options,
    read: (request: FastifyRequest): string | null => {
      const value = request.cookies[name];
      return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
    },
    set: (reply: FastifyReply, token: string) =>
      reply.setCookie(name, token, { ...options, maxAge: maxAgeMs / 1000 }),
  };
}

/** The auth cookie (`__Host-pp_auth` on https), alive as long as a session can be. */
export function authCookieOf(publicUrl: string) {
  const cookie = tokenCookieOf(publicUrl, 'pp_auth', SESSION_ABSOLUTE_MS);
  return {
    ...cookie,
    /** Also drops the anonymous session: after logout the browser starts afresh. */
    clear: (reply: FastifyReply) => {
      void reply.clearCookie(cookie.name, cookie.options);
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  };
}
export type AuthCookie = ReturnType<typeof authCookieOf>;

export interface SessionResolver {
  resolve(token: string): Promise<{ readonly id: string; readonly userId: string } | null>;
}

/**
 * Runs after the session plugin's hook: a valid auth cookie makes the request the account's
 * (`userId`, `principalId = user:<id>`); an invalid or dead one is ignored (anonymous).
 */
export function registerAuth(app: FastifyInstance, cookie: AuthCookie, sessions: SessionResolver) {
  app.decorateRequest('authSessionId', null);
  app.addHook('onRequest', async (request) => {
    const token = cookie.read(request);
    if (!token) return;
    const session = await sessions.resolve(token);
    if (!session) return;
    request.userId = session.userId;
    request.authSessionId = session.id;
    request.principalId = userPrincipal(session.userId);
  });
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard (OWASP ASVS 4.2.2 / 3.5.3): a state-changing request that carries
 * cookies must come from our own origin. Browsers say so with Sec-Fetch-Site (same-origin or
 * none = typed by the user) or, older ones, with Origin; a client sending neither (curl, a
 * server) is not a browser a foreign page could drive, so it passes.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = originOf(publicUrl);
  app.addHook('onRequest', (request, _reply, done) => {
    done(isCrossSite(request, allowed) ? forbidden() : undefined);
  });
}

function isCrossSite(request: FastifyRequest, allowed: string | null): boolean {
  if (!UNSAFE_METHODS.has(request.method) || !request.headers.cookie) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const own = originOf(`${request.protocol}://${request.headers.host ?? ''}`);
  return origin !== allowed && origin !== own;
}

function forbidden(): ApiError<'CROSS_SITE_REQUEST'> {
  return new ApiError(403, 'CROSS_SITE_REQUEST', 'Cross-site requests are refused');
}
