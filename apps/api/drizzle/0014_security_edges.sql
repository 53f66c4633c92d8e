CREATE TABLE "trusted_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_recipient_counts" (
	"recipient_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "mail_recipient_counts_recipient_hash_purpose_window_start_pk" PRIMARY KEY("recipient_hash","purpose","window_start")
);
--> statement-breakpoint
CREATE TABLE "anonymous_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_tasks" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trusted_devices_user_id_idx" ON "trusted_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_recipient_counts_window_idx" ON "mail_recipient_counts" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "anonymous_sessions_created_idx" ON "anonymous_sessions" USING btree ("created_at");