CREATE TABLE "staff_sign_in_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"session_id" text,
	"query" text NOT NULL,
	"postal_code" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text DEFAULT 'primary' NOT NULL,
	"line1" text NOT NULL,
	"unit" text,
	"buzzer" text,
	"city_id" integer NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"instructions" text,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"coordinates_mode" boolean DEFAULT false NOT NULL,
	"first_delivery_date" text,
	"delivery_day" text,
	"window_starts" text,
	"window_ends" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_cutoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"day" text NOT NULL,
	"days_before" integer NOT NULL,
	"time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"day" text NOT NULL,
	"starts" text NOT NULL,
	"ends" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_check_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"context" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"plan_type" text NOT NULL,
	"people" integer,
	"recipes_per_week" integer,
	"meals_per_week" integer,
	"preference" text NOT NULL,
	"price_per_serving_cents" integer NOT NULL,
	"delivery_day" text NOT NULL,
	"window_starts" text NOT NULL,
	"window_ends" text NOT NULL,
	"starts_on" text NOT NULL,
	"pause_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"tax_class" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"code" text,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"position" integer NOT NULL,
	"delivery_date" text NOT NULL,
	"window_starts" text NOT NULL,
	"window_ends" text NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"province" text NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_credit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_credit_entries_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "signup_progress" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"plan" jsonb,
	"discount_code" text,
	"referral_code" text,
	"checkout_status" text DEFAULT 'idle' NOT NULL,
	"checkout_key" text,
	"checkout_started_at" timestamp with time zone,
	"payment_method_id" integer,
	"payment_id" integer,
	"order_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"postal_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_code" text,
	"idempotency_key" text NOT NULL,
	"gateway_ref" text,
	"order_ref" text,
	"description" text NOT NULL,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'CAD')
);
--> statement-breakpoint
CREATE TABLE "test_gateway_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"capture" boolean NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"description" text NOT NULL,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_gateway_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_gateway_charges_amount_check" CHECK ("test_gateway_charges"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"postal_code" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_preferences" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"minimum_servings" integer DEFAULT 0 NOT NULL,
	"surcharge_per_serving_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"type" text NOT NULL,
	"people" integer NOT NULL,
	"count" integer NOT NULL,
	"price_per_serving_cents" integer NOT NULL,
	CONSTRAINT "plan_prices_type_people_count_pk" PRIMARY KEY("type","people","count")
);
--> statement-breakpoint
CREATE TABLE "plan_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"rule" jsonb NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"max_uses" integer,
	"max_uses_per_household" integer DEFAULT 1 NOT NULL,
	"first_order_only" boolean DEFAULT true NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"household_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"code" text NOT NULL,
	"referral_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_referred_id_unique" UNIQUE("referred_id")
);
--> statement-breakpoint
ALTER TABLE "address_attempts" ADD CONSTRAINT "address_attempts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_codes" ADD CONSTRAINT "email_verification_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_check_failures" ADD CONSTRAINT "password_check_failures_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_identities" ADD CONSTRAINT "client_identities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credit_entries" ADD CONSTRAINT "account_credit_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_progress" ADD CONSTRAINT "signup_progress_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_charges" ADD CONSTRAINT "test_gateway_charges_token_id_test_gateway_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."test_gateway_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_clients_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_clients_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_sign_in_failures_email_idx" ON "staff_sign_in_failures" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_failures_address_idx" ON "staff_sign_in_failures" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "address_attempts_created_idx" ON "address_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "addresses_client_idx" ON "addresses" USING btree ("client_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_cutoffs_region_day_idx" ON "delivery_cutoffs" USING btree ("region","day");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_windows_region_day_starts_idx" ON "delivery_windows" USING btree ("region","day","starts");--> statement-breakpoint
CREATE INDEX "identity_attempts_lookup_idx" ON "identity_attempts" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_client_idx" ON "password_reset_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "email_verification_codes_client_idx" ON "email_verification_codes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "password_check_failures_client_idx" ON "password_check_failures" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_identities_provider_subject_idx" ON "client_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "client_identities_client_provider_idx" ON "client_identities" USING btree ("client_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_client_idx" ON "subscriptions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_subscription_date_idx" ON "orders" USING btree ("subscription_id","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("client_id","delivery_date");--> statement-breakpoint
CREATE INDEX "account_credit_entries_client_idx" ON "account_credit_entries" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_gateway_ref_idx" ON "payment_methods" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_default_idx" ON "payment_methods" USING btree ("client_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_ref_idx" ON "payments" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "test_gateway_charges_token_idx" ON "test_gateway_charges" USING btree ("token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_code_order_idx" ON "discount_redemptions" USING btree ("code_id","order_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_household_idx" ON "discount_redemptions" USING btree ("code_id","household_key");