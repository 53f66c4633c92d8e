import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { CartResponse } from '@print/contracts';
import { makeCartItem } from '../../test/cart-fixtures';
import { storeCartItems } from './cart';
import { queryKeys } from './query-keys';

describe('storeCartItems', () => {
  it('wins over a cart read that was in flight when the change answered', async () => {
    const client = new QueryClient();
    let answerRead: (cart: CartResponse) => void = () => undefined;
    // The header's first read of a new cart races the first item's POST (seen in e2e).
    const read = client
      .fetchQuery({
        queryKey: queryKeys.cartItems('cart-1', 'de'),
        queryFn: () => new Promise<CartResponse>((resolve) => (answerRead = resolve)),
      })
      .catch(() => undefined);
    const item = makeCartItem('item-1');
    storeCartItems(client, 'cart-1', [item]);
    answerRead({ _id: 'cart-1', items: [] });
    await read;
    expect(client.getQueryData(queryKeys.cartItems('cart-1', 'de'))).toEqual({
      _id: 'cart-1',
      items: [item],
    });
  });
});
