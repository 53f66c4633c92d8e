import type { FastifyRequest } from 'fastify';

/**
 * The URL as the log may keep it: the path and the names of the query parameters, never their
 * values (an e-mail, a voucher code or a link token of an old link would stay in the log).
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => `${part.split('=')[0] ?? ''}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** pino's `req` of each request line: Fastify's fields, the query values left out. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
