CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_number" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"note_to_payer" text,
	"iban" text,
	"account_holder" text,
	"capture_id" text,
	"paypal_request_id" text,
	"paypal_refund_id" text,
	"request_body" jsonb,
	"failure" text,
	"staff_id" text,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_paypal_request_id_idx" ON "refunds" USING btree ("paypal_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_paypal_refund_id_idx" ON "refunds" USING btree ("paypal_refund_id");--> statement-breakpoint
CREATE INDEX "voucher_reservations_voucher_id_idx" ON "voucher_reservations" USING btree ("voucher_id","reserved_at");