/**
 * The outcome of an operation whose failure is expected (bad voucher, unsupported file ...).
 * Broken invariants throw instead; expected failures are values with an UPPER_SNAKE code.
 */
export interface DomainError<E extends string> {
  readonly code: E;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export type Result<T, E extends string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DomainError<E> };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E extends string>(
  code: E,
  message: string,
  details?: Readonly<Record<string, unknown>>,
): { readonly ok: false; readonly error: DomainError<E> } {
  return details === undefined
    ? { ok: false, error: { code, message } }
    : { ok: false, error: { code, message, details } };
}
