/**
 * upcoming → (cutoff) locked → billed → out_for_delivery → delivered; a decline makes it failed
 * (retried until the deadline, then it stays failed); under the minimum it is below_minimum and
 * neither charged nor delivered; skipped by the household or because the plan was paused. The
 * list itself is the shared vocabulary of packages/domain.
 */
export { ORDER_STATUSES, type OrderStatus } from '@fp/domain';
