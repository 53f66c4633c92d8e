CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_number" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"paypal_order_id" text,
	"approval_url" text,
	"amount_cents" integer NOT NULL,
	"capture_request_id" text,
	"capture_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"resource_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "payment_attempts_order_id_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_request_id_idx" ON "payment_attempts" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_paypal_order_id_idx" ON "payment_attempts" USING btree ("paypal_order_id");