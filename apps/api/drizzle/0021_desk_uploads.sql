CREATE TABLE "order_note_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"note_id" text NOT NULL,
	"order_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_line_reviews" ADD COLUMN "repaired_upload" jsonb;--> statement-breakpoint
ALTER TABLE "order_line_reviews" ADD COLUMN "picture" jsonb;--> statement-breakpoint
ALTER TABLE "order_note_attachments" ADD CONSTRAINT "order_note_attachments_note_id_order_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."order_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_note_attachments_order_id_idx" ON "order_note_attachments" USING btree ("order_id");