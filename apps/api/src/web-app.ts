import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The page routes of the web app, written by its build as `page-routes.json`:
 * `{ "languagePrefixes": ["", "/en", "/fr"], "paths": ["/", "/cart", "/order-details/:orderId"] }`.
 * A `:name` segment matches any one segment. Paths outside the list get the app shell (which
 * renders the error page) with HTTP status 404.
 */
export interface PageRoutes {
  readonly languagePrefixes: readonly string[];
  readonly paths: readonly string[];
}

export const PAGE_ROUTES_FILE = 'page-routes.json';

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** A matcher for request paths (query strings ignored, trailing slashes allowed). */
export function createPageMatcher(routes: PageRoutes): (url: string) => boolean {
  const patterns = routes.languagePrefixes.flatMap((prefix) =>
    routes.paths.map((path) => splitPath(`${prefix}/${path}`)),
  );
  return (url) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.split('?')[0] ?? '/');
    } catch {
      return false;
    }
    const segments = splitPath(pathname);
    return patterns.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
    );
  };
}

function loadPageMatcher(webDistDir: string): ((url: string) => boolean) | null {
  const file = join(webDistDir, PAGE_ROUTES_FILE);
  if (!existsSync(file)) return null;
  return createPageMatcher(JSON.parse(readFileSync(file, 'utf8')) as PageRoutes);
}

/**
 * Serves the built web app: pre-compressed files, hashed assets cached for a year, HTML always
 * revalidated; the app shell for page routes (404 status for unknown pages); JSON 404 under the API.
 */
export function registerWebApp(app: FastifyInstance, webDistDir: string, apiPrefix: string): void {
  const hasWebApp = existsSync(join(webDistDir, 'index.html'));
  const isPage = hasWebApp ? loadPageMatcher(webDistDir) : null;
  if (hasWebApp) {
    void app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      // The web build writes .br and .gz beside every text asset; send those when accepted.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${sep}assets${sep}`);
        res.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    if (!isApi && hasWebApp && request.method === 'GET') {
      // Without a route list (an older build) every path is the app's to judge.
      const status = isPage === null || isPage(request.url) ? 200 : 404;
      return reply.status(status).sendFile('index.html');
    }
    return reply.status(404).send({
      error: {
        code: 'ROUTE_NOT_FOUND',
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
      },
    });
  });
}
