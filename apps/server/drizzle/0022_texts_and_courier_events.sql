CREATE TABLE "courier_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "courier_events_kind_check" CHECK ("courier_events"."kind" in ('out_for_delivery', 'delivered')),
	CONSTRAINT "courier_events_outcome_check" CHECK ("courier_events"."outcome" in ('applied', 'ignored', 'unknown_order'))
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "status" text DEFAULT 'stored' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "courier_events_order_idx" ON "courier_events" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_status_check" CHECK ("sms_outbox"."status" in ('stored', 'pending', 'sent', 'failed'));