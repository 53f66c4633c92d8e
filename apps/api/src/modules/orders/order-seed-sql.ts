import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Demo and benchmark orders (scripts/seed-orders.ts, bench/admin-orders.ts): realistic rows
 * written by PostgreSQL itself from generate_series, a batch per statement, so 100,000 orders take
 * seconds. Deterministic for a given seed. Ids start with "seed-"; numbers are YYYY-3NNNNN and
 * up, above any real year's count, so seeded and real orders never collide.
 */

/** One line choice of the catalogue (a print mode with one of its finishes and colours). */
export interface SeedLineChoice {
  readonly printModeId: string;
  readonly printModeName: string;
  readonly finishId: string;
  readonly finishName: string;
  readonly colorId: string;
  readonly colorName: string;
  readonly colorHex: string;
}

export interface SeedOrdersInput {
  readonly count: number;
  readonly choices: readonly SeedLineChoice[];
  readonly firstNames: readonly string[];
  readonly lastNames: readonly string[];
  readonly companies: readonly string[];
  readonly cities: readonly string[];
  /** Orders are spread over the three years before this instant. */
  readonly now: Date;
  /** 0..1, makes the spread repeatable. */
  readonly seed?: number;
}

const BATCH = 20_000;

/** Inserts `count` orders with 1–4 lines each; answers how many orders were written. */
export async function seedOrders(ex: Executor, input: SeedOrdersInput): Promise<number> {
  const result: unknown = await ex.execute(
    sql`SELECT count(*)::int AS n FROM orders WHERE id LIKE 'seed-%'`,
  );
  // node-postgres answers a result with rows, PGlite's driver the same; older ones an array.
  const counted = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    n: number;
  }[];
  let start = counted[0]?.n ?? 0;
  await ex.execute(sql`SELECT setseed(${input.seed ?? 0.42})`);
  for (let done = 0; done < input.count; done += BATCH) {
    const n = Math.min(BATCH, input.count - done);
    await insertOrderBatch(ex, input, start, n);
    await insertLineBatch(ex, input, start, n);
    await setPrintModeIds(ex, start, n);
    start += n;
  }
  return input.count;
}

function textArray(values: readonly string[]) {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

async function insertOrderBatch(
  ex: Executor,
  input: SeedOrdersInput,
  start: number,
  n: number,
): Promise<void> {
  const first = textArray(input.firstNames);
  const last = textArray(input.lastNames);
  const companies = textArray(input.companies);
  const cities = textArray(input.cities);
  const now = input.now.toISOString();
  await ex.execute(sql`
    WITH g AS (
      SELECT i, ${now}::timestamptz - (random() * interval '1095 days') AS at,
        random() AS r1, random() AS r2, random() AS r3, random() AS r4,
        (${first})[1 + floor(random() * ${input.firstNames.length}::int)::int] AS fn,
        (${last})[1 + floor(random() * ${input.lastNames.length}::int)::int] AS ln,
        CASE WHEN random() < 0.45 THEN (${companies})[1 + floor(random() * ${input.companies.length}::int)::int] ELSE '' END AS co,
        (${cities})[1 + floor(random() * ${input.cities.length}::int)::int] AS city,
        (ARRAY['de','de','de','de','fr','fr','en'])[1 + floor(random() * 7)::int] AS lang
      FROM generate_series(${start + 1}::int, ${start + n}::int) AS i
    ), o AS (
      SELECT g.*,
        CASE WHEN r1 < 0.45 THEN 'billing' WHEN r1 < 0.65 THEN 'prepaid' WHEN r1 < 0.95 THEN 'paypal' ELSE 'quote' END AS method,
        ${now}::timestamptz - at AS age,
        (20000 + floor(r3 * r3 * 400000))::int AS net
      FROM g
    ), s AS (
      SELECT o.*,
        CASE
          WHEN method = 'quote' THEN (ARRAY['QUOTE_GENERATED','QUOTE_GENERATED','ORDER_CANCELLED'])[1 + floor(r2 * 3)::int]
          WHEN age > interval '45 days' THEN CASE WHEN r2 < 0.9 THEN 'ORDER_COMPLETED' ELSE 'ORDER_CANCELLED' END
          ELSE (ARRAY['ORDER_RECEIVED','READY_FOR_PROCESSING','CUSTOMER_CONTACTED','FILES_PRINTABLE','FILES_REPAIRED','FILES_NOT_PRINTABLE','SUPPLIER_REQUEST_SENT','IN_PRODUCTION','PARTS_DEFECTIVE','PARTS_REVIEWED','ORDER_COMPLETED','ORDER_CANCELLED'])[1 + floor(r2 * 12)::int]
        END AS status
      FROM o
    )
    INSERT INTO orders (id, order_number, owner_principal, cart_id, status, payment_status,
      payment_method, language, is_business_customer, tax_display, email, phone, reference_number,
      signup_to_newsletter, billing_address, shipping_address, shipping_method, position_net_cents,
      discount_cents, small_order_surcharge_cents, shipping_cents, net_total_cents, tax_rate_bp,
      tax_cents, total_cents, production_days, delivery_days, due_date, checkout_command,
      created_at, updated_at, locked_at)
    SELECT 'seed-' || i,
      to_char(at AT TIME ZONE 'Europe/Zurich', 'YYYY') || '-' || lpad((300000 + i)::text, 6, '0'),
      'seed:' || (i % 5000), 'seed-cart-' || i, status,
      CASE WHEN method = 'quote' THEN 'PAYMENT_PENDING'
        WHEN status = 'ORDER_COMPLETED' OR method = 'paypal' THEN 'PAYMENT_RECEIVED'
        WHEN method = 'billing' AND r4 < 0.3 AND age < interval '120 days' THEN 'PAYMENT_PENDING'
        WHEN method = 'billing' AND age < interval '30 days' THEN 'PAYMENT_PENDING'
        WHEN status IN ('ORDER_RECEIVED', 'ORDER_CANCELLED') THEN 'PAYMENT_PENDING'
        ELSE 'PAYMENT_RECEIVED' END,
      method, lang, co <> '', CASE WHEN co <> '' THEN 'PLUS_TAX' ELSE 'INCL_TAX' END,
      lower(translate(fn || '.' || ln, 'äöüéèàç ', 'aoueeac')) || i || '@example.ch',
      '+41 44 ' || lpad((i % 10000000)::text, 7, '0'),
      CASE WHEN r4 < 0.4 THEN 'PO-' || (10000 + i % 90000) ELSE '' END,
      false,
      jsonb_build_object('title', '', 'firstname', fn, 'lastname', ln, 'company', co,
        'addressSuffix', '', 'street', 'Bahnhofstrasse ' || (1 + i % 120), 'postalCode',
        (1000 + i % 8900)::text, 'city', city, 'countryId', 'ch', 'countryCode', 'CH',
        'countryName', 'Schweiz', 'vatRegistrationNumber', ''),
      jsonb_build_object('title', '', 'firstname', fn, 'lastname', ln, 'company', co,
        'addressSuffix', '', 'street', 'Bahnhofstrasse ' || (1 + i % 120), 'postalCode',
        (1000 + i % 8900)::text, 'city', city, 'countryId', 'ch', 'countryCode', 'CH',
        'countryName', 'Schweiz', 'vatRegistrationNumber', ''),
      jsonb_build_object('id', 'ch-standard', 'name', 'Standard', 'shippingTimeDays', 2,
        'priceCents', CASE WHEN net >= 25000 THEN 0 ELSE 1200 END),
      net, 0, 0, CASE WHEN net >= 25000 THEN 0 ELSE 1200 END,
      net + CASE WHEN net >= 25000 THEN 0 ELSE 1200 END, 810,
      round((net + CASE WHEN net >= 25000 THEN 0 ELSE 1200 END) * 0.081)::int,
      net + CASE WHEN net >= 25000 THEN 0 ELSE 1200 END
        + round((net + CASE WHEN net >= 25000 THEN 0 ELSE 1200 END) * 0.081)::int,
      5, 7,
      CASE WHEN method = 'billing'
        THEN to_char((at AT TIME ZONE 'Europe/Zurich')::date + 30, 'YYYY-MM-DD') END,
      '{}'::jsonb, at, at,
      CASE WHEN status IN ('IN_PRODUCTION', 'PARTS_DEFECTIVE', 'PARTS_REVIEWED', 'ORDER_COMPLETED')
        THEN at END
    FROM s`);
}

async function insertLineBatch(
  ex: Executor,
  input: SeedOrdersInput,
  start: number,
  n: number,
): Promise<void> {
  const choices = JSON.stringify(input.choices);
  await ex.execute(sql`
    WITH c AS (
      SELECT (ordinality - 1)::int AS k, value AS v
      FROM jsonb_array_elements(${choices}::jsonb) WITH ORDINALITY
    ), l AS (
      SELECT o.id AS order_id, o.position_net_cents AS net, p AS position, lines,
        floor(random() * ${input.choices.length}::int)::int AS k, (1 + floor(random() * 8))::int AS qty
      FROM orders o
      CROSS JOIN LATERAL (SELECT 1 + (hashtext(o.id) & 3) AS lines) AS x
      -- Positions from 0, as the checkout writes them.
      CROSS JOIN LATERAL generate_series(0, x.lines - 1) AS p
      WHERE o.id IN (SELECT 'seed-' || i FROM generate_series(${start + 1}::int, ${start + n}::int) AS i)
    )
    INSERT INTO order_lines (id, order_id, position, file_id, file_name, print_mode_id,
      print_mode_name, finish_id, finish_name, color_id, color_name, color_hex, quantity, scale,
      given_unit_of_length, processing_steps, unit_net_cents, line_net_cents, discount_cents,
      display_unit_cents, display_line_cents, production_days, thumbnail_key, attachment_count)
    SELECT l.order_id || '-' || l.position, l.order_id, l.position, 'seed-file-' || l.order_id || '-' || l.position,
      (ARRAY['bracket','housing','gear','clip','adapter','cover','mount'])[1 + (l.position + length(l.order_id)) % 7]
        || '-' || l.position || '.stl',
      c.v->>'printModeId', c.v->>'printModeName', c.v->>'finishId', c.v->>'finishName',
      c.v->>'colorId', c.v->>'colorName', c.v->>'colorHex', l.qty, 1, 'mm', '[]'::jsonb,
      greatest(1, (l.net / l.lines) / l.qty), greatest(1, (l.net / l.lines) / l.qty) * l.qty, 0,
      greatest(1, (l.net / l.lines) / l.qty), greatest(1, (l.net / l.lines) / l.qty) * l.qty,
      5, NULL, 0
    FROM l JOIN c ON c.k = l.k`);
}

/** The batch's orders' `print_mode_ids` from their lines (the desk's material filter). */
async function setPrintModeIds(ex: Executor, start: number, n: number): Promise<void> {
  await ex.execute(sql`
    UPDATE orders o SET print_mode_ids = m.ids
    FROM (
      SELECT order_id, array_agg(DISTINCT print_mode_id ORDER BY print_mode_id) AS ids
      FROM order_lines
      WHERE order_id IN (SELECT 'seed-' || i FROM generate_series(${start + 1}::int, ${start + n}::int) AS i)
      GROUP BY order_id
    ) AS m
    WHERE o.id = m.order_id`);
}
