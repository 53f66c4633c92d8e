import { API_BASE_PATH } from './config';
import { getCurrentLanguage } from './i18n';
import { toApiLanguageKey, type Language } from './language';

/** A non-2xx answer or an unreadable body; `status` 0 means the network failed. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
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

/** Calls `/api{path}` and returns the parsed JSON body; throws ApiError on any failure. */
export async function requestJson(path: string, request: ApiRequest = {}): Promise<unknown> {
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
  const body = await readJson(response);
  if (!response.ok) {
    throw new ApiError(response.status, readErrorCode(body), `${response.status} on ${path}`);
  }
  if (body === undefined)
    throw new ApiError(response.status, 'INVALID_RESPONSE', `no JSON from ${path}`);
  return body;
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
