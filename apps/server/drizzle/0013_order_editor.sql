CREATE TABLE "edit_sessions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_customizations" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "order_customizations_order_id_product_id_pk" PRIMARY KEY("order_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "order_pairings" (
	"order_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "order_pairings_order_id_recipe_id_product_id_pk" PRIMARY KEY("order_id","recipe_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "product_stock_product_id_week_start_pk" PRIMARY KEY("product_id","week_start"),
	CONSTRAINT "product_stock_never_negative" CHECK ("product_stock"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_customizations" (
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"extra_per_serving_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "recipe_customizations_product_id_key_pk" PRIMARY KEY("product_id","key")
);
--> statement-breakpoint
CREATE TABLE "recipe_pairings" (
	"recipe_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "recipe_pairings_recipe_id_product_id_pk" PRIMARY KEY("recipe_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_holds_order_id_product_id_pk" PRIMARY KEY("order_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "edit_sessions" ADD CONSTRAINT "edit_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_sessions" ADD CONSTRAINT "edit_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_customizations" ADD CONSTRAINT "order_customizations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_customizations" ADD CONSTRAINT "order_customizations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pairings" ADD CONSTRAINT "order_pairings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pairings" ADD CONSTRAINT "order_pairings_recipe_id_products_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pairings" ADD CONSTRAINT "order_pairings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_customizations" ADD CONSTRAINT "recipe_customizations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_pairings" ADD CONSTRAINT "recipe_pairings_recipe_id_products_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_pairings" ADD CONSTRAINT "recipe_pairings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_pairings_order_idx" ON "order_pairings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "product_stock_week_remaining_idx" ON "product_stock" USING btree ("week_start","remaining");