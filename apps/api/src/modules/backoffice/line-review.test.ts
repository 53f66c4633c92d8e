import { createHash } from 'node:crypto';
import { AdminOrderDetailSchema, type AdminOrderDetail } from '@print/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookies } from '../../test/checkout-fixtures.js';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { insertAnalysedFile } from '../../test/fixtures.js';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let production: SignedInStaff;
let office: SignedInStaff;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.app.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function detail(orderId: string): Promise<AdminOrderDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    cookies: production.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return AdminOrderDetailSchema.parse(res.json());
}

function review(
  orderId: string,
  lineId: string,
  body: { verdict: string; version: number; reason?: string },
  cookies: Record<string, string> = production.cookies,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/lines/${lineId}/review`,
    cookies,
    payload: body,
  });
}

/** A two-line order as the checkout leaves it. */
function twoLineOrder(orderNumber: string): Promise<string> {
  return insertDeskOrder(t.app.database.db, {
    orderNumber,
    printModeIds: ['sls-pa2200', 'mjf-pa12'],
    language: 'en',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  production = await signInStaff(t.app, 'production');
  office = await signInStaff(t.app, 'office');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/admin/orders/:orderId/lines/:lineId/review', () => {
  it('keeps the status until every line has a verdict, then moves to FILES_NOT_PRINTABLE with audit and mail', async () => {
    const id = await twoLineOrder('2026-700001');
    const [first, second] = (await detail(id)).lines;
    if (!first || !second) throw new Error('two lines expected');
    const start = await detail(id);

    const printable = await review(id, first.id, { verdict: 'printable', version: start.version });
    expect(printable.statusCode, printable.body).toBe(200);
    const partly = AdminOrderDetailSchema.parse(printable.json());
    expect(partly.status).toBe('ORDER_RECEIVED');
    expect(partly.version).toBe(start.version + 1);
    expect(partly.lines[0]?.review).toMatchObject({
      verdict: 'printable',
      reason: null,
      staffName: production.staff.name,
    });
    expect(partly.lines[1]?.review).toBeNull();

    const noReason = await review(id, second.id, {
      verdict: 'not_printable',
      version: partly.version,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ error: { code: 'REVIEW_REASON_REQUIRED' } });

    const noRepairedMesh = await review(id, second.id, {
      verdict: 'repaired',
      version: partly.version,
    });
    expect(noRepairedMesh.statusCode).toBe(422);
    expect(noRepairedMesh.json()).toMatchObject({
      error: { code: 'REVIEW_REPAIRED_FILE_REQUIRED' },
    });

    const stale = await review(id, second.id, {
      verdict: 'not_printable',
      version: start.version,
      reason: 'Wall 0.3 mm',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'ORDER_CHANGED', details: { version: partly.version } },
    });

    const done = await review(id, second.id, {
      verdict: 'not_printable',
      version: partly.version,
      reason: 'Wall 0.3 mm',
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = AdminOrderDetailSchema.parse(done.json());
    expect(after.status).toBe('FILES_NOT_PRINTABLE');
    expect(after.lines[1]?.review).toMatchObject({
      verdict: 'not_printable',
      reason: 'Wall 0.3 mm',
    });

    const transitions = await rows<{ staff_id: string; reason: string }>(
      sql`SELECT staff_id, reason FROM order_transitions WHERE order_id = ${id} AND to_status = 'FILES_NOT_PRINTABLE'`,
    );
    expect(transitions).toHaveLength(1);
    expect(transitions[0]?.staff_id).toBe(production.staff.id);
    expect(transitions[0]?.reason).toContain('Printability review');
    expect(transitions[0]?.reason).toContain('bracket.stl: Wall 0.3 mm');

    const audit = await rows<{ action: string; before: unknown; after: unknown }>(
      sql`SELECT action, before, after FROM audit_log WHERE order_id = ${id} ORDER BY at, id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'order.line_review',
      'order.line_review',
      'order.status',
    ]);
    expect(audit[1]).toMatchObject({
      before: null,
      after: { verdict: 'not_printable', reason: 'Wall 0.3 mm' },
    });
    expect(audit[2]).toMatchObject({
      before: { status: 'ORDER_RECEIVED' },
      after: { status: 'FILES_NOT_PRINTABLE' },
    });

    const mails = await rows<{ message: { subject: string; text: string } }>(
      sql`SELECT message FROM order_outbox WHERE order_id = ${id} AND event = 'status'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.subject).toContain('not printable');
    expect(mails[0]?.message.text).toContain('bracket.stl: Wall 0.3 mm');
    expect(mails[0]?.message.text).toContain('adjusted quote, or you can cancel the order');
  });

  it('moves to FILES_REPAIRED when a line is repaired with its file’s repaired mesh', async () => {
    const id = await twoLineOrder('2026-700002');
    const file = await insertAnalysedFile(t.app.database.db);
    await rows(sql`UPDATE files SET repaired_path = 'repaired/bracket.stl' WHERE id = ${file.id}`);
    await rows(sql`UPDATE order_lines SET file_id = ${file.id} WHERE id = ${`${id}-1`}`);
    const start = await detail(id);
    const repaired = await review(id, `${id}-1`, { verdict: 'repaired', version: start.version });
    expect(repaired.statusCode, repaired.body).toBe(200);
    const next = AdminOrderDetailSchema.parse(repaired.json());
    const done = await review(id, `${id}-2`, { verdict: 'printable', version: next.version });
    expect(done.statusCode, done.body).toBe(200);
    expect(AdminOrderDetailSchema.parse(done.json()).status).toBe('FILES_REPAIRED');
    const [saved] = await rows<{ repaired_file_id: string }>(
      sql`SELECT repaired_file_id FROM order_line_reviews WHERE line_id = ${`${id}-1`}`,
    );
    expect(saved?.repaired_file_id).toBe(file.id);
    const transitions = await rows<{ to_status: string }>(
      sql`SELECT to_status FROM order_transitions WHERE order_id = ${id} AND kind = 'status'`,
    );
    expect(transitions.map((row) => row.to_status)).toEqual(['FILES_REPAIRED']);
  });

  it('answers 404 to office staff and customers, and for an unknown line', async () => {
    const id = await twoLineOrder('2026-700003');
    const { version } = await detail(id);
    const body = { verdict: 'printable', version };
    const asOffice = await review(id, `${id}-1`, body, office.cookies);
    expect(asOffice.statusCode).toBe(404);
    const asCustomer = await review(id, `${id}-1`, body, newSessionCookies());
    expect(asCustomer.statusCode).toBe(404);
    const unknownLine = await review(id, 'no-such-line', body);
    expect(unknownLine.statusCode).toBe(404);
    expect(unknownLine.json()).toMatchObject({ error: { code: 'ORDER_LINE_NOT_FOUND' } });
    expect((await detail(id)).version).toBe(version);
  });
});

describe('POST /api/checkout/order/:orderId/not-printable-choice (the customer answers)', () => {
  function choose(orderId: string, cookies: { pp_sid: string }, payload: object) {
    return t.app.inject({
      method: 'POST',
      url: `/api/checkout/order/${orderId}/not-printable-choice`,
      cookies,
      payload,
    });
  }

  /** A guest's session as the server issued it (an unknown pp_sid is dropped). */
  async function guest(): Promise<{ pp_sid: string }> {
    const cookies = newSessionCookies();
    await rows(sql`INSERT INTO anonymous_sessions (id) VALUES (${cookies.pp_sid})`);
    return cookies;
  }

  async function notPrintableOrderOf(owner: { pp_sid: string }, orderNumber: string) {
    return insertDeskOrder(t.app.database.db, {
      orderNumber,
      status: 'FILES_NOT_PRINTABLE',
      ownerPrincipal: owner.pp_sid,
      language: 'en',
    });
  }

  it('sends the order back for a changed quote, shown on the desk timeline as the customer’s', async () => {
    const owner = await guest();
    const id = await notPrintableOrderOf(owner, '2026-700011');
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${id}`,
      cookies: owner,
    });
    expect(view.json()).toMatchObject({ actions: { canAnswerNotPrintable: true } });

    const stranger = await choose(id, await guest(), { choice: 'cancel' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ error: { code: 'ORDER_NOT_FOUND' } });
    const badChoice = await choose(id, owner, { choice: 'refund' });
    expect(badChoice.statusCode).toBe(400);
    expect((await detail(id)).status).toBe('FILES_NOT_PRINTABLE');

    const answered = await choose(id, owner, {
      choice: 'changed_quote',
      comment: 'Thicker walls, please',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      orderStatus: 'QUOTE_GENERATED',
      actions: { canAnswerNotPrintable: false },
    });
    const desk = await detail(id);
    expect(desk.status).toBe('QUOTE_GENERATED');
    expect(desk.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'status',
        actor: 'customer',
        text: expect.stringContaining('Thicker walls, please') as unknown,
      }),
    );
    // Staff answer it as any quote request: the offer draft is open.
    const offer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}/offer`,
      cookies: office.cookies,
    });
    expect(offer.json()).toMatchObject({ isOpen: true });

    const again = await choose(id, owner, { choice: 'cancel' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'NOT_PRINTABLE_CHOICE_CLOSED', details: { status: 'QUOTE_GENERATED' } },
    });
  });

  it('cancels the order', async () => {
    const owner = await guest();
    const id = await notPrintableOrderOf(owner, '2026-700012');
    const cancelled = await choose(id, owner, { choice: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ orderStatus: 'ORDER_CANCELLED' });
    const [transition] = await rows<{ actor: string; from_status: string }>(
      sql`SELECT actor, from_status FROM order_transitions WHERE order_id = ${id} AND to_status = 'ORDER_CANCELLED'`,
    );
    expect(transition).toEqual({ actor: 'customer', from_status: 'FILES_NOT_PRINTABLE' });
  });
});

describe('the not printable mail’s answer link (no sign-in; guests answer here)', () => {
  const LINK = /\/en\/order-answer\/([A-Za-z0-9_-]{43})/;

  function linkGet(token: string, suffix = '') {
    return t.app.inject({ method: 'GET', url: `/api/checkout/not-printable/${token}${suffix}` });
  }
  function linkChoose(token: string, payload: object) {
    return t.app.inject({
      method: 'POST',
      url: `/api/checkout/not-printable/${token}/choice`,
      payload,
    });
  }

  /** A one-line order reviewed not printable on the desk: the token of its status mail. */
  async function reviewedNotPrintable(orderNumber: string): Promise<{ id: string; token: string }> {
    const id = await insertDeskOrder(t.app.database.db, { orderNumber, language: 'en' });
    const { version } = await detail(id);
    const res = await review(id, `${id}-1`, {
      verdict: 'not_printable',
      version,
      reason: 'Wall 0.3 mm',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await rows<{ message: { text: string; html: string } }>(
      sql`SELECT message FROM order_outbox WHERE order_id = ${id} AND event = 'status'`,
    );
    const token = LINK.exec(mail?.message.text ?? '')?.[1];
    if (token === undefined) throw new Error(`no answer link in ${mail?.message.text}`);
    expect(mail?.message.html).toContain(`/en/order-answer/${token}`);
    return { id, token };
  }

  it('shows the lines, takes one answer, then answers 409 with the status', async () => {
    const { id, token } = await reviewedNotPrintable('2026-700021');
    const view = await linkGet(token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toEqual({
      orderNumber: '2026-700021',
      orderStatus: 'FILES_NOT_PRINTABLE',
      canAnswer: true,
      lines: [
        {
          lineId: `${id}-1`,
          fileName: 'bracket.stl',
          quantity: 1,
          reason: 'Wall 0.3 mm',
          pictureUrl: null,
        },
      ],
    });
    const badChoice = await linkChoose(token, { choice: 'refund' });
    expect(badChoice.statusCode).toBe(400);

    const answered = await linkChoose(token, {
      choice: 'changed_quote',
      comment: 'Thicker, please',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ orderStatus: 'QUOTE_GENERATED', canAnswer: false });
    const desk = await detail(id);
    expect(desk.status).toBe('QUOTE_GENERATED');
    expect(desk.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'status',
        actor: 'customer',
        text: expect.stringContaining('Thicker, please') as unknown,
      }),
    );

    const again = await linkChoose(token, { choice: 'cancel' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'NOT_PRINTABLE_CHOICE_CLOSED', details: { status: 'QUOTE_GENERATED' } },
    });
    expect((await detail(id)).status).toBe('QUOTE_GENERATED');
  });

  it('refuses altered, unknown, expired and foreign links with stable codes, changing nothing', async () => {
    const { id, token } = await reviewedNotPrintable('2026-700022');
    const other = await reviewedNotPrintable('2026-700023');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [altered, 'not-a-token', token.slice(0, 20)]) {
      const read = await linkGet(wrong);
      expect(read.statusCode, wrong).toBe(404);
      expect(read.json()).toMatchObject({ error: { code: 'ORDER_LINK_INVALID' } });
      const answer = await linkChoose(wrong, { choice: 'cancel' });
      expect(answer.json()).toMatchObject({ error: { code: 'ORDER_LINK_INVALID' } });
    }
    // One order's link opens nothing of another order (its line's picture).
    const foreign = await linkGet(token, `/items/${other.id}-1/review-picture`);
    expect(foreign.statusCode).toBe(404);

    const expired = 'E'.repeat(43);
    const hash = createHash('sha256').update(expired).digest('hex');
    await rows(
      sql`INSERT INTO order_answer_links (token_hash, order_id, purpose, created_at, expires_at)
          VALUES (${hash}, ${id}, 'not_printable', now() - interval '31 days', now() - interval '1 day')`,
    );
    const late = await linkChoose(expired, { choice: 'cancel' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ error: { code: 'ORDER_LINK_EXPIRED' } });
    expect((await detail(id)).status).toBe('FILES_NOT_PRINTABLE');
    expect((await detail(other.id)).status).toBe('FILES_NOT_PRINTABLE');
  });

  it('a paid order cancelled by its customer gets a full credit note and shows the refund due', async () => {
    const owner = newSessionCookies();
    await rows(sql`INSERT INTO anonymous_sessions (id) VALUES (${owner.pp_sid})`);
    const id = await insertDeskOrder(t.app.database.db, {
      orderNumber: '2026-700024',
      status: 'FILES_NOT_PRINTABLE',
      paymentMethod: 'prepaid',
      paymentStatus: 'PAYMENT_RECEIVED',
      totalCents: 31_500,
      ownerPrincipal: owner.pp_sid,
      language: 'en',
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/order/${id}/not-printable-choice`,
      cookies: owner,
      payload: { choice: 'cancel' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notes = await rows<{
      kind: string;
      trigger: string;
      gross_cents: number;
      staff_name: string;
    }>(sql`SELECT kind, trigger, gross_cents, staff_name FROM credit_notes WHERE order_id = ${id}`);
    expect(notes).toEqual([
      { kind: 'full', trigger: 'cancellation', gross_cents: 31_500, staff_name: 'customer' },
    ]);
    const [audit] = await rows<{ staff_id: string | null }>(
      sql`SELECT staff_id FROM audit_log WHERE order_id = ${id} AND action = 'order.credit_note'`,
    );
    expect(audit).toEqual({ staff_id: null });
    const refunds = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}/refunds`,
      cookies: office.cookies,
    });
    expect(refunds.json()).toMatchObject({ method: 'bank', paidCents: 31_500, leftCents: 31_500 });
  });
});
