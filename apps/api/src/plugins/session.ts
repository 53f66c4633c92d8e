import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous session (cookie pp_sid), null until one is issued. */
    sessionId: string | null;
    /**
     * The signed-in account, null when anonymous. Set by the accounts module's auth hook (which
     * runs after this plugin's hook); nothing else writes it.
     */
    userId: string | null;
    /**
     * The owner key of every customer resource (files, carts, orders): `user:<id>` when signed
     * in, else the anonymous session id; null without either. Services compare owners with it.
     */
    principalId: string | null;
    /** A session id minted for this request (recorded by the sessions module before it answers). */
    issuedSessionId: string | null;
  }
  interface FastifyInstance {
    /** pp_sid carries Secure: PUBLIC_URL is https (or the request came over https). */
    sessionCookieSecure: boolean;
  }
}

export const SESSION_COOKIE = 'pp_sid';
/**
 * 128 random bits in base64url: unguessable. Only ids this server minted count (the sessions
 * module keeps the issued ones and drops any other id a client sends: issue 23 item 9).
 */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

export function generateSessionId(): string {
  return randomBytes(16).toString('base64url');
}

export interface SessionOptions {
  /** PUBLIC_URL is https: the cookie is Secure even when a proxy speaks http to the server. */
  readonly isSecure?: boolean;
}

/**
 * Reads pp_sid on every request; a malformed value counts as no session (an unknown well-formed
 * one is dropped by the sessions module's hook, which runs next).
 */
export async function registerSession(
  app: FastifyInstance,
  options: SessionOptions = {},
): Promise<void> {
  await app.register(fastifyCookie);
  app.decorate('sessionCookieSecure', options.isSecure === true);
  app.decorateRequest('issuedSessionId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('userId', null);
  app.decorateRequest('principalId', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.cookies[SESSION_COOKIE];
    request.sessionId = raw !== undefined && SESSION_ID_PATTERN.test(raw) ? raw : null;
    request.principalId = request.sessionId;
    done();
  });
}

/** The owner key of a signed-in account (see `principalId`). */
export function userPrincipal(userId: string): string {
  return `user:${userId}`;
}

/**
 * The caller's owner key for a new resource: the account when signed in, else the anonymous
 * session, issuing its cookie on first need (upload, demo, cart creation).
 */
export function ensurePrincipal(request: FastifyRequest, reply: FastifyReply): string {
  if (request.principalId) return request.principalId;
  const id = ensureSession(request, reply);
  request.principalId = id;
  return id;
}

/** The caller's anonymous session, issuing the cookie on first need. */
export function ensureSession(request: FastifyRequest, reply: FastifyReply): string {
  if (request.sessionId) return request.sessionId;
  const id = generateSessionId();
  request.sessionId = id;
  request.issuedSessionId = id;
  void reply.setCookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.server.sessionCookieSecure || request.protocol === 'https',
    maxAge: SESSION_MAX_AGE_S,
  });
  return id;
}
