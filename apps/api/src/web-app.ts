import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ContentSite, PageHead } from './modules/content/index.js';

/**
 * The page routes of the web app, written by its build as `page-routes.json`:
 * `{ "languagePrefixes": ["", "/en", "/fr"], "paths": ["/", "/cart", "/order-details/:orderId"] }`.
 * A `:name` segment matches any one segment. Paths outside the list get the app shell (which
 * renders the error page) with HTTP status 404.
 */
export interface PageRoutes {
  readonly languagePrefixes: readonly string[];
  readonly paths: readonly string[];
  /**
   * Paths without a language prefix (the staff desk, `/admin/*`); a last segment `*` matches any
   * rest, also none.
   */
  readonly rootPaths?: readonly string[];
}

export const PAGE_ROUTES_FILE = 'page-routes.json';
/** Content pages pre-rendered by the web build: `_pages/<site path>.html` (`_pages/en/agb.html`). */
export const PRERENDERED_PAGES_DIR = '_pages';

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** A matcher for request paths (query strings ignored, trailing slashes allowed). */
export function createPageMatcher(routes: PageRoutes): (url: string) => boolean {
  const patterns = [
    ...routes.languagePrefixes.flatMap((prefix) =>
      routes.paths.map((path) => splitPath(`${prefix}/${path}`)),
    ),
    ...(routes.rootPaths ?? []).map(splitPath),
  ];
  return (url) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.split('?')[0] ?? '/');
    } catch {
      return false;
    }
    const segments = splitPath(pathname);
    return patterns.some((pattern) => {
      const isOpen = pattern.at(-1) === '*';
      const fixed = isOpen ? pattern.slice(0, -1) : pattern;
      const fits = isOpen ? segments.length >= fixed.length : segments.length === fixed.length;
      return fits && fixed.every((part, i) => part.startsWith(':') || part === segments[i]);
    });
  };
}

function loadPageMatcher(webDistDir: string): ((url: string) => boolean) | null {
  const file = join(webDistDir, PAGE_ROUTES_FILE);
  if (!existsSync(file)) return null;
  return createPageMatcher(JSON.parse(readFileSync(file, 'utf8')) as PageRoutes);
}

/** The app shell with a content page's language, title and head tags written in. */
export function injectPageHead(template: string, head: PageHead): string {
  const escapedTitle = head.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${head.language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/<\/head>/, () => `  ${head.tags.join('\n    ')}\n  </head>`);
}

/**
 * Serves the built web app: pre-compressed files, hashed assets cached for a year, HTML always
 * revalidated; the app shell for page routes (404 status for unknown pages); JSON 404 under the API.
 */
export function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  apiPrefix: string,
  site?: ContentSite,
): void {
  const hasWebApp = existsSync(join(webDistDir, 'index.html'));
  const isPage = hasWebApp ? loadPageMatcher(webDistDir) : null;
  const template = hasWebApp ? readFileSync(join(webDistDir, 'index.html'), 'utf8') : '';
  // The pre-rendered HTML of a content page, else the app shell (then the browser renders it).
  const shells = new Map<string, string>();
  const shellFor = (path: string): string => {
    let shell = shells.get(path);
    if (shell === undefined) {
      const file = join(webDistDir, PRERENDERED_PAGES_DIR, `${path}.html`);
      shell = existsSync(file) ? readFileSync(file, 'utf8') : template;
      shells.set(path, shell);
    }
    return shell;
  };
  if (site) {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').send(await site.sitemap()),
    );
    app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(site.robots()),
    );
  }
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
      // A content page: the shell with its title, description, canonical and hreflang links.
      const head = site ? await site.headFor(request.url) : null;
      if (head) {
        return reply
          .status(200)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(injectPageHead(shellFor(head.path), head));
      }
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
