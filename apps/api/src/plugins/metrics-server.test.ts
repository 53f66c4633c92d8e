import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createProcessRegistry } from './metrics.js';
import { startMetricsServer } from './metrics-server.js';

const TOKEN = 'worker-metrics-token-0123456789';

describe("the worker's metrics listener (METRICS_PORT)", () => {
  it('serves the queue series with the token only, and nothing else', async () => {
    const registry = createProcessRegistry({
      queueStats: () =>
        Promise.resolve([{ queue: 'analysis', waiting: 3, active: 1, oldestDueAgeSeconds: 42 }]),
      poolUse: () => ({ total: 4, idle: 1, max: 10, waiting: 2 }),
    });
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN, registry });
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const scrape = (authorization?: string) =>
        fetch(`${origin}/metrics`, authorization ? { headers: { authorization } } : {});
      expect((await scrape()).status).toBe(401);
      expect((await scrape('Bearer not-the-token-0123456789')).status).toBe(401);
      expect((await fetch(`${origin}/api/health`)).status).toBe(404);
      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('pp_job_queue_waiting{queue="analysis"} 3');
      expect(text).toContain('pp_job_queue_oldest_due_age_seconds{queue="analysis"} 42');
      expect(text).toContain('pp_db_pool_connections{state="busy"} 3');
      expect(text).toContain('pp_db_pool_connections{state="waiting"} 2');
    } finally {
      server.close();
    }
  });
});
