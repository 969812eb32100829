import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../../../db/one-of.ts';

export const COURIER_EVENT_KINDS = ['out_for_delivery', 'delivered'] as const;
export type CourierEventKind = (typeof COURIER_EVENT_KINDS)[number];

/**
 * What became of an event: `applied` moved its order; `ignored` did not fit the order's state
 * (out of order: it came after a later one) and changed nothing; `unknown_order` named no order of ours.
 */
export const COURIER_EVENT_OUTCOMES = ['applied', 'ignored', 'unknown_order'] as const;
export type CourierEventOutcome = (typeof COURIER_EVENT_OUTCOMES)[number];

/**
 * The routing platform's delivery events as received (decision 050), kept by their id so that a
 * resent event is recognised and applied once.
 */
export const courierEvents = pgTable(
  'courier_events',
  {
    /** The platform's event, e.g. `taskCompleted:<task id>:<time>`. */
    id: text('id').primaryKey(),
    /** The order the event names; none when it names no order of ours (kept, not applied). */
    orderId: integer('order_id'),
    kind: text('kind', { enum: COURIER_EVENT_KINDS }).notNull(),
    outcome: text('outcome', { enum: COURIER_EVENT_OUTCOMES }).notNull(),
    /** When it happened at the door, by the platform's clock. */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('courier_events_order_idx').on(t.orderId),
    check('courier_events_kind_check', oneOf(t.kind, COURIER_EVENT_KINDS)),
    check('courier_events_outcome_check', oneOf(t.outcome, COURIER_EVENT_OUTCOMES)),
  ],
);
