import type { FastifyInstance } from 'fastify';

/** http://host:port the server listens on (0.0.0.0 → 127.0.0.1); only valid once it listens. */
export function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The server does not listen yet: set PUBLIC_URL or call after listen');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host;
  return `http://${reachable}:${address.port}`;
}
