import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const TOKEN = 'metrics-token-0123456789abcdef';
let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ operations: { metricsToken: TOKEN } });
});
afterAll(() => shop.close());

describe('/metrics (issue 27 item 4)', () => {
  it('refuses a scrape without the bearer token, naming the request in the error', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', TOKEN]) {
      const res = await shop.app.inject({
        url: '/metrics',
        headers: { ...(authorization ? { authorization } : {}), 'x-request-id': 'scrape-0001' },
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({
        error: {
          code: 'METRICS_TOKEN_REQUIRED',
          message: expect.any(String),
          requestId: 'scrape-0001',
        },
      });
      expect(res.body).not.toContain('pp_');
    }
  });

  it('exposes HTTP durations by route and status, queues, the pool and the shop events', async () => {
    expect((await shop.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // A mail waiting with no worker in this process: the queue's depth and age are read from the database.
    await shop.app.runtime.jobs.send('mail', { probe: true });
    const res = await shop.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 1',
    );
    expect(text).toContain('pp_job_queue_waiting{queue="mail"} 1');
    expect(text).toMatch(/pp_job_queue_oldest_due_age_seconds\{queue="mail"\} \d/);
    if (shop.app.database.driver === 'node-postgres')
      expect(text).toContain('pp_db_pool_connections{state="max"} 10');
    for (const series of [
      'pp_analysis_duration_seconds',
      'pp_orders_placed_total',
      'pp_mails_sent_total',
      'pp_mails_failed_total',
      'pp_pdf_render_duration_seconds',
      'pp_process_cpu_seconds_total',
    ])
      expect(text).toContain(`# TYPE ${series} `);
  });
});
