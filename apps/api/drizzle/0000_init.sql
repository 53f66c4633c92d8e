CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"file_id" text NOT NULL,
	"print_mode_id" text NOT NULL,
	"surface_finish_id" text NOT NULL,
	"color_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"scale" double precision NOT NULL,
	"given_unit_of_length" text NOT NULL,
	"acknowledged_repair_info" boolean NOT NULL,
	"processing_steps" jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail_key" text,
	"unit_net_cents" integer NOT NULL,
	"line_net_cents" integer NOT NULL,
	"production_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"variable_name" text NOT NULL,
	"hue" integer NOT NULL,
	"hexcode" text NOT NULL,
	"thumbnail" text,
	"colour_factor_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_session" text,
	"name" text NOT NULL,
	"given_unit_of_length" text NOT NULL,
	"status" text NOT NULL,
	"volume_file_units3" double precision,
	"area_file_units2" double precision,
	"dim_x_file_units" double precision,
	"dim_y_file_units" double precision,
	"dim_z_file_units" double precision,
	"thinnest_wall_file_units" double precision,
	"shell_count" integer,
	"is_watertight" boolean,
	"repair_info" jsonb,
	"original_path" text,
	"model_3mf_path" text,
	"repaired_path" text,
	"task_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_mode_processing_steps" (
	"print_mode_id" text NOT NULL,
	"step_id" text NOT NULL,
	CONSTRAINT "print_mode_processing_steps_print_mode_id_step_id_pk" PRIMARY KEY("print_mode_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "print_modes" (
	"id" text PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL,
	"material_name" text NOT NULL,
	"method_name" text NOT NULL,
	"machine_name" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"surface_quality" jsonb NOT NULL,
	"applications" jsonb NOT NULL,
	"max_x_mm" double precision NOT NULL,
	"max_y_mm" double precision NOT NULL,
	"max_z_mm" double precision NOT NULL,
	"min_feature_size_mm" double precision NOT NULL,
	"resolution_xy_mm" double precision NOT NULL,
	"resolution_z_mm" double precision NOT NULL,
	"ranking" jsonb NOT NULL,
	"max_number_of_parts" integer,
	"max_incremental_measurement_mm" double precision NOT NULL,
	"setup_fee_cents" integer NOT NULL,
	"material_cents_per_cm3" double precision NOT NULL,
	"packing_cents_per_cm3" double precision NOT NULL,
	"min_part_price_cents" integer NOT NULL,
	"quantity_breaks" jsonb NOT NULL,
	"production_days_extra" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processing_step_options" (
	"id" text PRIMARY KEY NOT NULL,
	"step_id" text NOT NULL,
	"sort_order" integer NOT NULL,
	"name" jsonb NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processing_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_countries" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"postal_code_regex" text NOT NULL,
	"is_eu" boolean NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"is_selectable" boolean NOT NULL,
	CONSTRAINT "shipping_countries_country_code_unique" UNIQUE("country_code")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"method_key" text NOT NULL,
	"name" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"shipping_time_days" integer NOT NULL,
	"is_standard" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surface_finish_colors" (
	"surface_finish_id" text NOT NULL,
	"color_id" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "surface_finish_colors_surface_finish_id_color_id_pk" PRIMARY KEY("surface_finish_id","color_id")
);
--> statement-breakpoint
CREATE TABLE "surface_finishes" (
	"id" text PRIMARY KEY NOT NULL,
	"print_mode_id" text NOT NULL,
	"sort_order" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"finish_cents_per_cm2" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_print_mode_id_print_modes_id_fk" FOREIGN KEY ("print_mode_id") REFERENCES "public"."print_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_surface_finish_id_surface_finishes_id_fk" FOREIGN KEY ("surface_finish_id") REFERENCES "public"."surface_finishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_mode_processing_steps" ADD CONSTRAINT "print_mode_processing_steps_print_mode_id_print_modes_id_fk" FOREIGN KEY ("print_mode_id") REFERENCES "public"."print_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_mode_processing_steps" ADD CONSTRAINT "print_mode_processing_steps_step_id_processing_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."processing_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_step_options" ADD CONSTRAINT "processing_step_options_step_id_processing_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."processing_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_country_id_shipping_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."shipping_countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surface_finish_colors" ADD CONSTRAINT "surface_finish_colors_surface_finish_id_surface_finishes_id_fk" FOREIGN KEY ("surface_finish_id") REFERENCES "public"."surface_finishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surface_finish_colors" ADD CONSTRAINT "surface_finish_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surface_finishes" ADD CONSTRAINT "surface_finishes_print_mode_id_print_modes_id_fk" FOREIGN KEY ("print_mode_id") REFERENCES "public"."print_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_id_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "files_owner_session_idx" ON "files" USING btree ("owner_session");