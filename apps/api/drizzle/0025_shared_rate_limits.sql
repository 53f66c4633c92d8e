-- Per-client request counters shared by every http process (plugins/shared-rate-limit.ts).
-- UNLOGGED: no WAL per hit; after a crash the table is empty, which only forgives the clients
-- their current window. Written by hand (drizzle-kit has no UNLOGGED); no module owns it.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" ("resets_at");
