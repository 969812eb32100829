import type { Services } from './services.ts';

/**
 * Background work of a running instance. Every job is safe to run on several instances at once
 * (rows are claimed with SKIP LOCKED or keyed so a second run changes nothing).
 */
export function startJobs(services: Services): () => Promise<void> {
  const stops = [services.mail.startWorker()];
  const purge = setInterval(() => void services.sessions.purgeExpired().catch(() => {}), 60 * 60_000);
  purge.unref();
  return async () => {
    clearInterval(purge);
    await Promise.all(stops.map((stop) => stop()));
  };
}
