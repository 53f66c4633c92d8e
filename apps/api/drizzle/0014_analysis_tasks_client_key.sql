-- The per-client share of the analysis queue (docs/decisions/0016-analysis-admission.md): a hash
-- of the uploading client's address on each open task, cleared when the task is finished.
ALTER TABLE "analysis_tasks" ADD COLUMN "client_key" text;