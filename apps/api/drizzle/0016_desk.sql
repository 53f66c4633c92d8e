CREATE TABLE "order_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_mail_templates" (
	"status" text NOT NULL,
	"language" text NOT NULL,
	"enabled" boolean NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "status_mail_templates_status_language_pk" PRIMARY KEY("status","language")
);
--> statement-breakpoint
CREATE TABLE "quote_offer_drafts" (
	"order_id" text PRIMARY KEY NOT NULL,
	"lead_time_days" integer NOT NULL,
	"valid_until" text NOT NULL,
	"overrides" jsonb NOT NULL,
	"updated_by_staff_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_offer_lines" (
	"offer_id" text NOT NULL,
	"order_line_id" text NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"list_unit_net_cents" integer NOT NULL,
	"offered_unit_net_cents" integer NOT NULL,
	"offered_line_net_cents" integer NOT NULL,
	"display_unit_cents" integer NOT NULL,
	"display_line_cents" integer NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "quote_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"revision" integer NOT NULL,
	"status" text NOT NULL,
	"lead_time_days" integer NOT NULL,
	"valid_until" text NOT NULL,
	"totals" jsonb NOT NULL,
	"pricing_basis" jsonb NOT NULL,
	"created_by_staff_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"pdf_key" text NOT NULL,
	"accept_token_hash" text NOT NULL,
	"pending_mail_token" text,
	"mail_queued_at" timestamp with time zone,
	"mail_claimed_at" timestamp with time zone,
	"mail_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_outbox_order_event_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_verified_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(username || ' ' || email || ' ' || coalesce(billing_address->>'firstname', '') || ' ' || coalesce(billing_address->>'lastname', '') || ' ' || coalesce(billing_address->>'company', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "order_outbox" ADD COLUMN "key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_outbox" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD COLUMN "staff_id" text;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text GENERATED ALWAYS AS (btrim(coalesce(billing_address->>'firstname', '') || ' ' || coalesce(billing_address->>'lastname', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(order_number || ' ' || replace(order_number, '-', '') || ' ' || coalesce(billing_address->>'firstname', '') || ' ' || coalesce(billing_address->>'lastname', '') || ' ' || coalesce(billing_address->>'company', '') || ' ' || coalesce(shipping_address->>'firstname', '') || ' ' || coalesce(shipping_address->>'lastname', '') || ' ' || coalesce(shipping_address->>'company', '') || ' ' || email || ' ' || reference_number)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_offer_lines" ADD CONSTRAINT "quote_offer_lines_offer_id_quote_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."quote_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_id_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_offer_lines_pk_idx" ON "quote_offer_lines" USING btree ("offer_id","order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_offers_order_revision_idx" ON "quote_offers" USING btree ("order_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_offers_token_idx" ON "quote_offers" USING btree ("accept_token_hash");--> statement-breakpoint
CREATE INDEX "quote_offers_open_idx" ON "quote_offers" USING btree ("valid_until") WHERE "quote_offers"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "quote_offers_mail_pending_idx" ON "quote_offers" USING btree ("sent_at") WHERE "quote_offers"."mail_queued_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("billing_address"->>'lastname'),lower("billing_address"->>'firstname'),"id");--> statement-breakpoint
CREATE INDEX "users_blocked_idx" ON "users" USING btree ("created_at") WHERE "users"."blocked_at" is not null;--> statement-breakpoint
CREATE INDEX "order_lines_print_mode_idx" ON "order_lines" USING btree ("print_mode_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_outbox_order_event_key_idx" ON "order_outbox" USING btree ("order_id","event","key");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_list_cover_idx" ON "orders" USING btree ("created_at","payment_method","status","payment_status","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_total_cents_idx" ON "orders" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_customer_name_idx" ON "orders" USING btree (lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "orders_due_date_idx" ON "orders" USING btree ("due_date") WHERE "orders"."payment_method" = 'billing' AND "orders"."payment_status" = 'PAYMENT_PENDING';--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);