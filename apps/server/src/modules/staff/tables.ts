import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Staff who serve customers and run the catalogue. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['admin', 'customer_service'] }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_members_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    action: text('action').notNull(),
    subject: text('subject'),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_log_staff_idx').on(t.staffId, t.createdAt)],
);

/**
 * Failed staff sign-ins, kept for an hour: they drive the per-account back-off and the hourly caps
 * per account and per address. The key is the lower-cased e-mail typed, whether or not a staff
 * member has it, so the answer never tells which addresses exist.
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    id: serial('id').primaryKey(),
    emailKey: text('email_key').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_sign_in_failures_email_idx').on(t.emailKey, t.createdAt),
    index('staff_sign_in_failures_address_idx').on(t.address, t.createdAt),
  ],
);
