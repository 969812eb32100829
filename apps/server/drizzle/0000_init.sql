CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_locale_check" CHECK ("clients"."locale" in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" integer,
	"staff_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reauthenticated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flag_clients" (
	"flag_name" text NOT NULL,
	"client_id" integer NOT NULL,
	CONSTRAINT "feature_flag_clients_flag_name_client_id_pk" PRIMARY KEY("flag_name","client_id")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"percentage_of_actors" integer,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_percentage_check" CHECK ("feature_flags"."percentage_of_actors" is null or "feature_flags"."percentage_of_actors" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "reward_point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_point_entries_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_clients" ADD CONSTRAINT "feature_flag_clients_flag_name_feature_flags_name_fk" FOREIGN KEY ("flag_name") REFERENCES "public"."feature_flags"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_clients" ADD CONSTRAINT "feature_flag_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_point_entries" ADD CONSTRAINT "reward_point_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_lower_idx" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_audit_log_staff_idx" ON "staff_audit_log" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_lower_idx" ON "staff_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_client_idx" ON "sessions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "reward_point_entries_client_idx" ON "reward_point_entries" USING btree ("client_id");