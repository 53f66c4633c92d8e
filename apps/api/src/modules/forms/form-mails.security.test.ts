import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPIENT_LIMITS } from '../mail/recipient-limits.js';
import { mailRecipientCounts } from '../mail/mail.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 23 item 10: the forms mail addresses a caller typed. The confirmation repeats nothing the
 * caller wrote, and each address gets only a few such mails per window, whoever posts them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ formsPostsPer10Minutes: 1000 });
});
afterAll(() => t.close());

let ip = 0;
const post = (url: string, payload: object) => {
  ip += 1;
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.7.0.${ip}` });
};

/** The mails queued (the queue's jobs, before any worker delivers them) to `address`. */
async function queuedTo(address: string): Promise<{ subject: string; text: string }[]> {
  const result = await t.app.database.db.execute(
    sql`SELECT data FROM pgboss.job WHERE name = 'mail' AND data->>'to' = ${address}`,
  );
  return (result as { rows: { data: { subject: string; text: string } }[] }).rows.map(
    (r) => r.data,
  );
}

const contact = (mail: string, message: string) => ({
  firstName: 'Visit',
  lastName: 'evil.example',
  mail,
  subject: 'Cheap offer',
  message,
  confirmation: true,
});

describe('contact confirmation', () => {
  it('is a neutral receipt: no message, subject or name of the sender', async () => {
    const victim = 'victim-text@example.ch';
    const res = await post('/api/forms/contact', contact(victim, 'Buy now at evil.example'));
    expect(res.statusCode).toBe(200);
    const [mail] = await queuedTo(victim);
    expect(mail?.subject).toBe('Ihre Anfrage ist bei uns eingegangen');
    for (const typed of ['Buy now', 'evil.example', 'Cheap offer', 'Visit'])
      expect(JSON.stringify(mail)).not.toContain(typed);
  });

  it('goes to one address only a few times per hour, from any client; the shop still gets each', async () => {
    const victim = 'victim-flood@example.ch';
    const { max } = RECIPIENT_LIMITS['form-confirmation'];
    for (let i = 0; i < max + 3; i++)
      expect((await post('/api/forms/contact', contact(victim, `flood ${i}`))).statusCode).toBe(
        200,
      );
    expect(await queuedTo(victim)).toHaveLength(max);
    const toShop = await queuedTo('shop@print-portal.test');
    expect(toShop.filter((m) => m.text.includes('victim-flood@example.ch'))).toHaveLength(max + 3);
  });

  it('keeps no plain address in the recipient counts', async () => {
    const rows = await t.app.database.db.select().from(mailRecipientCounts);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('@');
  });
});

describe('newsletter opt-in', () => {
  it('mails one address only a few opt-in links per day, answering every sign-up the same', async () => {
    const victim = 'victim-news@example.ch';
    const { max } = RECIPIENT_LIMITS['newsletter-optin'];
    for (let i = 0; i < max + 2; i++) {
      const res = await post('/api/forms/newsletter', {
        salutation: 'ms',
        lastName: 'Keller',
        mail: victim,
        confirmation: true,
      });
      expect(res.json()).toEqual({ status: 'confirmation-sent' });
    }
    expect(await queuedTo(victim)).toHaveLength(max);
  });
});
