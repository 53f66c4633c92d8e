CREATE TABLE "analysis_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"owner_session" text,
	"job_id" text,
	"status" text NOT NULL,
	"step" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "output_dir" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "front_picture_path" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "triangle_count" integer;--> statement-breakpoint
ALTER TABLE "analysis_tasks" ADD CONSTRAINT "analysis_tasks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_tasks_status_idx" ON "analysis_tasks" USING btree ("status");