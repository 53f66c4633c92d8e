import { API_BASE_PATH } from './config';
import { getCurrentLanguage } from './i18n';
import { toApiLanguageKey, type Language } from './language';

/** A non-2xx answer or an unreadable body; `status` 0 means the network failed. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's own message (`{ error: { message } }`), e.g. "Active code found". */
    readonly serverMessage?: string,
    /** The answer's `error.details` (VALIDATION_FAILED: `{ issues: [{ path, message }] }`). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Headers sent with every API call; the language follows the URL prefix (spec 1 §1). */
export function buildApiHeaders(language: Language, hasJsonBody: boolean): Headers {
  const headers = new Headers({ accept: 'application/json' });
  headers.set('mas-language-key', toApiLanguageKey(language));
  if (hasJsonBody) headers.set('content-type', 'application/json');
  return headers;
}

export interface ApiRequest {
  readonly method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key of a checkout). */
  readonly headers?: Readonly<Record<string, string>>;
}

export const REFRESH_PATH = '/auth/refresh';
/** Calls whose 403 is their own answer (a refused sign-in), never a sign of an expired session. */
const PATHS_WITHOUT_REFRESH: ReadonlySet<string> = new Set([
  REFRESH_PATH,
  '/auth/signin',
  '/auth/logout',
]);

let refreshInFlight: Promise<boolean> | null = null;
let onSessionExpired: (() => void) | null = null;
/** Sign-outs under way: a call refused meanwhile is the sign-out itself, not an expired session. */
let signOutsInFlight = 0;

/**
 * Runs a sign-out without the session-expired handler: a request of the page that the server
 * refuses because the session was just revoked must not send the visitor to /login.
 */
export async function whileSigningOut<T>(signOut: () => Promise<T>): Promise<T> {
  signOutsInFlight += 1;
  try {
    return await signOut();
  } finally {
    signOutsInFlight -= 1;
  }
}

/**
 * Spec 2 §7: a 403 on any call triggers POST /auth/refresh; on success the call is retried once,
 * else this handler runs (the app sends the visitor to /login, remembering the page).
 */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  onSessionExpired = handler;
}

/**
 * POST /api/auth/refresh: true when the caller is signed in (201). Concurrent callers share one
 * request; the refresh itself is never retried.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= send(REFRESH_PATH, { method: 'POST' })
    .then(({ response }) => response.status === 201)
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

async function send(
  path: string,
  request: ApiRequest,
): Promise<{ response: Response; body: unknown }> {
  const hasJsonBody = request.body !== undefined;
  const headers = buildApiHeaders(getCurrentLanguage(), hasJsonBody);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: hasJsonBody ? JSON.stringify(request.body) : null,
      credentials: 'same-origin',
      signal: request.signal ?? null,
    });
  } catch (error) {
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      error instanceof Error ? error.message : 'network error',
    );
  }
  return { response, body: await readJson(response) };
}

/** One call with the 403 → refresh → retry-once rule; throws ApiError on a final non-2xx. */
async function sendWithRefresh(
  path: string,
  request: ApiRequest,
): Promise<{ response: Response; body: unknown }> {
  let result = await send(path, request);
  if (result.response.status === 403 && !PATHS_WITHOUT_REFRESH.has(path)) {
    if (await refreshSession()) result = await send(path, request);
    else if (signOutsInFlight === 0) onSessionExpired?.();
  }
  const { response, body } = result;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      readErrorCode(body),
      `${response.status} on ${path}`,
      readErrorMessage(body),
      readErrorDetails(body),
    );
  }
  return result;
}

/** Calls `/api{path}` and returns the parsed JSON body; throws ApiError on any failure. */
export async function requestJson(path: string, request: ApiRequest = {}): Promise<unknown> {
  const { response, body } = await sendWithRefresh(path, request);
  if (body === undefined)
    throw new ApiError(response.status, 'INVALID_RESPONSE', `no JSON from ${path}`);
  return body;
}

/** Like requestJson for calls that may answer without a body (201/204); returns the body if any. */
export async function requestOptionalJson(
  path: string,
  request: ApiRequest = {},
): Promise<unknown> {
  return (await sendWithRefresh(path, request)).body;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function readErrorCode(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'object' && error !== null && 'code' in error) {
      const { code } = error;
      if (typeof code === 'string') return code;
    }
  }
  return 'HTTP_ERROR';
}

function readErrorDetails(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'object' && error !== null && 'details' in error) return error.details;
  }
  return undefined;
}

function readErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'object' && error !== null && 'message' in error) {
      const { message } = error;
      if (typeof message === 'string') return message;
    }
  }
  return undefined;
}
