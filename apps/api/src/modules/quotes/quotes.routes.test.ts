import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminOfferResponseSchema,
  AdminOrderDetailSchema,
  CheckoutRequestSchema,
  CustomerOfferSchema,
  OrderViewSchema,
} from '@print/contracts';
import { formatChf, offerCartLines, priceCart, type OfferDraft } from '@print/domain';
import { checkoutBody, createFilledCart, newSessionCookies } from '../../test/checkout-fixtures.js';
import { pdfText } from '../../test/pdf-support.js';
import { signInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const MONDAY = new Date('2026-01-05T09:00:00Z');
const REASON = 'Stammkunde: Rabatt nach Telefonat vom 5.1.';
let clock = MONDAY;
let t: TestApp;
let office: Record<string, string>;

beforeAll(async () => {
  // The worker role too: mail delivery into the .eml outbox and the order-mail relay.
  t = await createTestApp({ now: () => clock, worker: true });
  office = (await signInStaff(t.app, 'office')).cookies;
});
afterAll(async () => {
  await t.close();
});

/** A signed-in customer's quote request of 5 PA2200 parts (the checkout's own path). */
async function requestQuote() {
  const cookies = newSessionCookies();
  const cartId = await createFilledCart(t.app, cookies, 5);
  const command = CheckoutRequestSchema.parse(
    checkoutBody(cartId, { billingPaymentMethod: 'quote' }),
  );
  const placed = await t.app.services.checkout.checkout(command, {
    principalId: cookies.pp_sid,
    isSignedIn: true,
    lang: 'de',
  });
  if (!placed.ok) throw new Error(placed.error.message);
  const order = placed.value.order;
  return { cookies, orderId: order._id, orderNumber: order.orderNumber };
}

function admin(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, cookies: office, ...(payload ? { payload } : {}) });
}

async function readOffer(orderId: string) {
  const res = await admin('GET', `/api/admin/orders/${orderId}/offer`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminOfferResponseSchema.parse(res.json());
}

async function sendOffer(orderId: string) {
  const res = await admin('POST', `/api/admin/orders/${orderId}/offer/send`);
  expect(res.statusCode, res.body).toBe(200);
  await t.app.services.quotes.drainMails();
  return AdminOfferResponseSchema.parse(res.json());
}

/** The offer mail of this order and revision from the .eml outbox (the worker delivers it). */
function offerMail(orderNumber: string, revision: number): Promise<ParsedMail> {
  return outboxMail(`Unser Angebot ${orderNumber} (Revision ${revision})`);
}

async function outboxMail(subject: string): Promise<ParsedMail> {
  const outbox = join(t.dataDir, 'mail', 'outbox');
  const deadline = Date.now() + 15_000;
  const seen = new Set<string>();
  for (;;) {
    const names = (await readdir(outbox).catch(() => [])).filter((n) => n.endsWith('.eml'));
    for (const name of names.filter((n) => !seen.has(n))) {
      seen.add(name);
      const mail = await simpleParser(await readFile(join(outbox, name)));
      if (mail.subject === subject) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function tokenOf(mail: ParsedMail): string {
  const token = /\/offer\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error('no offer link in the mail');
  return token;
}

/** What the checkout's priceCart says for these offered lines (the test's own call of it). */
async function expectedTotals(draft: OfferDraft) {
  const country = await t.app.services.catalog.findShippingCountry('CH', 'de');
  const priced = priceCart({
    lines: offerCartLines(draft),
    country,
    isBusinessCustomer: false,
    shippingMethodId: 'ch-standard',
    voucher: null,
    now: clock,
  });
  if (!priced.ok) throw new Error(priced.error.message);
  return priced.value;
}

async function auditActions(orderId: string): Promise<string[]> {
  const result = await t.app.database.db.execute(
    sql`SELECT action FROM audit_log WHERE order_id = ${orderId} ORDER BY at, id`,
  );
  return (result as { rows: { action: string }[] }).rows.map((row) => row.action);
}

describe('quote answering: the full round trip', () => {
  it('draft with a reasoned override → send (PDF, mail) → accept by link → ORDER_RECEIVED at priceCart’s totals', async () => {
    const { cookies, orderId, orderNumber } = await requestQuote();
    const opened = await readOffer(orderId);
    expect(opened).toMatchObject({ isOpen: true, orderStatus: 'QUOTE_GENERATED', revisions: [] });
    expect(opened.draft.validUntil).toBe('2026-02-04');
    const [line] = opened.draft.lines;
    expect(line).toMatchObject({ quantity: 5, overrideUnitNetCents: null });
    const lineId = line?.lineId ?? '';
    // The configurator's unit price as ordered (quantity discount included).
    const listUnitNetCents = line?.listUnitNetCents ?? 0;
    expect(listUnitNetCents).toBeGreaterThan(4000);

    const unexplained = await admin('PUT', `/api/admin/orders/${orderId}/offer/draft`, {
      leadTimeDays: 7,
      validUntil: '2026-01-20',
      lines: [{ lineId, overrideUnitNetCents: 4000, overrideReason: null }],
    });
    expect(unexplained.statusCode).toBe(422);
    expect(unexplained.json()).toMatchObject({
      error: { code: 'OFFER_OVERRIDE_REASON_REQUIRED', details: { lineId } },
    });

    const saved = await admin('PUT', `/api/admin/orders/${orderId}/offer/draft`, {
      leadTimeDays: 7,
      validUntil: '2026-01-20',
      lines: [{ lineId, overrideUnitNetCents: 4000, overrideReason: REASON }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft: OfferDraft = {
      leadTimeDays: 7,
      validUntil: '2026-01-20',
      lines: [
        {
          lineId,
          quantity: 5,
          listUnitNetCents,
          overrideUnitNetCents: 4000,
          overrideReason: REASON,
        },
      ],
    };
    const expected = await expectedTotals(draft);
    expect(AdminOfferResponseSchema.parse(saved.json()).draft.totals?.totalCents).toBe(
      expected.totalCents,
    );

    const sent = await sendOffer(orderId);
    expect(sent.revisions).toHaveLength(1);
    expect(sent.revisions[0]).toMatchObject({ revision: 1, status: 'sent', leadTimeDays: 7 });
    expect(sent.revisions[0]?.totals.totalCents).toBe(expected.totalCents);

    // The PDF: offered prices, revision, validity; no QR-bill; the reason stays internal.
    const pdfRes = await admin('GET', `/api/admin/orders/${orderId}/offer/revisions/1.pdf`);
    expect(pdfRes.statusCode).toBe(200);
    // pdftotext -layout separates columns with runs of spaces; the amounts are read as words.
    const words = (value: string) => value.replace(/[\s\u00a0]+/g, ' ');
    const text = words(await pdfText(pdfRes.rawPayload));
    expect(text).toContain(words(formatChf(expected.lines[0]?.display.unitCents)));
    expect(text).toContain(words(formatChf(expected.totalCents)));
    expect(text).toMatch(/Revision\s+1/);
    expect(text).toContain('20.01.2026');
    expect(text).not.toContain('Stammkunde');
    // No Swiss QR-bill: neither of its parts' headings is printed.
    expect(text).not.toContain('Zahlteil');
    expect(text).not.toContain('Empfangsschein');

    // The mail: the customer's language, the link, the PDF attached.
    const mail = await offerMail(orderNumber, 1);
    expect(mail.text).toContain(`/order-details/${orderId}`);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const token = tokenOf(mail);

    const viewed = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(viewed.body).not.toContain('Stammkunde');
    expect(CustomerOfferSchema.parse(viewed.json())).toMatchObject({
      orderNumber,
      revision: 1,
      status: 'sent',
      canAccept: true,
      validUntil: '2026-01-20',
    });

    const accepted = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(CustomerOfferSchema.parse(accepted.json())).toMatchObject({
      status: 'accepted',
      orderStatus: 'ORDER_RECEIVED',
    });
    // Idempotent: the same answer again, nothing moves twice.
    const again = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/accept` });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(accepted.json());

    const orderRes = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${orderId}`,
      cookies,
    });
    const order = OrderViewSchema.parse(orderRes.json());
    expect(order).toMatchObject({ orderStatus: 'ORDER_RECEIVED', paymentMethod: 'prepaid' });
    expect(order.totals.totalCents).toBe(expected.totalCents);
    expect(order.totals.netTotalCents).toBe(expected.netTotalCents);
    expect(await auditActions(orderId)).toEqual(['quote.draft', 'quote.send']);
    // The order mail as for any prepaid order: the offered total, the invoice with its QR-bill.
    const confirmation = await outboxMail(`Ihre Bestellung ${orderNumber} bei Print Portal`);
    expect(words(confirmation.text ?? '')).toContain(words(formatChf(expected.totalCents)));
    expect(confirmation.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  });
});

describe('revisions, expiry and access', () => {
  it('a new revision supersedes the old one: its link is refused with OFFER_SUPERSEDED', async () => {
    const { orderId, orderNumber } = await requestQuote();
    await sendOffer(orderId);
    const first = tokenOf(await offerMail(orderNumber, 1));
    const lineId = (await readOffer(orderId)).draft.lines[0]?.lineId ?? '';
    const changed = await admin('PUT', `/api/admin/orders/${orderId}/offer/draft`, {
      leadTimeDays: 5,
      validUntil: '2026-01-30',
      lines: [{ lineId, overrideUnitNetCents: 4500, overrideReason: 'Material günstiger' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const sent = await sendOffer(orderId);
    expect(sent.revisions.map((r) => [r.revision, r.status])).toEqual([
      [2, 'sent'],
      [1, 'superseded'],
    ]);
    const refused = await t.app.inject({ method: 'POST', url: `/api/quotes/${first}/accept` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'OFFER_SUPERSEDED', details: { latestRevision: 2 } },
    });
    const old = CustomerOfferSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/quotes/${first}` })).json(),
    );
    expect(old).toMatchObject({ status: 'superseded', latestRevision: 2, canAccept: false });
  });

  it('the customer declines with a reason: the revision closes, the desk timeline shows it, accepting is refused', async () => {
    const { orderId, orderNumber } = await requestQuote();
    await sendOffer(orderId);
    const token = tokenOf(await offerMail(orderNumber, 1));
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${token}/decline`,
      payload: { reason: 'Zu teuer für uns' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(CustomerOfferSchema.parse(declined.json())).toMatchObject({
      status: 'declined',
      canAccept: false,
      orderStatus: 'QUOTE_GENERATED',
    });
    const again = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/decline` });
    expect(again.statusCode).toBe(200);
    const accept = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/accept` });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ error: { code: 'OFFER_DECLINED' } });

    expect((await readOffer(orderId)).revisions[0]).toMatchObject({
      status: 'declined',
      declineReason: 'Zu teuer für uns',
    });
    const detail = await admin('GET', `/api/admin/orders/${orderId}`);
    const timeline = AdminOrderDetailSchema.parse(detail.json()).timeline;
    expect(timeline.filter((entry) => entry.kind === 'change')).toEqual([
      expect.objectContaining({
        actor: 'customer',
        to: 'declined',
        text: 'Offer revision 1 declined: Zu teuer für uns',
      }),
    ]);
  });

  it('the owner route answers a stranger 404; customers and production staff see no desk route', async () => {
    const { orderId } = await requestQuote();
    await sendOffer(orderId);
    const stranger = newSessionCookies();
    for (const [method, action] of [
      ['GET', ''],
      ['POST', '/accept'],
      ['POST', '/decline'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/quotes/order/${orderId}${action}`,
        cookies: stranger,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'OFFER_NOT_FOUND' } });
    }
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/offer`,
      cookies: stranger,
    });
    expect(customer.statusCode).toBe(404);
    const production = (await signInStaff(t.app, 'production')).cookies;
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/offer/send`,
      cookies: production,
    });
    expect(denied.statusCode).toBe(404);
    expect((await readOffer(orderId)).revisions).toHaveLength(1);
  });

  it('after its last day acceptance is refused (before the sweep), then the schedule marks it expired', async () => {
    const { cookies, orderId } = await requestQuote();
    const lineId = (await readOffer(orderId)).draft.lines[0]?.lineId ?? '';
    await admin('PUT', `/api/admin/orders/${orderId}/offer/draft`, {
      leadTimeDays: 3,
      validUntil: '2026-01-06',
      lines: [{ lineId, overrideUnitNetCents: null, overrideReason: null }],
    });
    await sendOffer(orderId);
    const ownerView = async () =>
      CustomerOfferSchema.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/quotes/order/${orderId}`, cookies })
        ).json(),
      );
    expect(await ownerView()).toMatchObject({ status: 'sent', canAccept: true });
    // 6 January ends at 23:00 UTC in Zurich: one minute later the offer is over.
    clock = new Date('2026-01-06T23:01:00Z');
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/quotes/order/${orderId}/accept`,
        cookies,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error: { code: 'OFFER_EXPIRED', details: { validUntil: '2026-01-06' } },
      });
      expect(await ownerView()).toMatchObject({ status: 'expired', canAccept: false });
      const tooLate = await t.app.inject({
        method: 'POST',
        url: `/api/quotes/order/${orderId}/decline`,
        cookies,
      });
      expect(tooLate.statusCode).toBe(422);
      expect(tooLate.json()).toMatchObject({ error: { code: 'OFFER_EXPIRED' } });
      expect(await t.app.services.quotes.expireOffers()).toBeGreaterThanOrEqual(1);
      const staff = (await signInStaff(t.app, 'owner')).cookies;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}/offer`,
        cookies: staff,
      });
      const offer = AdminOfferResponseSchema.parse(res.json());
      expect(offer.revisions[0]?.status).toBe('expired');
      expect(offer.orderStatus).toBe('QUOTE_GENERATED');
    } finally {
      clock = MONDAY;
    }
  });
});
