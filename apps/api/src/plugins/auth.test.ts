import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { authCookieOf } from './auth.js';

async function cookieSetBy(publicUrl: string) {
  const app = Fastify();
  await app.register(fastifyCookie);
  const cookie = authCookieOf(publicUrl);
  app.get('/', (_request, reply) => cookie.set(reply, 'A'.repeat(43)).send({}));
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res.cookies[0];
}

describe('the auth cookie', () => {
  it('is __Host-pp_auth, Secure, HttpOnly, SameSite=Lax, path / on https', async () => {
    expect(await cookieSetBy('https://shop.example.ch')).toMatchObject({
      name: '__Host-pp_auth',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 12 * 60 * 60,
    });
  });

  it('is pp_auth without Secure on plain-http localhost, still HttpOnly and SameSite=Lax', async () => {
    const cookie = await cookieSetBy('http://localhost:3000');
    expect(cookie).toMatchObject({ name: 'pp_auth', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeUndefined();
  });
});
