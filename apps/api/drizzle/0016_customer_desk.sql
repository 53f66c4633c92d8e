ALTER TABLE "users" ADD COLUMN "company_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_verified_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(username || ' ' || email || ' ' || coalesce(billing_address->>'firstname', '') || ' ' || coalesce(billing_address->>'lastname', '') || ' ' || coalesce(billing_address->>'company', ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("billing_address"->>'lastname'),lower("billing_address"->>'firstname'),"id");--> statement-breakpoint
CREATE INDEX "users_blocked_idx" ON "users" USING btree ("created_at") WHERE "users"."blocked_at" is not null;