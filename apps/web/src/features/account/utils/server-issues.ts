import { ApiError } from '../../../lib/api-client';

/**
 * The field issues of a VALIDATION_FAILED answer (rules only the server can check: a country
 * that is not selectable, a postal code against the country's pattern, a common password) as
 * [form path, code] pairs: '/billingAddress/postalCode' → 'billingAddress.postalCode'.
 */
export function readFieldIssues(
  error: unknown,
  renames: Readonly<Record<string, string>> = {},
): Array<readonly [string, string]> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const { details } = error;
  if (typeof details !== 'object' || details === null || !('issues' in details)) return [];
  const { issues } = details;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string' || path === '') return [];
    const [first = '', ...rest] = path.replace(/^\//, '').split('/');
    return [[[renames[first] ?? first, ...rest].join('.'), message] as const];
  });
}
