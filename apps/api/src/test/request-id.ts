/**
 * An answer's body without the error's request id (different on every request): for tests that
 * prove two answers are the same, e.g. for a known and an unknown address.
 */
export function withoutRequestId(body: string): unknown {
  const parsed = JSON.parse(body) as { error?: { requestId?: unknown } };
  if (parsed.error && typeof parsed.error === 'object') delete parsed.error.requestId;
  return parsed;
}
