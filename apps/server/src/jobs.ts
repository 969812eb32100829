import type { Services } from './services.ts';

export interface JobLog {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Background work of a running instance. Every job is safe to run on several instances at once
 * (rows are claimed with SKIP LOCKED or keyed so a second run changes nothing). A failure is
 * logged with the job's name and tried again at the next tick.
 */
export function startJobs(services: Services, log: JobLog): () => Promise<void> {
  const run = (job: string, work: () => Promise<unknown>) => {
    void work().catch((error: unknown) => log.error({ job, err: error }, 'background job failed'));
  };
  const stops = [services.mail.startWorker()];
  // Reset links are made here, not in the request (decision 016): at once, and every few seconds
  // for any still queued.
  const resetRequests = () => run('reset-requests', () => services.identity.processResetRequests());
  services.identity.whenResetQueued(() => setImmediate(resetRequests));
  const frequent = setInterval(resetRequests, 5_000);
  frequent.unref();
  const hourly = setInterval(() => {
    run('purge-sessions', () => services.sessions.purgeExpired());
    run('purge-throttles', () => services.throttles.purgeExpired());
    run('purge-reset-requests', () => services.identity.purgeHandledResetRequests());
    // Weeks roll on: plan the menus that come into the horizon (idempotent).
    run('ensure-menus', () => services.catalog.ensureMenus());
  }, 60 * 60_000);
  hourly.unref();
  // Decision 016: payments a crash left without an order, at start-up and every minute.
  const minutely = setInterval(() => run('reconcile-payments', () => services.reconcilePayments()), 60_000);
  minutely.unref();
  run('reconcile-payments', () => services.reconcilePayments());
  run('ensure-menus', () => services.catalog.ensureMenus());
  return async () => {
    clearInterval(hourly);
    clearInterval(minutely);
    clearInterval(frequent);
    await Promise.all(stops.map((stop) => stop()));
  };
}
