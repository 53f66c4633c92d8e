// The container's health check (Dockerfile HEALTHCHECK, compose.yaml). Plain Node: the runtime
// image has no curl.
//   node scripts/container-health.mjs          http roles: GET /api/ready (database and queue)
//   node scripts/container-health.mjs worker   worker role: GET /metrics on METRICS_PORT with
//                                              METRICS_TOKEN (its collectors read the queue and
//                                              the pool, so a 200 means both answered)
const isWorker = process.argv[2] === 'worker';
const port = isWorker ? process.env.METRICS_PORT : process.env.PORT || '3000';
if (!port) {
  console.error('the worker health check needs METRICS_PORT and METRICS_TOKEN');
  process.exit(1);
}
const url = `http://127.0.0.1:${port}${isWorker ? '/metrics' : '/api/ready'}`;
const headers = isWorker ? { authorization: `Bearer ${process.env.METRICS_TOKEN ?? ''}` } : {};
try {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(4000) });
  if (!response.ok) {
    console.error(`${url} answered ${response.status}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
