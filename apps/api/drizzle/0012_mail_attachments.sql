CREATE TABLE "mail_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_attachments_created_idx" ON "mail_attachments" USING btree ("created_at");--> statement-breakpoint
-- PDFs and 3D files are compressed already: stored as they are, TOAST does not try to compress them.
ALTER TABLE "mail_attachments" ALTER COLUMN "content" SET STORAGE EXTERNAL;
