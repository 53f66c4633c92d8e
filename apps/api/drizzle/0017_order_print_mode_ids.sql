DROP INDEX "order_lines_print_mode_idx";--> statement-breakpoint
DROP INDEX "orders_list_cover_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_mode_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "print_mode_ids" = "modes"."ids" FROM (SELECT "order_id", array_agg(DISTINCT "print_mode_id" ORDER BY "print_mode_id") AS "ids" FROM "order_lines" GROUP BY "order_id") AS "modes" WHERE "orders"."id" = "modes"."order_id";--> statement-breakpoint
CREATE INDEX "orders_print_mode_ids_idx" ON "orders" USING gin ("print_mode_ids");--> statement-breakpoint
CREATE INDEX "orders_list_cover_idx" ON "orders" USING btree ("created_at","payment_method","status","payment_status","id","print_mode_ids");
