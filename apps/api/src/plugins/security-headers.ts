import type { FastifyInstance } from 'fastify';

/**
 * What the built web app needs from the Content-Security-Policy beyond 'self' (read from its
 * build by web-app-csp.ts): the hashes of the few inline scripts and styles its HTML carries and
 * the analytics tag's origin.
 */
export interface WebCspSources {
  /** `sha256-…` (base64) of every inline script of the served pages. */
  readonly scriptHashes: readonly string[];
  /** `sha256-…` of every inline `<style>` element of the served pages. */
  readonly styleHashes: readonly string[];
  /** The origin of VITE_TAG_MANAGER_URL the build names (`https://www.googletagmanager.com`), or null. */
  readonly tagManagerOrigin: string | null;
}

export const NO_WEB_CSP_SOURCES: WebCspSources = {
  scriptHashes: [],
  styleHashes: [],
  tagManagerOrigin: null,
};

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: https → Strict-Transport-Security. */
  readonly publicUrl: string | undefined;
  /** Where browsers post CSP violation reports (`/api/csp-report`). */
  readonly reportPath: string;
  readonly web: WebCspSources;
  /** The Swagger UI (its own, looser style policy). */
  readonly docsPrefix: string;
  /** The PayPal simulator's pages (no script at all; an inline <style> element). */
  readonly simulatorPrefix: string;
}

/** The name of the reporting endpoint in `Reporting-Endpoints` and `report-to`. */
const REPORT_GROUP = 'csp';

/**
 * Browser features the shop does not use, switched off for itself and any frame; the clipboard
 * (copying the welcome voucher) is the shop's own only.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
].join(', ');

function policy(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);

/** Where violations go: `report-uri` always; `report-to` (the Reporting API) on https only. */
export interface CspReporting {
  readonly reportPath: string;
  /**
   * Chromium delivers Reporting API reports to https endpoints only, and ignores `report-uri`
   * once `report-to` is there: on http, `report-to` would silence every report.
   */
  readonly useReportTo: boolean;
}

/** Shared by every policy: nothing frames the shop, no plugins, no <base>, forms post home. */
function baseDirectives(reporting: CspReporting) {
  return {
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [reporting.reportPath],
    ...(reporting.useReportTo ? { 'report-to': [REPORT_GROUP] } : {}),
  };
}

/**
 * The web app's policy (every response but /docs and the simulator's pages). Scripts: its own
 * files, the inline scripts of its HTML by hash, the analytics tag's origin when the build names
 * one — never 'unsafe-inline' or 'unsafe-eval'. Workers: its own files (the model worker is a
 * module under /assets). Styles: its own files and the inline <style> elements by hash; style
 * *attributes* are allowed ('unsafe-inline' in style-src-attr only): the pre-rendered HTML carries
 * React's `style` props (colour swatches, progress widths, gallery columns).
 */
export function appPolicy(web: WebCspSources, reporting: CspReporting): string {
  const tag = web.tagManagerOrigin === null ? [] : [web.tagManagerOrigin];
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...quoted(web.scriptHashes), ...tag],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...quoted(web.styleHashes)],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", ...tag],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...tag],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    ...baseDirectives(reporting),
  });
}

/**
 * /docs (Swagger UI): its scripts are files of its own (no inline script); it styles with inline
 * style elements and attributes and shows data: images.
 */
export function docsPolicy(reporting: CspReporting): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    ...baseDirectives(reporting),
  });
}

/** The PayPal simulator's pages: plain forms, no script, one inline <style> element. */
export function simulatorPolicy(reporting: CspReporting): string {
  return policy({
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'"],
    ...baseDirectives(reporting),
  });
}

/** The headers every response carries besides its Content-Security-Policy. */
export function commonSecurityHeaders(
  publicUrl: string | undefined,
  reportPath: string,
): Record<string, string> {
  const isHttps = isHttpsUrl(publicUrl);
  return {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    // Only where the shop is reached over TLS: on http the headers are ignored, and a shop whose
    // PUBLIC_URL is http must not pin a browser to https it does not serve.
    ...(isHttps
      ? {
          'strict-transport-security': 'max-age=31536000; includeSubDomains',
          'reporting-endpoints': `${REPORT_GROUP}="${publicUrl}${reportPath}"`,
        }
      : {}),
  };
}

function isHttpsUrl(publicUrl: string | undefined): publicUrl is string {
  return publicUrl?.startsWith('https://') === true;
}

function isUnder(url: string, prefix: string): boolean {
  if (!url.startsWith(prefix)) return false;
  const next = url.charAt(prefix.length);
  return next === '' || next === '/' || next === '?';
}

/**
 * Sets the browser security headers on every response (API JSON, pages, static files, errors,
 * 404s): added before any other plugin, so every route and plugin inherits the hook.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const common = Object.entries(commonSecurityHeaders(options.publicUrl, options.reportPath));
  const reporting = {
    reportPath: options.reportPath,
    useReportTo: isHttpsUrl(options.publicUrl),
  };
  const webApp = appPolicy(options.web, reporting);
  const docs = docsPolicy(reporting);
  const simulator = simulatorPolicy(reporting);
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of common) void reply.header(name, value);
    const url = request.url;
    const csp = isUnder(url, options.docsPrefix)
      ? docs
      : isUnder(url, options.simulatorPrefix)
        ? simulator
        : webApp;
    void reply.header('content-security-policy', csp);
    done(null, payload);
  });
}
