import type { UserDetailsResponse } from '@print/contracts';
import { vi } from 'vitest';

const ADDRESS = {
  title: '',
  firstname: 'Anna',
  lastname: 'Muster',
  company: '',
  street: 'Bahnhofstrasse 1',
  addressSuffix: '',
  postalCode: '8001',
  city: 'Zürich',
  countryId: 'ch',
  vatRegistrationNumber: '',
};

export function makeUserDetails(overrides: Partial<UserDetailsResponse> = {}): UserDetailsResponse {
  return {
    username: 'anna',
    email: 'anna@example.ch',
    billingInformation: { ...ADDRESS, email: 'anna@example.ch', isVerifiedCompany: false },
    shippingInformation: null,
    isBillingAndShippingEqual: true,
    isBusinessCustomer: false,
    preferences: { isBusinessCustomer: { value: false, isSet: false } },
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Route = (init: RequestInit | undefined) => Response | undefined;

/**
 * A fetch that answers '<METHOD> <path>' from `routes` (path without /api) and 404 otherwise;
 * returns the list of calls made, in order.
 */
export function stubApi(routes: Readonly<Record<string, Route>>): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url.replace(/^\/api/, '').split('?')[0]}`;
      calls.push(key);
      const answer = routes[key]?.(init);
      return Promise.resolve(answer ?? json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404));
    }),
  );
  return calls;
}
