CREATE TABLE "mail_recipient_counts" (
	"recipient_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "mail_recipient_counts_recipient_hash_purpose_window_start_pk" PRIMARY KEY("recipient_hash","purpose","window_start")
);
--> statement-breakpoint
CREATE INDEX "mail_recipient_counts_window_idx" ON "mail_recipient_counts" USING btree ("window_start");