import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOrCreateCart } from './get-cart';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('loadOrCreateCart (spec 1 §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a cart when none is stored and remembers its id', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(201, { _id: 'cart-new' })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadOrCreateCart(localStorage)).resolves.toEqual({
      cartId: 'cart-new',
      itemCount: 0,
    });
    expect(localStorage.getItem('cartId')).toBe('cart-new');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/checkout/cart',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('counts the distinct items of the stored cart', async () => {
    localStorage.setItem('cartId', 'cart-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, { _id: 'cart-1', items: [{}, {}] }))),
    );
    await expect(loadOrCreateCart(localStorage)).resolves.toEqual({
      cartId: 'cart-1',
      itemCount: 2,
    });
  });

  it('replaces a stored cart the API no longer knows (404)', async () => {
    localStorage.setItem('cartId', 'gone');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(404, { error: { code: 'CART_NOT_FOUND', message: 'x' } }))
      .mockResolvedValueOnce(jsonResponse(201, { _id: 'cart-2' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadOrCreateCart(localStorage)).resolves.toEqual({
      cartId: 'cart-2',
      itemCount: 0,
    });
    expect(localStorage.getItem('cartId')).toBe('cart-2');
  });
});
