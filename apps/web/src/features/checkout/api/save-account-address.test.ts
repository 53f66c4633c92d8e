import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateUserDetailsRequestSchema } from '@print/contracts';
import { jsonResponse } from '../test/fixtures';
import { saveAccountAddress } from './save-account-address';

const BILLING = {
  title: '',
  firstname: 'Anna',
  lastname: 'Muster',
  company: 'Muster AG',
  addressSuffix: '',
  street: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  countryId: 'country-ch',
  vatRegistrationNumber: '',
  email: 'anna@example.ch',
};

function stubFetch() {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(jsonResponse({})));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentBody(fetchMock: ReturnType<typeof stubFetch>): unknown {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toMatch(/\/api\/auth\/user\/details$/);
  expect(init?.method).toBe('PUT');
  expect(typeof init?.body).toBe('string');
  return JSON.parse(init?.body as string) as unknown;
}

describe('saveAccountAddress (PUT /api/auth/user/details)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the account’s address shape: no e-mail field, shipping null when same as billing, preference untouched', async () => {
    const fetchMock = stubFetch();
    await saveAccountAddress({ billingAddress: BILLING, shippingAddress: null });
    const body = sentBody(fetchMock);
    const { email: _email, ...account } = BILLING;
    expect(body).toEqual({ billingInformation: account, shippingInformation: null });
    expect(UpdateUserDetailsRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends a differing shipping address as the account’s shipping address', async () => {
    const fetchMock = stubFetch();
    const shipping = { ...BILLING, email: undefined, street: 'Werkstrasse 5', company: '' };
    await saveAccountAddress({ billingAddress: BILLING, shippingAddress: shipping });
    const body = sentBody(fetchMock) as { shippingInformation: Record<string, string> };
    expect(body.shippingInformation).toMatchObject({ street: 'Werkstrasse 5', company: '' });
    expect(body.shippingInformation).not.toHaveProperty('email');
    expect(UpdateUserDetailsRequestSchema.safeParse(body).success).toBe(true);
  });
});
