import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Puts an error at a dotted path into react-hook-form's nested error object (first one wins). */
function setError(
  errors: Record<string, unknown>,
  path: readonly PropertyKey[],
  error: FieldError,
) {
  let node = errors;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      node[name] ??= error;
      return;
    }
    node[name] ??= {};
    node = node[name] as Record<string, unknown>;
  });
}

/**
 * A react-hook-form resolver that validates with the contract's zod schema — the same one the
 * API checks — on the request body the form will send (`toBody`). Form field names follow the
 * body's paths, so each issue lands on its field; messages stay codes (the page translates).
 * `check` adds the page's own rules (the privacy checkbox) as [path, code] pairs; `renames` maps
 * a body field to its form field where the two differ (newPassword → password).
 */
export function contractResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: TValues) => unknown,
  check?: (values: TValues) => ReadonlyArray<readonly [string, string]>,
  renames: Readonly<Record<string, string>> = {},
): Resolver<TValues> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    const result = schema.safeParse(toBody(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const [first, ...rest] = issue.path.map(String);
        if (first === undefined) continue;
        const path = [renames[first] ?? first, ...rest];
        setError(errors, path, { type: issue.code, message: issue.message });
      }
    }
    for (const [path, code] of check?.(values) ?? []) {
      setError(errors, path.split('.'), { type: 'custom', message: code });
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
