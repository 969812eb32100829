import { addDays } from './calendar.ts';
import type { OrderCardState, OrderStatus, SkippedBy, SubscriptionStatus } from './vocabulary.ts';
import { zonedTimeToInstant } from './zoned-time.ts';

export interface CardInput {
  status: OrderStatus;
  skippedBy: SkippedBy | null;
  cutoffAt: Date;
  deliveryDate: string;
  /** The delivery region's time zone. */
  timeZone: string;
  now: Date;
}

/**
 * Additions to a billed order are taken until the start of the day before delivery, in the
 * region's time: the same deadline the billing retries stop at (decision 027).
 */
export function lateAdditionsCloseAt(deliveryDate: string, timeZone: string): Date {
  return zonedTimeToInstant(addDays(deliveryDate, -1), '00:00:00', timeZone);
}

/** SPEC.md §4: the state a delivery card shows for an order at a moment. */
export function orderCardState(o: CardInput): OrderCardState {
  const beforeCutoff = o.now.getTime() < o.cutoffAt.getTime();
  switch (o.status) {
    case 'upcoming':
      // The cutoff job may run a minute late: the card is locked at the cutoff instant anyway.
      return beforeCutoff ? 'editable' : 'locked';
    case 'skipped':
      return o.skippedBy === 'pause' ? 'paused' : 'skipped';
    case 'billed':
      return o.now.getTime() < lateAdditionsCloseAt(o.deliveryDate, o.timeZone).getTime() ? 'late_addition' : 'locked';
    case 'locked':
      return 'locked';
    case 'failed':
      return 'failed';
    case 'below_minimum':
      return 'below_minimum';
    case 'out_for_delivery':
      return 'out_for_delivery';
    case 'delivered':
      return 'delivered';
  }
}

export interface CardActions {
  editItems: boolean;
  addItems: boolean;
  skip: boolean;
  unskip: boolean;
  changeDelivery: boolean;
  fixPayment: boolean;
  /** The bank held the week's charge until the household confirms it (3-D Secure). */
  confirmPayment: boolean;
}

/** What a household may do with a card in a state; a paused or closed plan changes nothing. */
export function orderCardActions(
  state: OrderCardState,
  o: { cutoffAt: Date; now: Date; failureCode?: string | null },
  account: SubscriptionStatus,
): CardActions {
  const open = account === 'active' && o.now.getTime() < o.cutoffAt.getTime();
  return {
    editItems: open && state === 'editable',
    addItems: account === 'active' && (state === 'late_addition' || (open && state === 'editable')),
    skip: open && state === 'editable',
    unskip: open && state === 'skipped',
    changeDelivery: open && state === 'editable',
    fixPayment: state === 'failed',
    confirmPayment: state === 'failed' && o.failureCode === 'authentication_required',
  };
}
