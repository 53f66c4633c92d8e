import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_COOKIE,
  registerConfirmed,
  signIn,
  TEST_PASSWORD,
  waitForLinkCode,
} from '../../test/account-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const lines: string[] = [];
let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    worker: true,
    mail: { smtpUrl: sink.url },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('nothing secret in logs (ASVS 7.1)', () => {
  it('writes no password, session token, link code or cookie while accounts are used', async () => {
    await registerConfirmed(t.app, sink, 'log-user', 'log@example.ch');
    const { res: signedIn, token, cookies } = await signIn(t.app, 'log-user');
    const device =
      signedIn.cookies.find((c) => c.name === 'pp_device')?.value ?? 'no device cookie';
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await signIn(t.app, 'log-user', 'Falsches-Passwort-1');
    for (const password of ['Falsches-Passwort-4', TEST_PASSWORD]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/email',
        cookies,
        payload: { email: 'log.new@example.ch', password },
      });
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      cookies,
      headers: { authorization: 'Bearer very-secret-value' },
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'Geheimes-Passwort-2' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'log@example.ch' },
    });
    const resetCode = await waitForLinkCode(sink, 'log@example.ch', '/reset-password');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/callback',
      payload: { uuid: resetCode, password: 'Drittes-Passwort-3' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/auth/signin'); // the log is really written
    for (const secret of [
      TEST_PASSWORD,
      'Falsches-Passwort-1',
      'Falsches-Passwort-4',
      'Geheimes-Passwort-2',
      device,
      'log.new@example.ch',
      'Drittes-Passwort-3',
      token,
      resetCode,
      'very-secret-value',
      AUTH_COOKIE + '=',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
