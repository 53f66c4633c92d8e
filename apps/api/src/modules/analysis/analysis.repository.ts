import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analysisTasks, type TaskErrorData } from './analysis.tables.js';

export type TaskStatus = 'queued' | 'running' | 'completed' | 'failed';
export type TaskRow = typeof analysisTasks.$inferSelect;

const OPEN_STATUSES: TaskStatus[] = ['queued', 'running'];

/** SQL of analysis_tasks only (files belong to the files module). */
export function createTasksRepository(db: Db) {
  return {
    async insert(task: {
      readonly id: string;
      readonly fileId: string;
      readonly ownerSession: string;
      /** The uploading client (decision 0016); absent: counted for no client. */
      readonly clientKey?: string | null;
    }): Promise<void> {
      await db.insert(analysisTasks).values({ ...task, status: 'queued' });
    },
    /**
     * Retention: a file's tasks go with it, unless one is still open (then nothing is deleted
     * and the answer is false: the file is being analysed and stays).
     */
    async deleteFinishedOfFile(fileId: string): Promise<boolean> {
      const open = await db
        .select({ id: analysisTasks.id })
        .from(analysisTasks)
        .where(and(eq(analysisTasks.fileId, fileId), inArray(analysisTasks.status, OPEN_STATUSES)))
        .limit(1);
      if (open.length > 0) return false;
      await db.delete(analysisTasks).where(eq(analysisTasks.fileId, fileId));
      return true;
    },
    /** Carry-over at sign-in: the tasks follow their files to the account. */
    async transferOwner(from: string, to: string): Promise<void> {
      await db
        .update(analysisTasks)
        .set({ ownerSession: to })
        .where(eq(analysisTasks.ownerSession, from));
    },
    async setJobId(id: string, jobId: string): Promise<void> {
      await db.update(analysisTasks).set({ jobId }).where(eq(analysisTasks.id, id));
    },
    async findById(id: string): Promise<TaskRow | null> {
      const [row] = await db.select().from(analysisTasks).where(eq(analysisTasks.id, id));
      return row ?? null;
    },
    /** A new attempt starts from scratch: status running, no steps yet. */
    async markRunning(id: string): Promise<void> {
      await db
        .update(analysisTasks)
        .set({ status: 'running', step: null, steps: [], error: null, updatedAt: sql`now()` })
        .where(eq(analysisTasks.id, id));
    },
    /** Appends a step while the task runs (a finished task is never moved back). */
    async appendStep(id: string, step: string): Promise<void> {
      await db
        .update(analysisTasks)
        .set({
          step,
          steps: sql`${analysisTasks.steps} || ${JSON.stringify([step])}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(analysisTasks.id, id), eq(analysisTasks.status, 'running')));
    },
    async finish(
      id: string,
      outcome:
        | { readonly status: 'completed'; readonly steps: readonly string[] }
        | {
            readonly status: 'failed';
            readonly error: TaskErrorData;
          },
    ): Promise<void> {
      const set =
        outcome.status === 'completed'
          ? {
              status: 'completed' as const,
              step: outcome.steps.at(-1) ?? null,
              steps: [...outcome.steps],
            }
          : { status: 'failed' as const, error: outcome.error };
      await db
        .update(analysisTasks)
        .set({ ...set, clientKey: null, updatedAt: sql`now()` })
        .where(eq(analysisTasks.id, id));
    },
    async requeue(id: string): Promise<void> {
      await db
        .update(analysisTasks)
        .set({ status: 'queued', step: null, steps: [], updatedAt: sql`now()` })
        .where(and(eq(analysisTasks.id, id), inArray(analysisTasks.status, OPEN_STATUSES)));
    },
    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(analysisTasks)
        .where(inArray(analysisTasks.status, OPEN_STATUSES));
      return row?.n ?? 0;
    },
    /** Open tasks of one session (principal): the per-session admission limit. */
    async countOpenOf(ownerSession: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(analysisTasks)
        .where(
          and(
            eq(analysisTasks.ownerSession, ownerSession),
            inArray(analysisTasks.status, OPEN_STATUSES),
          ),
        );
      return row?.n ?? 0;
    },
    /**
     * The figures of an admission (decision 0016) in one statement: open tasks in all, of one
     * session (principal) and of one client. Counted in the database, so every process agrees.
     */
    async countAdmission(
      ownerSession: string,
      clientKey: string,
    ): Promise<{ total: number; ofSession: number; ofClient: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          ofSession: sql<number>`(count(*) filter (where ${analysisTasks.ownerSession} = ${ownerSession}))::int`,
          ofClient: sql<number>`(count(*) filter (where ${analysisTasks.clientKey} = ${clientKey}))::int`,
        })
        .from(analysisTasks)
        .where(inArray(analysisTasks.status, OPEN_STATUSES));
      return row ?? { total: 0, ofSession: 0, ofClient: 0 };
    },
    async listOpen(): Promise<TaskRow[]> {
      return db.select().from(analysisTasks).where(inArray(analysisTasks.status, OPEN_STATUSES));
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
