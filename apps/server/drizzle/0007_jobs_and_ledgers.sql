CREATE TABLE "ledger_accounts" (
	"ledger" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_ledger_owner_id_pk" PRIMARY KEY("ledger","owner_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ledger" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"bucket" text DEFAULT 'available' NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"every_ms" bigint NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("ledger","bucket","reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_owner_idx" ON "ledger_entries" USING btree ("ledger","owner_id","bucket");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_key_idx" ON "jobs" USING btree ("name","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("status","locked_until");--> statement-breakpoint
-- Account credit and reward points move onto the shared ledger (decision 024), entries unchanged.
INSERT INTO "ledger_accounts" ("ledger", "owner_id", "created_at")
SELECT DISTINCT 'account_credit', "client_id", now() FROM "account_credit_entries";--> statement-breakpoint
INSERT INTO "ledger_entries" ("ledger", "owner_id", "bucket", "amount", "reason", "reference", "created_at")
SELECT 'account_credit', "client_id", 'available', "amount_cents", "reason", "reference", "created_at"
FROM "account_credit_entries" WHERE "amount_cents" <> 0 ORDER BY "id";--> statement-breakpoint
INSERT INTO "ledger_accounts" ("ledger", "owner_id", "created_at")
SELECT DISTINCT 'reward_points', "client_id", now() FROM "reward_point_entries";--> statement-breakpoint
INSERT INTO "ledger_entries" ("ledger", "owner_id", "bucket", "amount", "reason", "reference", "created_at")
SELECT 'reward_points', "client_id", "status", "points", "reason", coalesce("reference", 'legacy:' || "id"), "created_at"
FROM "reward_point_entries" WHERE "points" <> 0 ORDER BY "id";--> statement-breakpoint
-- Messages still waiting in the outbox get their delivery job (decision 023).
INSERT INTO "jobs" ("name", "key", "payload", "run_at", "created_at")
SELECT 'mail.deliver', 'outbox:' || "id", jsonb_build_object('outboxId', "id"), now(), now()
FROM "email_outbox" WHERE "status" = 'pending';--> statement-breakpoint
DROP TABLE "reward_point_entries" CASCADE;--> statement-breakpoint
DROP TABLE "account_credit_entries" CASCADE;--> statement-breakpoint
DROP INDEX "email_outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";
