import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import { isApiError } from './api-error.js';
import { checkMetricsToken, readMetrics } from './metrics.js';

/**
 * `/metrics` of a process that serves no HTTP (the `worker` role): a bare listener on
 * METRICS_PORT with the same bearer token as the http role's route; anything else is 404.
 */
export async function startMetricsServer(options: {
  readonly port: number;
  readonly host: string;
  readonly token: string | undefined;
  readonly registry: Registry;
}): Promise<Server> {
  const server = createServer((request, response) => {
    const answer = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method !== 'GET' || request.url !== '/metrics') {
      answer(404, 'text/plain', 'not found\n');
      return;
    }
    try {
      checkMetricsToken(request.headers.authorization, options.token);
    } catch (error) {
      answer(isApiError(error) ? error.statusCode : 500, 'text/plain', 'refused\n');
      return;
    }
    readMetrics(options.registry).then(
      (text) => answer(200, options.registry.contentType, text),
      () => answer(500, 'text/plain', 'metrics could not be read\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
