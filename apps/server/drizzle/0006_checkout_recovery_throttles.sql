CREATE TABLE "password_reset_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_throttles" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"not_before" timestamp with time zone,
	CONSTRAINT "request_throttles_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
DROP TABLE "identity_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_progress" ADD COLUMN "checkout_heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "linked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "linked_at" = "updated_at" WHERE "id" IN (SELECT "payment_id" FROM "orders" WHERE "payment_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "test_gateway_charges" ADD COLUMN "reversal_key" text;--> statement-breakpoint
CREATE INDEX "password_reset_requests_pending_idx" ON "password_reset_requests" USING btree ("processed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_reservation_idx" ON "discount_redemptions" USING btree ("code_id","client_id") WHERE "discount_redemptions"."order_id" is null;