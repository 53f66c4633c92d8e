CREATE TABLE "legacy_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_date" text NOT NULL,
	"public_status_de" text NOT NULL,
	"prod_time_days" integer,
	"ship_time_days" integer,
	"ship_first_name" text NOT NULL,
	"ship_last_name" text NOT NULL,
	"ship_street" text NOT NULL,
	"ship_house_number" text NOT NULL,
	"ship_postcode" text NOT NULL,
	"ship_city" text NOT NULL,
	"ship_country" text NOT NULL,
	"bill_first_name" text NOT NULL,
	"bill_last_name" text NOT NULL,
	"bill_street" text NOT NULL,
	"bill_house_number" text NOT NULL,
	"bill_postcode" text NOT NULL,
	"bill_city" text NOT NULL,
	"bill_country" text NOT NULL,
	"email" text NOT NULL,
	"price_brutto_cents" integer NOT NULL,
	"ship_cost_cents" integer NOT NULL,
	"method_form_de" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_code_datasets" (
	"id" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"position" integer PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"locality" text NOT NULL,
	"canton" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "postal_codes_lookup_idx" ON "postal_codes" USING btree ("country_code","postal_code","position");