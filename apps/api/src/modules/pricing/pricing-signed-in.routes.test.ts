import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchCalculationResponseSchema } from '@print/contracts';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { registerConfirmed, signIn } from '../../test/account-fixtures.js';
import { insertAnalysedFile } from '../../test/fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PA2200_WHITE = {
  printModeId: 'sls-pa2200',
  surfaceFinishId: 'sls-pa2200-blasted',
  printModeColorId: 'white',
};
let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url } });
  await registerConfirmed(t.app, sink, 'price-user', 'price@example.ch');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

function price(objectId: string, cookies: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pricing/batch-calculations',
    cookies,
    payload: {
      objectId,
      objectScale: 1,
      objectUnitLength: 'mm',
      objectQuantity: 1,
      params: [PA2200_WHITE],
    },
  });
}

describe('POST /api/pricing/batch-calculations for a signed-in customer', () => {
  it('prices a file the account owns (files belong to the account, not the session, once signed in); another visitor gets 404', async () => {
    const session = { [SESSION_COOKIE]: 'priceSessionA000000000' };
    const file = await insertAnalysedFile(t.app.database.db, {
      ownerSession: session[SESSION_COOKIE],
    });
    // The sign-in carries the session's file over to the account.
    const { res, cookies } = await signIn(t.app, 'price-user', undefined, session);
    expect(res.statusCode).toBe(200);

    const mine = await price(file.id, cookies);
    expect(mine.statusCode).toBe(200);
    const [result] = BatchCalculationResponseSchema.parse(mine.json());
    expect(result?.price?.netPrice).toBeGreaterThan(0);

    const stranger = await price(file.id, { [SESSION_COOKIE]: 'priceSessionB000000000' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ error: { code: 'FILE_NOT_FOUND' } });
  });
});
