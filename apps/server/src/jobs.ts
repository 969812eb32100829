import type { Services } from './services.ts';

/**
 * Background work of a running instance. Every job is safe to run on several instances at once
 * (rows are claimed with SKIP LOCKED or keyed so a second run changes nothing).
 */
export function startJobs(services: Services): () => Promise<void> {
  const stops = [services.mail.startWorker()];
  const hourly = setInterval(() => {
    void services.sessions.purgeExpired().catch(() => {});
    void services.identity.purgeOldAttempts().catch(() => {});
    // Weeks roll on: plan the menus that come into the horizon (idempotent).
    void services.catalog.ensureMenus().catch(() => {});
  }, 60 * 60_000);
  hourly.unref();
  void services.catalog.ensureMenus().catch(() => {});
  return async () => {
    clearInterval(hourly);
    await Promise.all(stops.map((stop) => stop()));
  };
}
