import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_STORAGE_KEY,
  ensureCartId,
  restoreCart,
  selectCartItemCount,
  useCartStore,
} from './cart-store';
import type { CartItem } from '@print/contracts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const ITEM = { _id: 'item-1', quantity: 2 } as unknown as CartItem;

describe('cart store (spec 1 §4 start-up, §7 cart calls)', () => {
  beforeEach(() => useCartStore.getState().clearCart());
  afterEach(() => vi.unstubAllGlobals());

  it('persists the cart id and items to localStorage', () => {
    useCartStore.getState().setCartId('cart-7');
    useCartStore.getState().setItems([ITEM]);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as {
      state: { cartId: string; items: unknown[] };
    };
    expect(stored.state).toEqual({ cartId: 'cart-7', items: [{ _id: 'item-1', quantity: 2 }] });
  });

  it('restores a stored cart and refreshes its items from the API', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { cartId: 'cart-1', items: [] }, version: 0 }),
    );
    await useCartStore.persist.rehydrate();
    const fetchMock = vi.fn(() =>
      Promise.resolve(jsonResponse(200, { _id: 'cart-1', items: [ITEM, ITEM] })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(restoreCart()).resolves.toBe('cart-1');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/checkout/cart/cart-1',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(selectCartItemCount(useCartStore.getState())).toBe(2);
  });

  it('creates a new cart when the stored one is gone (404)', async () => {
    useCartStore.setState({ cartId: 'gone', items: [ITEM], isVerified: false });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(404, { error: { code: 'CART_NOT_FOUND', message: 'x' } }))
      .mockResolvedValueOnce(jsonResponse(200, { _id: 'cart-2' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(ensureCartId()).resolves.toBe('cart-2');
    expect(useCartStore.getState().items).toEqual([]);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/checkout/cart',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('creates a cart once when none is stored, even for concurrent callers', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(200, { _id: 'cart-3' })));
    vi.stubGlobal('fetch', fetchMock);
    const ids = await Promise.all([ensureCartId(), ensureCartId()]);
    expect(ids).toEqual(['cart-3', 'cart-3']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(ensureCartId()).resolves.toBe('cart-3');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes on errors other than 404', async () => {
    useCartStore.setState({ cartId: 'cart-1', items: [], isVerified: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(500, {}))),
    );
    await expect(restoreCart()).rejects.toMatchObject({ status: 500 });
  });
});
