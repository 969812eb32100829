import type { OrderStatus } from '@fp/domain';

/**
 * What the welcome page says of the first order's payment (defect 4): it follows the payment and
 * the week, never the moment of signup. A skip gives the signup's payment back (the job
 * `orders.release-skipped-payment`): an authorisation is released, a charge refunded, and nothing
 * is charged for that week. A week brought back after that has nothing held on the card any more:
 * the card on file is charged at its cutoff, like any other week.
 */
export type WelcomePaymentStatus = 'charged' | 'authorized' | 'due' | 'released' | 'refunded';

export function welcomePaymentStatus(payment: string | undefined, order: OrderStatus): WelcomePaymentStatus {
  if (payment === 'succeeded') return 'charged';
  // A skipped week is never charged: its hold goes (or went) back in the skip's own job.
  if (order === 'skipped') return payment === 'refunded' ? 'refunded' : 'released';
  const nothingHeld = payment === 'voided' || payment === 'refunded' || payment === 'declined' || payment === 'failed';
  return nothingHeld ? 'due' : 'authorized';
}
