const RELOAD_KEY = 'fp_chunk_reload_at';
const WINDOW_MS = 10_000;

/** A page chunk failed to load (usually a new deployment replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Whether a reload for a missing chunk may still be tried (none in the last few seconds). */
export function mayReloadForChunkError(): boolean {
  try {
    return Date.now() - Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0) >= WINDOW_MS;
  } catch {
    return false;
  }
}

/**
 * Reloads the page once to pick up the new files; returns false when a reload was already tried
 * moments ago, so the caller shows the error page instead of looping.
 */
export function reloadOnceForChunkError(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < WINDOW_MS) return false;
    window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
