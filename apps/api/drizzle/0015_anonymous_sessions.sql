CREATE TABLE "anonymous_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "anonymous_sessions_created_idx" ON "anonymous_sessions" USING btree ("created_at");