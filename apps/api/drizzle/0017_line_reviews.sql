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
ALTER TABLE "order_line_reviews" ADD CONSTRAINT "order_line_reviews_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_reviews" ADD CONSTRAINT "order_line_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_reviews_order_id_idx" ON "order_line_reviews" USING btree ("order_id");