import { ApiError } from '../../../lib/api-client';
import { API_BASE_PATH } from '../../../lib/config';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toApiLanguageKey } from '../../../lib/language';

/**
 * The desk's own fetch for /api/admin: the shop's client refreshes a customer session on 403 and
 * sends the visitor to /login, which must never happen here. Every /api/admin route answers a
 * signed-out caller with 404 (issue 25), so a 404 may mean "the session ended": the handler set by
 * the desk re-checks GET /admin/auth/me, which then sends the member to the sign-in page.
 */
let onNotFound: (() => void) | null = null;

export function setDeskNotFoundHandler(handler: (() => void) | null): void {
  onNotFound = handler;
}

export interface DeskRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

export const ME_PATH = '/admin/auth/me';

function readError(body: unknown): { code: string; message?: string; details?: unknown } {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'object' && error !== null) {
      const { code, message, details } = error as Record<string, unknown>;
      return {
        code: typeof code === 'string' ? code : 'HTTP_ERROR',
        ...(typeof message === 'string' ? { message } : {}),
        details,
      };
    }
  }
  return { code: 'HTTP_ERROR' };
}

/** Calls `/api{path}`; returns the JSON body (undefined for an empty answer), throws ApiError. */
export async function deskRequest(path: string, request: DeskRequest = {}): Promise<unknown> {
  const headers = new Headers({
    accept: 'application/json',
    'mas-language-key': toApiLanguageKey(getCurrentLanguage()),
  });
  const hasBody = request.body !== undefined;
  // A form with files goes as multipart/form-data (the browser sets the boundary).
  const isForm = request.body instanceof FormData;
  if (hasBody && !isForm) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method: request.method ?? 'GET',
      headers,
      body:
        request.body instanceof FormData
          ? request.body
          : hasBody
            ? JSON.stringify(request.body)
            : null,
      credentials: 'same-origin',
      signal: request.signal ?? null,
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'network');
  }
  const type = response.headers.get('content-type') ?? '';
  let body: unknown;
  if (type.includes('json')) body = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { code, message, details } = readError(body);
    if (response.status === 404 && path !== ME_PATH) onNotFound?.();
    throw new ApiError(response.status, code, `${response.status} on ${path}`, message, details);
  }
  return body;
}

/** The query string of a flat record (undefined and empty values left out). */
export function toQueryString(params: Readonly<Record<string, string | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
