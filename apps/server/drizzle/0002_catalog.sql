CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"seed" text NOT NULL,
	"svg" text NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_fr" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"menu_week_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"badge" text,
	CONSTRAINT "menu_items_menu_week_id_product_id_pk" PRIMARY KEY("menu_week_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "menu_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_start" date NOT NULL,
	"region" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_ingredients" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"quantity_en" text NOT NULL,
	"quantity_fr" text NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "product_ingredients_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_steps" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	CONSTRAINT "product_steps_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"family" text NOT NULL,
	"slug_en" text NOT NULL,
	"slug_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"difficulty" text,
	"prep_minutes" integer,
	"spice_level" integer,
	"price_cents" integer NOT NULL,
	"tax_class" text NOT NULL,
	"size_en" text,
	"size_fr" text,
	"serving_size_en" text,
	"serving_size_fr" text,
	"tip_en" text,
	"tip_fr" text,
	"origin_en" text,
	"origin_fr" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"nutrition" jsonb NOT NULL,
	"image_id" integer,
	"sold_out" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_key_unique" UNIQUE("key"),
	CONSTRAINT "products_slug_en_unique" UNIQUE("slug_en"),
	CONSTRAINT "products_slug_fr_unique" UNIQUE("slug_fr")
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_week_id_menu_weeks_id_fk" FOREIGN KEY ("menu_week_id") REFERENCES "public"."menu_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ingredients" ADD CONSTRAINT "product_ingredients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_steps" ADD CONSTRAINT "product_steps_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "images_subject_seed_idx" ON "images" USING btree ("subject","seed");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_weeks_week_region_idx" ON "menu_weeks" USING btree ("week_start",coalesce("region", ''));--> statement-breakpoint
CREATE INDEX "products_kind_idx" ON "products" USING btree ("kind","category");