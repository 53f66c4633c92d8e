import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every anonymous session id (cookie pp_sid) this server minted. A pp_sid not in here was never
 * issued (made up, or swept) and is not adopted: the caller gets a new id when it needs one
 * (issue 23 item 9, docs/decisions/0009). Rows older than the cookie's lifetime are swept.
 */
export const anonymousSessions = pgTable(
  'anonymous_sessions',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('anonymous_sessions_created_idx').on(t.createdAt)],
);
