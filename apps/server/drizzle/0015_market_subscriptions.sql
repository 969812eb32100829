CREATE TABLE "market_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "market_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "market_subscriptions" ADD CONSTRAINT "market_subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_subscriptions" ADD CONSTRAINT "market_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_subscriptions_running_idx" ON "market_subscriptions" USING btree ("client_id","product_id") WHERE "market_subscriptions"."ends_on" is null;--> statement-breakpoint
CREATE INDEX "market_subscriptions_client_idx" ON "market_subscriptions" USING btree ("client_id","starts_on");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_market_subscription_id_market_subscriptions_id_fk" FOREIGN KEY ("market_subscription_id") REFERENCES "public"."market_subscriptions"("id") ON DELETE no action ON UPDATE no action;
