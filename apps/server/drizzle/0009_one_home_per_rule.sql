CREATE TABLE "first_delivery_choices" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"delivery_date" date NOT NULL,
	"window_starts" text NOT NULL,
	"window_ends" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "starts_on" SET DATA TYPE date USING "starts_on"::date;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_date" SET DATA TYPE date USING "delivery_date"::date;--> statement-breakpoint
ALTER TABLE "first_delivery_choices" ADD CONSTRAINT "first_delivery_choices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The first delivery chosen on the address moves to its own table (the latest primary address per household).
INSERT INTO "first_delivery_choices" ("client_id", "delivery_date", "window_starts", "window_ends", "updated_at")
SELECT DISTINCT ON ("client_id") "client_id", "first_delivery_date"::date, "window_starts", "window_ends", "updated_at"
FROM "addresses"
WHERE "kind" = 'primary' AND "first_delivery_date" IS NOT NULL AND "window_starts" IS NOT NULL AND "window_ends" IS NOT NULL
ORDER BY "client_id", "id" DESC;--> statement-breakpoint
ALTER TABLE "addresses" DROP COLUMN "first_delivery_date";--> statement-breakpoint
ALTER TABLE "addresses" DROP COLUMN "delivery_day";--> statement-breakpoint
ALTER TABLE "addresses" DROP COLUMN "window_starts";--> statement-breakpoint
ALTER TABLE "addresses" DROP COLUMN "window_ends";
