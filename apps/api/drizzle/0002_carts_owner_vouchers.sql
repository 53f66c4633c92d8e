CREATE TABLE "vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" double precision NOT NULL,
	"from_date" timestamp with time zone,
	"to_date" timestamp with time zone,
	"min_value_cents" integer DEFAULT 0 NOT NULL,
	"max_usage" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "owner_session" text;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_lower_idx" ON "vouchers" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "carts_owner_session_idx" ON "carts" USING btree ("owner_session");