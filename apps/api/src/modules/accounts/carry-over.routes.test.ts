import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddCartItemsResponseSchema,
  CartResponseSchema,
  CreateCartResponseSchema,
  SessionResponseSchema,
} from '@print/contracts';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { registerConfirmed, signIn } from '../../test/account-fixtures.js';
import { insertAnalysedFile } from '../../test/fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ITEM = { printModeId: 'sls-pa2200', surfaceFinishId: 'sls-pa2200-blasted', colorId: 'white' };
let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url } });
  await registerConfirmed(t.app, sink, 'carry-user', 'carry@example.ch');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** An anonymous session with a cart holding one line of its own uploaded file. */
async function anonymousCart(sessionId: string, name: string) {
  const cookies = { [SESSION_COOKIE]: sessionId };
  const file = await insertAnalysedFile(t.app.database.db, { ownerSession: sessionId, name });
  const created = await t.app.inject({ method: 'POST', url: '/api/checkout/cart', cookies });
  const cartId = CreateCartResponseSchema.parse(created.json())._id;
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/cart/${cartId}/item`,
    cookies,
    payload: { items: [{ referencedId: file.id, ...ITEM }] },
  });
  expect(added.statusCode).toBe(200);
  AddCartItemsResponseSchema.parse(added.json());
  return { cookies, cartId, fileId: file.id };
}

const getCart = (cartId: string, cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/checkout/cart/${cartId}`, cookies });

describe('sign-in carries the anonymous work over to the account', () => {
  it('moves the cart and its file to the account: the account sees them, the session no more', async () => {
    const anon = await anonymousCart('carrySessionA000000000', 'first.stl');
    const { res, cookies } = await signIn(t.app, 'carry-user', undefined, anon.cookies);
    expect(res.statusCode).toBe(200);
    expect(SessionResponseSchema.parse(res.json()).cartId).toBe(anon.cartId);

    const mine = await getCart(anon.cartId, cookies);
    expect(mine.statusCode).toBe(200);
    expect(CartResponseSchema.parse(mine.json()).items).toHaveLength(1);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/analytx/file/${anon.fileId}`,
      cookies,
    });
    expect(file.statusCode).toBe(200);
    // The anonymous session alone (e.g. after logout) no longer reaches them.
    expect((await getCart(anon.cartId, anon.cookies)).statusCode).toBe(404);
  });

  it('merges a second anonymous cart into the account’s cart: nothing is lost', async () => {
    const first = await signIn(t.app, 'carry-user');
    const accountCart = SessionResponseSchema.parse(first.res.json()).cartId;
    expect(accountCart).not.toBeNull();
    const anon = await anonymousCart('carrySessionB000000000', 'second.stl');
    const { res, cookies } = await signIn(t.app, 'carry-user', undefined, anon.cookies);
    const { cartId } = SessionResponseSchema.parse(res.json());
    expect(cartId).toBe(accountCart);
    const merged = CartResponseSchema.parse((await getCart(cartId ?? '', cookies)).json());
    expect(merged.items.map((i) => i.model.name).sort()).toEqual(['first.stl', 'second.stl']);
    // The emptied anonymous cart is gone for everyone.
    expect((await getCart(anon.cartId, cookies)).statusCode).toBe(404);
  });

  it('logout hands the browser a fresh anonymous state', async () => {
    const anon = await anonymousCart('carrySessionC000000000', 'third.stl');
    const { cookies } = await signIn(t.app, 'carry-user', undefined, anon.cookies);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies });
    const cleared = out.cookies.filter((c) => c.value === '').map((c) => c.name);
    expect(cleared.sort()).toEqual(['pp_auth', SESSION_COOKIE].sort());
  });
});
