import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DiscountRule } from '@fp/domain';
import { clients } from '../auth/tables.ts';

/** Promotion codes (SPEC.md §3 discount types), with validity and usage limits. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    rule: jsonb('rule').$type<DiscountRule>().notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    /** Redemptions allowed in all (null: no limit). */
    maxUses: integer('max_uses'),
    /** Redemptions allowed per household (one account, or one delivery address). */
    maxUsesPerHousehold: integer('max_uses_per_household').notNull().default(1),
    /** Only for a household's first order (signup offers). */
    firstOrderOnly: boolean('first_order_only').notNull().default(true),
    /** Combines with a referral; a code that does not replaces it (the last one brought wins). */
    stackable: boolean('stackable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discount_codes_code_idx').on(sql`upper(${t.code})`)],
);

/**
 * One row per use of a code on an order; the unique key makes a retried checkout count once. A
 * row without an order is a checkout's reservation, taken under the code's row lock before the
 * card is charged (decision 016); it counts as a use until it is spent, released or stale.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** Postal code and first address line, normalised, to count uses per household. */
    householdKey: text('household_key').notNull(),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_code_order_idx').on(t.codeId, t.orderId),
    // One open reservation per household account and code.
    uniqueIndex('discount_redemptions_reservation_idx')
      .on(t.codeId, t.clientId)
      .where(sql`${t.orderId} is null`),
    index('discount_redemptions_household_idx').on(t.codeId, t.householdKey),
    // The codes a household redeemed on its orders: read by every editor open and save, and by
    // generation for every household (decisions 036, 037).
    index('discount_redemptions_client_idx')
      .on(t.clientId)
      .where(sql`${t.orderId} is not null`),
  ],
);

/** Each client's own referral code (the referrer's reward comes with the referrals feature). */
export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .unique()
    .references(() => clients.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who referred whom: recorded once, when the referred household signs up. */
export const referrals = pgTable('referrals', {
  id: serial('id').primaryKey(),
  referrerId: integer('referrer_id')
    .notNull()
    .references(() => clients.id),
  referredId: integer('referred_id')
    .notNull()
    .unique()
    .references(() => clients.id),
  code: text('code').notNull(),
  /** The invitation the friend followed (URL parameter rid), when there was one. */
  referralId: text('referral_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
