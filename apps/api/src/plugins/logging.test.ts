import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { registerErrorHandler } from './errors.js';
import { loggerOptions, registerRequestId, requestIdOptions } from './logging.js';
import { registerHealthRoutes, type ReadinessChecks } from './readiness.js';

/** The app's logger, request-id and error handling on a bare Fastify (no database, no modules). */
function buildBare(lines: string[], checks?: ReadinessChecks) {
  const app = Fastify({
    logger: loggerOptions('info', { write: (line) => lines.push(line) }),
    ...requestIdOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestId(app);
  registerErrorHandler(app);
  app.get('/fails', () => {
    throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order');
  });
  app.get('/crashes', () => {
    throw new Error('SMTP 550 <kunde@example.ch> rejected');
  });
  if (checks)
    void app.register(
      (api, _options, done) => {
        registerHealthRoutes(api, checks);
        done();
      },
      { prefix: '/api' },
    );
  return app;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids (issue 27 item 4)', () => {
  it('accepts a well-formed X-Request-Id, echoes it in the header, the error body and every log line', async () => {
    const lines: string[] = [];
    const app = buildBare(lines);
    const res = await app.inject({ url: '/fails', headers: { 'x-request-id': 'proxy-7f3a:01' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('proxy-7f3a:01');
    expect(res.json()).toEqual({
      error: { code: 'ORDER_NOT_FOUND', message: 'No such order', requestId: 'proxy-7f3a:01' },
    });
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(logged.length).toBeGreaterThanOrEqual(3);
    expect(logged.every((line) => line.reqId === 'proxy-7f3a:01')).toBe(true);
    await app.close();
  });

  it('replaces a malformed or missing id with a new one', async () => {
    const app = buildBare([]);
    for (const header of ['short', 'a'.repeat(129), 'id with spaces', '<script>x</script>']) {
      const res = await app.inject({ url: '/fails', headers: { 'x-request-id': header } });
      expect(res.headers['x-request-id'], header).toMatch(UUID);
      expect(res.json<{ error: { requestId: string } }>().error.requestId).toBe(
        res.headers['x-request-id'],
      );
    }
    const missing = await app.inject({ url: '/fails' });
    expect(missing.headers['x-request-id']).toMatch(UUID);
    await app.close();
  });
});

describe('log redaction', () => {
  it('writes no cookie, credential or customer e-mail address, in fields, messages or errors', async () => {
    const lines: string[] = [];
    const app = buildBare(lines);
    app.log.info(
      {
        upstream: { headers: { cookie: 'pp_session=s3cr3t', authorization: 'Bearer t0ken' } },
        email: 'kunde@example.ch',
        mail: { to: 'kunde@example.ch', subject: 'Order 2026-000001' },
      },
      'order mail to kunde@example.ch queued',
    );
    const crashed = await app.inject({ url: '/crashes' });
    expect(crashed.statusCode).toBe(500);
    const text = lines.join('');
    for (const secret of ['s3cr3t', 't0ken', 'kunde@example.ch'])
      expect(text).not.toContain(secret);
    const [first] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({
      msg: 'order mail to [email] queued',
      email: '[redacted]',
      mail: { to: '[redacted]', subject: 'Order 2026-000001' },
      upstream: { headers: { cookie: '[redacted]', authorization: '[redacted]' } },
    });
    expect(text).toContain('SMTP 550 <[email]> rejected');
    await app.close();
  });
});

describe('/api/ready', () => {
  it('answers 200 when database and queue answer, 503 NOT_READY naming what does not', async () => {
    let isDatabaseUp = true;
    const checks: ReadinessChecks = {
      database: () =>
        isDatabaseUp ? Promise.resolve() : Promise.reject(new Error('ECONNREFUSED')),
      queue: () => Promise.resolve(),
    };
    const app = buildBare([], checks);
    expect((await app.inject({ url: '/api/ready' })).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', queue: 'ok' },
    });
    isDatabaseUp = false;
    const down = await app.inject({ url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      error: { code: 'NOT_READY', details: { database: 'unreachable', queue: 'ok' } },
    });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });
});
