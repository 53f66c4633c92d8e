import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key of POST /checkout/order/checkout, per principal: the request's hash and, once
 * answered, the answer replayed to a retry.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    principalId: text('principal_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.principalId, t.key] })],
);
