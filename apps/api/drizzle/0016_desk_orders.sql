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
DROP INDEX "order_outbox_order_event_idx";--> statement-breakpoint
ALTER TABLE "order_outbox" ADD COLUMN "key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_outbox" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD COLUMN "staff_id" text;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text GENERATED ALWAYS AS (btrim(coalesce(billing_address->>'firstname', '') || ' ' || coalesce(billing_address->>'lastname', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(order_number || ' ' || replace(order_number, '-', '') || ' ' || coalesce(billing_address->>'firstname', '') || ' ' || coalesce(billing_address->>'lastname', '') || ' ' || coalesce(billing_address->>'company', '') || ' ' || coalesce(shipping_address->>'firstname', '') || ' ' || coalesce(shipping_address->>'lastname', '') || ' ' || coalesce(shipping_address->>'company', '') || ' ' || email || ' ' || reference_number)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "order_notes_order_id_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_print_mode_idx" ON "order_lines" USING btree ("print_mode_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_outbox_order_event_key_idx" ON "order_outbox" USING btree ("order_id","event","key");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_total_cents_idx" ON "orders" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_customer_name_idx" ON "orders" USING btree (lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "orders_due_date_idx" ON "orders" USING btree ("due_date") WHERE "orders"."payment_method" = 'billing' AND "orders"."payment_status" = 'PAYMENT_PENDING';--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);