CREATE TABLE "price_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"content" jsonb NOT NULL,
	"effective_from" timestamp with time zone,
	"lock_version" integer DEFAULT 0 NOT NULL,
	"based_on_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"published_at" timestamp with time zone,
	"published_by" text,
	CONSTRAINT "price_sets_version_unique" UNIQUE("version")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "price_set_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "price_sets_one_draft_idx" ON "price_sets" USING btree ("status") WHERE status = 'draft';--> statement-breakpoint
CREATE INDEX "price_sets_effective_idx" ON "price_sets" USING btree ("status","effective_from");