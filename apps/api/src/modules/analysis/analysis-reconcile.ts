import type { AnalysisQueue } from './analysis-queue.js';
import type { AnalysisRunner } from './analysis-runner.js';
import type { TasksRepository } from './analysis.repository.js';

/** A task without a queue job this long was cut between its two inserts. */
const ORPHAN_TASK_AGE_MS = 60_000;

/**
 * Checks open tasks against the queue, so no task stays queued or running forever: a task whose
 * job failed, vanished or was never sent fails (INTERRUPTED); a running task whose job is back in
 * the queue (its process died) is queued again. Idempotent: a schedule runs it once per cluster.
 */
export function createReconcile(deps: {
  readonly tasks: TasksRepository;
  readonly queue: AnalysisQueue;
  readonly runner: AnalysisRunner;
}): () => Promise<void> {
  const { tasks, queue, runner } = deps;
  return async function reconcile(): Promise<void> {
    const open = await tasks.listOpen();
    const states = await queue.findStates(open.flatMap((t) => (t.jobId ? [t.jobId] : [])));
    for (const task of open) {
      const state = task.jobId ? states.get(task.jobId) : undefined;
      if (!task.jobId) {
        if (Date.now() - task.createdAt.getTime() > ORPHAN_TASK_AGE_MS)
          await runner.failTask(task, 'INTERRUPTED', 'never queued');
      } else if (state === undefined || state === 'failed' || state === 'cancelled') {
        await runner.failTask(task, 'INTERRUPTED', `queue job ${state ?? 'missing'}`);
      } else if ((state === 'created' || state === 'retry') && task.status === 'running') {
        await tasks.requeue(task.id);
      }
    }
  };
}
