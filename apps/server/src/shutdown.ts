/**
 * Ends the process cleanly on SIGINT or SIGTERM: `close` runs once (jobs in hand finish, servers
 * and connections close), and a close that hangs past `graceMs` exits with an error status.
 */
export function closeOnSignals(
  log: { info(details: Record<string, unknown>, message: string): void },
  close: () => Promise<void>,
  graceMs = 10_000,
): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), graceMs);
    timer.unref();
    try {
      await close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
