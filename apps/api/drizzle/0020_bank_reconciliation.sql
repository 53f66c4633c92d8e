CREATE TABLE "bank_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"file_hash" text NOT NULL,
	"file_name" text NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"message_id" text,
	"account_iban" text NOT NULL,
	"staff_id" text,
	"staff_name" text,
	"imported_at" timestamp with time zone NOT NULL,
	"new_count" integer NOT NULL,
	"duplicate_count" integer NOT NULL,
	"matched_count" integer NOT NULL,
	"unmatched_count" integer NOT NULL,
	"skipped_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bank_reference" text NOT NULL,
	"import_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"booking_date" text,
	"value_date" text,
	"qr_reference" text,
	"creditor_reference" text,
	"remittance_text" text,
	"debtor_name" text,
	"debtor_iban" text,
	"state" text NOT NULL,
	"match_kind" text,
	"order_id" text,
	"settlement" text,
	"note" text,
	"staff_id" text,
	"staff_name" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_imports_file_hash_idx" ON "bank_imports" USING btree ("file_hash");--> statement-breakpoint
CREATE INDEX "bank_imports_imported_at_idx" ON "bank_imports" USING btree ("imported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_bank_reference_idx" ON "bank_transactions" USING btree ("bank_reference");--> statement-breakpoint
CREATE INDEX "bank_transactions_order_id_idx" ON "bank_transactions" USING btree ("order_id") WHERE "bank_transactions"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_transactions_unmatched_idx" ON "bank_transactions" USING btree ("created_at","id") WHERE "bank_transactions"."state" = 'unmatched';--> statement-breakpoint
CREATE INDEX "bank_transactions_import_id_idx" ON "bank_transactions" USING btree ("import_id","id");