import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A report is a few hundred bytes; a browser's batch of them stays far below this. */
const REPORT_BODY_LIMIT_BYTES = 16 * 1024;
/** Per client: a page with a broken policy reports once per blocked load, not more. */
const REPORT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** `report-uri` (application/csp-report): `{ "csp-report": { … } }`. */
const LegacyReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': z.string().max(2048).optional(),
    'effective-directive': z.string().max(200).optional(),
    'violated-directive': z.string().max(200).optional(),
    'blocked-uri': z.string().max(2048).optional(),
    disposition: z.string().max(20).optional(),
  }),
});

/** `report-to` (application/reports+json, the Reporting API): a batch of reports. */
const ReportingApiSchema = z
  .array(
    z.object({
      type: z.string().max(100),
      body: z
        .object({
          documentURL: z.string().max(2048).optional(),
          effectiveDirective: z.string().max(200).optional(),
          blockedURL: z.string().max(2048).optional(),
          disposition: z.string().max(20).optional(),
        })
        .optional(),
    }),
  )
  .max(20);

const CspReportBodySchema = z.union([LegacyReportSchema, ReportingApiSchema]);

export interface CspViolation {
  readonly directive: string;
  readonly blocked: string;
  readonly page: string;
  readonly disposition: string;
}

/** `script-src-elem`; anything else (a made-up value) becomes `unknown`. */
function directiveOf(value: string | undefined): string {
  const name = value?.trim().split(/\s+/)[0] ?? '';
  return /^[a-z-]{1,40}$/.test(name) ? name : 'unknown';
}

/**
 * What was blocked, without anything a URL may carry about a customer: the keyword (`inline`,
 * `eval`), the scheme of data:/blob: URLs, the origin of others — never a path or query.
 */
function blockedOf(value: string | undefined): string {
  const text = value ?? '';
  if (/^[a-z-]{1,30}$/.test(text)) return text;
  const scheme = /^([a-z][a-z0-9+.-]{0,20}):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https' || scheme === 'ws' || scheme === 'wss') {
    try {
      return new URL(text).origin;
    } catch {
      return 'invalid-url';
    }
  }
  return scheme ?? (text === '' ? 'none' : 'other');
}

/**
 * The page's path with every segment that could identify something (ids, tokens, codes) replaced
 * by `:id`: only lowercase words stay (`/en/order-details/:id`). No query, no host.
 */
function pageOf(value: string | undefined): string {
  let pathname: string;
  try {
    pathname = new URL(value ?? '').pathname;
  } catch {
    return 'unknown';
  }
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .slice(0, 4)
    .map((segment) => (/^[a-z][a-z-]{0,39}$/.test(segment) ? segment : ':id'));
  return `/${segments.join('/')}`;
}

/** The violations of a report body of either format, reduced to what the log may hold. */
export function readCspViolations(body: z.infer<typeof CspReportBodySchema>): CspViolation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      {
        directive: directiveOf(report['effective-directive'] ?? report['violated-directive']),
        blocked: blockedOf(report['blocked-uri']),
        page: pageOf(report['document-uri']),
        disposition: report.disposition === 'report' ? 'report' : 'enforce',
      },
    ];
  }
  return body
    .filter((report) => report.type === 'csp-violation' && report.body !== undefined)
    .map(({ body: report = {} }) => ({
      directive: directiveOf(report.effectiveDirective),
      blocked: blockedOf(report.blockedURL),
      page: pageOf(report.documentURL),
      disposition: report.disposition === 'report' ? 'report' : 'enforce',
    }));
}

/**
 * POST {prefix}/csp-report: where browsers send Content-Security-Policy violations (`report-uri`
 * and `report-to`), so a policy that blocks something of the shop shows in the log: one compact
 * warning line per violation, without IP, user agent, query strings or ids. Rate limited per
 * client, small bodies only; answers 204.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
export const cspReportRoutes: FastifyPluginAsyncZod = async (api) => {
  // The report media types are JSON; accepted here only (encapsulated), parsed as JSON is.
  api.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string' },
    api.getDefaultJsonParser('error', 'error'),
  );
  api.post(
    '/csp-report',
    {
      bodyLimit: REPORT_BODY_LIMIT_BYTES,
      config: { rateLimit: REPORT_RATE_LIMIT },
      schema: {
        tags: ['security'],
        summary: 'Content-Security-Policy violation reports (sent by browsers)',
        body: CspReportBodySchema,
      },
    },
    async (request, reply) => {
      for (const violation of readCspViolations(request.body)) {
        request.log.warn(
          { cspViolation: violation },
          `CSP violation: ${violation.directive} blocked ${violation.blocked} on ${violation.page} (${violation.disposition})`,
        );
      }
      return reply.status(204).send();
    },
  );
};
