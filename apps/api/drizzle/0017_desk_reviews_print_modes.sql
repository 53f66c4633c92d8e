CREATE TABLE "order_line_reviews" (
	"line_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"verdict" text NOT NULL,
	"reason" text,
	"repaired_file_id" text,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_lines_print_mode_idx";--> statement-breakpoint
DROP INDEX "orders_list_cover_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_mode_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "print_mode_ids" = "modes"."ids" FROM (SELECT "order_id", array_agg(DISTINCT "print_mode_id" ORDER BY "print_mode_id") AS "ids" FROM "order_lines" GROUP BY "order_id") AS "modes" WHERE "orders"."id" = "modes"."order_id";--> statement-breakpoint
ALTER TABLE "order_line_reviews" ADD CONSTRAINT "order_line_reviews_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_reviews" ADD CONSTRAINT "order_line_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_reviews_order_id_idx" ON "order_line_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_print_mode_ids_idx" ON "orders" USING gin ("print_mode_ids");--> statement-breakpoint
CREATE INDEX "orders_list_cover_idx" ON "orders" USING btree ("created_at","payment_method","status","payment_status","id","print_mode_ids");