CREATE TABLE "content_pages" (
	"path" text NOT NULL,
	"language" text NOT NULL,
	"uid" integer NOT NULL,
	"parent_path" text,
	"sort_order" integer NOT NULL,
	"navigation" jsonb NOT NULL,
	"source" jsonb NOT NULL,
	"source_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_path_language_pk" PRIMARY KEY("path","language")
);
