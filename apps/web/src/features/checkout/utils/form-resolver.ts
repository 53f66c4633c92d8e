import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The checkout's validation texts (namespace checkout, validation.*). */
export type ValidationKey =
  | 'required'
  | 'companyRequired'
  | 'email'
  | 'phoneInvalid'
  | 'tooLong'
  | 'postalCode'
  | 'vatRequired'
  | 'paymentMethod';

const CUSTOM_KEYS: readonly ValidationKey[] = [
  'required',
  'companyRequired',
  'postalCode',
  'vatRequired',
  'paymentMethod',
];

/** Maps a zod issue to the text the customer reads; the limit travels in `types.max`. */
export function toFieldError(issue: z.core.$ZodIssue): FieldError {
  if (issue.code === 'too_big') {
    return { type: 'tooLong', message: 'tooLong', types: { max: String(issue.maximum) } };
  }
  if (issue.code === 'invalid_format') {
    const key = issue.format === 'email' ? 'email' : 'phoneInvalid';
    return { type: key, message: key };
  }
  // The contract's phone rule (6 to 15 digits; DECISIONS.md "Customer data").
  if (issue.code === 'custom' && issue.message === 'PHONE_INVALID') {
    return { type: 'phoneInvalid', message: 'phoneInvalid' };
  }
  if (issue.code === 'custom') {
    const key = CUSTOM_KEYS.find((candidate) => candidate === issue.message) ?? 'required';
    return { type: key, message: key };
  }
  // too_small (an empty required text) and anything else: the field needs a value.
  return { type: 'required', message: 'required' };
}

function setPath(target: Record<string, unknown>, path: readonly PropertyKey[], error: FieldError) {
  let node = target;
  path.forEach((segment, index) => {
    const key = String(segment);
    if (index === path.length - 1) {
      node[key] ??= error;
      return;
    }
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * A react-hook-form resolver over a zod schema whose messages are translation keys (the zod
 * resolver package would put zod's English sentences into the form).
 */
export function createZodKeyResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) setPath(errors, issue.path, toFieldError(issue));
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
