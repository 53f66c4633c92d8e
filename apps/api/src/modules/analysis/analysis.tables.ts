import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from '../files/files.tables.js';

export interface TaskErrorData {
  readonly code: string;
  /** Technical detail for the log; customers see a text chosen by `code` in their language. */
  readonly detail: string;
}

/**
 * One analysis run of a file; the queue job (pg-boss) carries its id. Progress is written here
 * so that any process (API or `worker` mode) can answer GET /analytx/task/{id}.
 */
export const analysisTasks = pgTable(
  'analysis_tasks',
  {
    id: text('id').primaryKey(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    ownerSession: text('owner_session'),
    /**
     * Who uploaded, for the per-client share of the queue (decision 0016): a hash of the client's
     * address (IPv6: its /64), never the address; cleared when the task is finished.
     */
    clientKey: text('client_key'),
    jobId: text('job_id'),
    status: text('status').$type<'queued' | 'running' | 'completed' | 'failed'>().notNull(),
    step: text('step'),
    steps: jsonb('steps')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: jsonb('error').$type<TaskErrorData>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analysis_tasks_status_idx').on(t.status)],
);
