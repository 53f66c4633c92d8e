import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous session (cookie pp_sid), null until one is issued. */
    sessionId: string | null;
  }
}

export const SESSION_COOKIE = 'pp_sid';
/** 128 random bits in base64url: unguessable, so the id itself needs no signature. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

export function generateSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** Reads pp_sid on every request; a malformed value counts as no session. */
export async function registerSession(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.cookies[SESSION_COOKIE];
    request.sessionId = raw !== undefined && SESSION_ID_PATTERN.test(raw) ? raw : null;
    done();
  });
}

/** The caller's session, issuing the cookie on first need (upload, demo). */
export function ensureSession(request: FastifyRequest, reply: FastifyReply): string {
  if (request.sessionId) return request.sessionId;
  const id = generateSessionId();
  request.sessionId = id;
  void reply.setCookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: SESSION_MAX_AGE_S,
  });
  return id;
}
