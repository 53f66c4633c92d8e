import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../db/client.js';
import { createEmptyTestDatabase, createTestApp, type TestApp } from '../../test/test-app.js';
import { createOrderNumberSequences, orderNumberSequence } from './order-number-sequence.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
} from '../../test/checkout-fixtures.js';

/** The migrations up to and including `lastTag`, as a folder of their own. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'pp-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateFrom(database: Database, migrationsFolder: string): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

async function nextNumber(database: Database, year: number): Promise<number> {
  const result = await database.db.execute(
    sql`SELECT nextval(${orderNumberSequence(year)}::regclass)::int AS value`,
  );
  return Number((result as { rows: { value: unknown }[] }).rows[0]?.value);
}

describe('order number sequences', () => {
  it('the migration carries every year’s counter over into its sequence and drops the counters', async () => {
    const place = await createEmptyTestDatabase();
    const { dataDir } = place;
    const database = await openDatabase({ databaseUrl: place.databaseUrl, dataDir });
    const before = await migrationsUpTo('0012_mail_attachments');
    try {
      await migrateFrom(database, before);
      await database.db.execute(
        sql`INSERT INTO order_number_counters (year, last_value) VALUES (2025, 41), (2026, 7)`,
      );
      await database.migrate();
      expect(await nextNumber(database, 2025)).toBe(42);
      expect(await nextNumber(database, 2026)).toBe(8);
      const counters = await database.db.execute(
        sql`SELECT to_regclass('order_number_counters') IS NULL AS gone`,
      );
      expect((counters as { rows: { gone: boolean }[] }).rows[0]?.gone).toBe(true);
    } finally {
      await database.close();
      await place.dropDatabase();
      await rm(before, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('makes a year’s sequence once, even when asked at the same moment, and refuses a bad year', async () => {
    const place = await createEmptyTestDatabase();
    const { dataDir } = place;
    const database = await openDatabase({ databaseUrl: place.databaseUrl, dataDir });
    try {
      await database.migrate();
      const sequences = createOrderNumberSequences(database.db);
      await Promise.all([sequences.ensure(2031), sequences.ensure(2031)]);
      // Another process made it already: ensuring it again changes nothing.
      await createOrderNumberSequences(database.db).ensure(2031);
      expect(await nextNumber(database, 2031)).toBe(1);
      expect(await nextNumber(database, 2031)).toBe(2);
      expect(() => orderNumberSequence(999)).toThrow(RangeError);
      expect(() => orderNumberSequence(2031.5)).toThrow(RangeError);
    } finally {
      await database.close();
      await place.dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('order numbers across the turn of the year (Zurich time)', () => {
  let now = new Date('2026-12-31T22:59:00Z'); // 23:59 in Zurich
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('numbers the last order of a year in it and the first of the next one 000001', async () => {
    const cookies = newSessionCookies();
    const late = await placeOrder(
      t.app,
      cookies,
      checkoutBody(await createFilledCart(t.app, cookies)),
    );
    expect(late.order.orderNumber).toMatch(/^2026-\d{6}$/);
    now = new Date('2026-12-31T23:00:00Z'); // 00:00 on 1 January 2027 in Zurich
    const carts = [await createFilledCart(t.app, cookies), await createFilledCart(t.app, cookies)];
    const first = await placeOrder(t.app, cookies, checkoutBody(carts[0] ?? ''));
    const second = await placeOrder(t.app, cookies, checkoutBody(carts[1] ?? ''));
    expect(first.order.orderNumber).toBe('2027-000001');
    expect(second.order.orderNumber).toBe('2027-000002');
  });
});
