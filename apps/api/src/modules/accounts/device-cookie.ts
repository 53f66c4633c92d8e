import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TRUST_MS } from '@print/domain';

/** 32 random bytes in base64url, like the auth token. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The device cookie (OWASP "Slow down online guessing with device cookies"): set at a successful
 * sign-in, it marks the browser as one the account signed in from, so that the account's failed
 * sign-ins from elsewhere do not keep it out. HttpOnly, SameSite=Lax, 180 days; on https
 * `__Host-pp_device` with Secure. The value is a random token whose SHA-256 is stored with the
 * account (trusted_devices): unforgeable without a signing key, and revocable.
 */
export function deviceCookieOf(publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  const name = secure ? '__Host-pp_device' : 'pp_device';
  const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
  return {
    name,
    read: (request: FastifyRequest): string | null => {
      const value = request.cookies[name];
      return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
    },
    set: (reply: FastifyReply, token: string) =>
      reply.setCookie(name, token, { ...options, maxAge: DEVICE_TRUST_MS / 1000 }),
  };
}
export type DeviceCookie = ReturnType<typeof deviceCookieOf>;
