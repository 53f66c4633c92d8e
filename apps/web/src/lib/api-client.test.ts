import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, refreshSession, requestJson, setSessionExpiredHandler } from './api-client';

function answer(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
}

/** A fetch that answers from a queue and records every called path and method. */
function stubFetch(...answers: Response[]) {
  const calls: string[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return Promise.resolve(next);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('api client: a 403 refreshes the session and retries once (spec 2 §7)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionExpiredHandler(null);
  });

  it('retries the call after a successful refresh and returns the retried answer', async () => {
    const calls = stubFetch(answer(403), answer(201), answer(200, { ok: 1 }));
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    await expect(requestJson('/auth/user/details')).resolves.toEqual({ ok: 1 });
    expect(calls).toEqual([
      'GET /api/auth/user/details',
      'POST /api/auth/refresh',
      'GET /api/auth/user/details',
    ]);
    expect(expired).not.toHaveBeenCalled();
  });

  it('a second 403 after the retry is the answer: no further refresh, no loop', async () => {
    const calls = stubFetch(
      answer(403),
      answer(201),
      answer(403, { error: { code: 'FORBIDDEN' } }),
    );
    const failure = await requestJson('/checkout/order/user').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect(calls).toHaveLength(3);
  });

  it('a failed refresh calls the session-expired handler (→ /login) and throws the 403', async () => {
    const calls = stubFetch(answer(403), answer(401));
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    await expect(requestJson('/auth/user/details')).rejects.toMatchObject({ status: 403 });
    expect(expired).toHaveBeenCalledOnce();
    expect(calls).toEqual(['GET /api/auth/user/details', 'POST /api/auth/refresh']);
  });

  it('the refresh call itself never refreshes, and a refused sign-in is not retried', async () => {
    const calls = stubFetch(answer(403), answer(403, { error: { code: 'FORBIDDEN' } }));
    await expect(refreshSession()).resolves.toBe(false);
    await expect(
      requestJson('/auth/signin', { method: 'POST', body: { username: 'a', password: 'b' } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(calls).toEqual(['POST /api/auth/refresh', 'POST /api/auth/signin']);
  });

  it('concurrent 403s share one refresh', async () => {
    const calls = stubFetch(
      answer(403),
      answer(403),
      answer(201),
      answer(200, {}),
      answer(200, {}),
    );
    await Promise.all([requestJson('/a'), requestJson('/b')]);
    expect(calls.filter((call) => call.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('keeps the server message of an error answer', async () => {
    stubFetch(answer(409, { error: { code: 'CONFLICT', message: 'Active code found' } }));
    await expect(
      requestJson('/auth/reset-password', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ status: 409, code: 'CONFLICT', serverMessage: 'Active code found' });
  });
});
