CREATE TABLE "idempotency_keys" (
	"principal_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_principal_id_key_pk" PRIMARY KEY("principal_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"print_mode_id" text NOT NULL,
	"print_mode_name" text NOT NULL,
	"finish_id" text NOT NULL,
	"finish_name" text NOT NULL,
	"color_id" text NOT NULL,
	"color_name" text NOT NULL,
	"color_hex" text NOT NULL,
	"quantity" integer NOT NULL,
	"scale" double precision NOT NULL,
	"given_unit_of_length" text NOT NULL,
	"processing_steps" jsonb NOT NULL,
	"unit_net_cents" integer NOT NULL,
	"line_net_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"display_unit_cents" integer NOT NULL,
	"display_line_cents" integer NOT NULL,
	"production_days" integer NOT NULL,
	"thumbnail_key" text,
	"attachment_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"owner_principal" text NOT NULL,
	"cart_id" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_capture_id" text,
	"language" text NOT NULL,
	"is_business_customer" boolean NOT NULL,
	"tax_display" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"reference_number" text NOT NULL,
	"signup_to_newsletter" boolean NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_method" jsonb NOT NULL,
	"voucher" jsonb,
	"position_net_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"small_order_surcharge_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"net_total_cents" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"production_days" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"due_date" text,
	"checkout_command" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_reservations" (
	"order_id" text PRIMARY KEY NOT NULL,
	"voucher_id" text NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_outbox" ADD CONSTRAINT "order_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_reservations" ADD CONSTRAINT "voucher_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_outbox_order_event_idx" ON "order_outbox" USING btree ("order_id","event");--> statement-breakpoint
CREATE INDEX "order_outbox_pending_idx" ON "order_outbox" USING btree ("created_at") WHERE "order_outbox"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "order_transitions_order_id_idx" ON "order_transitions" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_id_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_owner_principal_idx" ON "orders" USING btree ("owner_principal","created_at");