import type { Clock } from '@fp/domain';
import type { Db } from './db/types.ts';
import { createJobRunner, type JobDefinition, type JobLog } from './jobs/runner.ts';
import { MAIL_DELIVERY_JOB } from './modules/mail/service.ts';
import { SMS_DELIVERY_JOB } from './modules/notifications/service.ts';
import { BILL_DUE_JOB, RELEASE_SKIPPED_PAYMENT_JOB } from './modules/orders/service.ts';
import type { Services } from './services.ts';

const HOUR = 60 * 60_000;
const RESET_REQUESTS_JOB = 'identity.process-reset-requests';

/** Every kind of background work the application does, on the job runner (decision 023). */
export function appJobs(services: Services): JobDefinition[] {
  return [
    { ...MAIL_DELIVERY_JOB, run: (job) => services.mail.deliver(job) },
    { ...SMS_DELIVERY_JOB, run: (job) => services.notifier.deliver(job) },
    // Reset links are made here, not in the request (decision 016): enqueued at once, and every
    // few seconds for any still waiting.
    { name: RESET_REQUESTS_JOB, everyMs: 5_000, run: () => services.identity.processResetRequests() },
    // Decision 016: payments a crash left without an order.
    { name: 'payments.reconcile', everyMs: 60_000, run: () => services.reconcilePayments() },
    { name: 'sessions.purge-expired', everyMs: HOUR, run: () => services.sessions.purgeExpired() },
    { name: 'throttles.purge-expired', everyMs: HOUR, run: () => services.throttles.purgeExpired() },
    { name: 'identity.purge-reset-requests', everyMs: HOUR, run: () => services.identity.purgeHandledResetRequests() },
    // Weeks roll on: plan the menus that come into the horizon (idempotent).
    { name: 'catalog.ensure-menus', everyMs: HOUR, run: () => services.catalog.ensureMenus() },
    // The weekly cycle (decisions 027, 028): orders over the horizon, cutoffs and deliveries, and
    // billing in batches: enqueued by a cutoff pass and for each retry time, and every five
    // minutes for orders a crashed worker left claimed.
    { name: 'orders.generate', everyMs: HOUR, run: () => services.orders.generate() },
    { name: 'orders.run-due', everyMs: 60_000, run: () => services.orders.runDue() },
    { name: BILL_DUE_JOB, everyMs: 5 * 60_000, run: () => services.orders.billDue() },
    // Issue 12: the reminder before each cutoff (once per order), and the signup payment of a
    // first order the household skipped, given back if the week is still skipped.
    { name: 'orders.remind', everyMs: 5 * 60_000, run: () => services.orders.reminders.run() },
    {
      name: RELEASE_SKIPPED_PAYMENT_JOB,
      run: (job) => services.orders.releaseSkippedPayment(Number(job.payload.orderId)),
    },
    // Decision 033: late additions left unpaid give their held units back, and a refund the
    // gateway did not answer is asked again with its key.
    {
      name: 'editor.release-patch-holds',
      everyMs: 5 * 60_000,
      run: async () => {
        await services.orders.lateAdditions.releaseExpiredHolds();
        await services.orders.lateAdditions.retryRefunds();
      },
    },
    // Decision 032: units taken for weeks that will not be delivered go back.
    { name: 'editor.release-stock', everyMs: 5 * 60_000, run: () => services.stock.releaseUndelivered() },
    { name: 'jobs.purge-finished', everyMs: 24 * HOUR, run: () => services.jobs.purgeFinished() },
  ];
}

/**
 * Runs the application's jobs in this process until the returned function is called: inside
 * `npm start`, or as `npm run worker` beside API instances started with RUN_JOBS=false.
 */
export function startJobs(
  services: Services,
  deps: { db: Db; clock: Clock; log: JobLog; concurrency?: number },
): () => Promise<void> {
  const runner = createJobRunner({ ...deps, definitions: appJobs(services) });
  const unsubscribe = services.jobs.onEnqueue(runner.wake);
  services.identity.whenResetQueued(() => {
    services.jobs.enqueue({ name: RESET_REQUESTS_JOB }).catch((err: unknown) => {
      deps.log.error({ err, job: RESET_REQUESTS_JOB }, 'could not enqueue the reset requests job');
    });
  });
  runner.start();
  return async () => {
    unsubscribe();
    await runner.stop();
  };
}
