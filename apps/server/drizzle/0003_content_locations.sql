CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"order_number" text,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"region" text,
	"lat" double precision,
	"lon" double precision,
	"fields" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"updated_on" date NOT NULL,
	"blocks" jsonb NOT NULL,
	CONSTRAINT "content_pages_slug_locale_pk" PRIMARY KEY("slug","locale")
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"friendly_id" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"position" integer NOT NULL,
	"list_faqs_on_pages" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "faq_categories_friendly_id_unique" UNIQUE("friendly_id")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_en" text NOT NULL,
	"question_fr" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impact_metrics" (
	"key" text PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL,
	"position" integer NOT NULL,
	"as_of" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"list_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"region" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"delivery_days" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "cities_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "postal_areas" (
	"fsa" text PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"meal_kits" boolean DEFAULT true NOT NULL,
	"ready_to_eat" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postal_areas" ADD CONSTRAINT "postal_areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_type_locale_region_idx" ON "content_entries" USING btree ("type","locale",coalesce("region", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "faqs_category_position_idx" ON "faqs" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree (lower("email"),"list_id");