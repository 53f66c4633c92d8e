import type { AnalysisTask, AnalysisStep, Language } from '@print/contracts';
import { AnalysisStepSchema } from '@print/contracts';
import type { TaskRow } from './analysis.repository.js';
import { describeTaskError } from './task-messages.js';

function toStep(value: string | null): AnalysisStep | null {
  const parsed = AnalysisStepSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function toTaskView(task: TaskRow, language: Language): AnalysisTask {
  return {
    _id: task.id,
    taskId: task.id,
    objectId: task.fileId,
    status: task.status,
    step: toStep(task.step),
    steps: task.steps.flatMap((s) => toStep(s) ?? []),
    error: task.error
      ? { code: task.error.code, message: describeTaskError(task.error.code, language) }
      : null,
  };
}
