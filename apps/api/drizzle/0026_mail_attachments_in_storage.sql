ALTER TABLE "mail_attachments" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD COLUMN "size_bytes" integer;