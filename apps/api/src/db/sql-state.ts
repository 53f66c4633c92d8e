/**
 * The SQLSTATE of a database error on node-postgres and PGlite, also when Drizzle wrapped it
 * (the driver's error is then a `cause`); undefined for anything else.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; typeof e === 'object' && e !== null;) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique-index violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}
