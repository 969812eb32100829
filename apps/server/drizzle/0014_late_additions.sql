CREATE TABLE "payment_reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_ref" text,
	"failure_code" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_reversals_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_reversals_amount_check" CHECK ("payment_reversals"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_gateway_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_gateway_refunds_amount_check" CHECK ("test_gateway_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_patch_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"patch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"tax_class" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"order_item_id" integer,
	"refund_cents" integer,
	CONSTRAINT "order_patch_lines_quantity_check" CHECK ("order_patch_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_patches" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"taxes" jsonb NOT NULL,
	"stock_held" boolean NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"bill_key" text,
	"payment_id" integer,
	"decline_code" text,
	"billed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_patches_total_check" CHECK ("order_patches"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_refunds" ADD CONSTRAINT "test_gateway_refunds_charge_id_test_gateway_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."test_gateway_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_patch_lines" ADD CONSTRAINT "order_patch_lines_patch_id_order_patches_id_fk" FOREIGN KEY ("patch_id") REFERENCES "public"."order_patches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_patch_lines" ADD CONSTRAINT "order_patch_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_patch_lines" ADD CONSTRAINT "order_patch_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_patches" ADD CONSTRAINT "order_patches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_patches" ADD CONSTRAINT "order_patches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_patches" ADD CONSTRAINT "order_patches_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reversals_payment_idx" ON "payment_reversals" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "test_gateway_refunds_charge_idx" ON "test_gateway_refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "order_patch_lines_patch_idx" ON "order_patch_lines" USING btree ("patch_id");--> statement-breakpoint
CREATE INDEX "order_patches_order_idx" ON "order_patches" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_patches_held_idx" ON "order_patches" USING btree ("held_until") WHERE "order_patches"."status" = 'pending' and "order_patches"."stock_held";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."amount_cents");