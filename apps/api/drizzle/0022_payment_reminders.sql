CREATE TABLE "order_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_number" text NOT NULL,
	"level" integer NOT NULL,
	"sent_day" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"credited_cents" integer NOT NULL,
	"open_cents" integer NOT NULL,
	"document" jsonb NOT NULL,
	"pdf_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_pauses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"is_paused" boolean NOT NULL,
	"reason" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_reminders_order_level_idx" ON "order_reminders" USING btree ("order_id","level");--> statement-breakpoint
CREATE INDEX "reminder_pauses_order_id_idx" ON "reminder_pauses" USING btree ("order_id","id");