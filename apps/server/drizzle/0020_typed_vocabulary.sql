ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_locale_check" CHECK ("email_outbox"."locale" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "menu_weeks" ADD CONSTRAINT "menu_weeks_region_check" CHECK ("menu_weeks"."region" in ('bc', 'ab', 'on', 'qc'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_region_check" CHECK ("content_entries"."region" in ('bc', 'ab', 'on', 'qc'));--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_locale_check" CHECK ("content_pages"."locale" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_locale_check" CHECK ("newsletter_subscribers"."locale" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_check" CHECK ("cities"."region" in ('bc', 'ab', 'on', 'qc'));--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_province_check" CHECK ("addresses"."province" in ('bc', 'ab', 'on', 'qc'));--> statement-breakpoint
ALTER TABLE "delivery_cutoffs" ADD CONSTRAINT "delivery_cutoffs_region_check" CHECK ("delivery_cutoffs"."region" in ('bc', 'ab', 'on', 'qc'));--> statement-breakpoint
ALTER TABLE "delivery_windows" ADD CONSTRAINT "delivery_windows_region_check" CHECK ("delivery_windows"."region" in ('bc', 'ab', 'on', 'qc'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_preference_check" CHECK ("subscriptions"."preference" in ('vegetarian', 'vegan', 'family_friendly', 'meat_and_fish', 'premium', 'keto', 'high_protein'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_province_check" CHECK ("orders"."province" in ('bc', 'ab', 'on', 'qc'));--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_locale_check" CHECK ("sms_outbox"."locale" in ('en', 'fr'));