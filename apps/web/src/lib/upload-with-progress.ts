import { buildApiHeaders } from './api-client';
import { API_BASE_PATH } from './config';
import { getCurrentLanguage } from './i18n';

export type UploadOutcome =
  | { readonly ok: true; readonly status: number; readonly body: unknown }
  | {
      readonly ok: false;
      readonly error: { readonly code: string; readonly message: string; readonly status: number };
    };

export interface UploadHandle {
  readonly result: Promise<UploadOutcome>;
  readonly abort: () => void;
}

export interface UploadRequestOptions {
  /** Path under /api. */
  readonly path: string;
  readonly file: Blob;
  readonly fileName?: string;
  /** Multipart field name; `file` for every upload of the API. */
  readonly fieldName?: string;
  readonly onProgress?: (loadedBytes: number, totalBytes: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function readError(body: unknown): { code: string; message: string } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string'
    ? { code, message: typeof message === 'string' ? message : code }
    : null;
}

/**
 * POSTs one file as multipart with byte progress. fetch() cannot report upload progress, so this
 * uses XMLHttpRequest (spec 1 §7 "multipart with upload progress"). Failures are values.
 */
export function uploadWithProgress(options: UploadRequestOptions): UploadHandle {
  const xhr = new XMLHttpRequest();
  const result = new Promise<UploadOutcome>((resolve) => {
    const fail = (code: string, message: string, status: number) =>
      resolve({ ok: false, error: { code, message, status } });
    xhr.open('POST', `${API_BASE_PATH}${options.path}`);
    // The same headers as every other API call (accept, mas-language-key).
    buildApiHeaders(getCurrentLanguage(), false).forEach((value, name) =>
      xhr.setRequestHeader(name, value),
    );
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ ok: true, status: xhr.status, body });
        return;
      }
      const error = readError(body);
      fail(error?.code ?? 'HTTP_ERROR', error?.message ?? `HTTP ${xhr.status}`, xhr.status);
    };
    xhr.onerror = () => fail('NETWORK_ERROR', 'network error', 0);
    xhr.onabort = () => fail('ABORTED', 'aborted', 0);
    const form = new FormData();
    form.append(options.fieldName ?? 'file', options.file, options.fileName);
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}
