/**
 * Limits on guessing (OWASP ASVS 2.2.1): numbers and the arithmetic of waits, with no I/O so
 * the rules read and test on their own. Every wait is computed from the injected clock.
 */
export const SIGN_IN_LIMITS = {
  /** Failures counted per e-mail address over this window... */
  accountWindowMs: 60 * 60_000,
  /** ...at most this many per window, whatever the back-off allows. */
  accountMaxFailures: 100,
  /** From this many failures on, each new attempt waits longer (2 s, 4 s, 8 s, 16 s, then 30 s). */
  backoffFrom: 5,
  backoffMaxSeconds: 30,
  /** Per network address: at most this many failures over the window, whichever accounts they target. */
  ipWindowMs: 15 * 60_000,
  ipMaxFailures: 30,
} as const;

export const RESET_LIMITS = {
  windowMs: 24 * 60 * 60_000,
  /** Requests and invalid submissions for one account within the window before resets are blocked. */
  maxAttemptsPerAccount: 5,
  /** Unknown-token submissions from one network address within the window. */
  maxAttemptsPerIp: 20,
  /** SPEC.md §9: the password reset lockout. */
  blockMs: 24 * 60 * 60_000,
  tokenTtlMs: 60 * 60_000,
} as const;

export interface AttemptWindow {
  count: number;
  oldest: Date | null;
  latest: Date | null;
}

/** Seconds the next attempt must wait after `failures` consecutive failures (0: no wait). */
export function backoffSeconds(failures: number): number {
  if (failures < SIGN_IN_LIMITS.backoffFrom) return 0;
  return Math.min(2 ** (failures - SIGN_IN_LIMITS.backoffFrom + 1), SIGN_IN_LIMITS.backoffMaxSeconds);
}

/** Milliseconds before an account may try again, from its failures of the last hour. */
export function accountWaitMs(window: AttemptWindow, now: Date): number {
  const t = now.getTime();
  if (window.count >= SIGN_IN_LIMITS.accountMaxFailures && window.oldest) {
    return Math.max(0, window.oldest.getTime() + SIGN_IN_LIMITS.accountWindowMs - t);
  }
  const backoff = backoffSeconds(window.count);
  if (backoff === 0 || !window.latest) return 0;
  return Math.max(0, window.latest.getTime() + backoff * 1000 - t);
}

/** Milliseconds before a network address may try again. */
export function ipWaitMs(window: AttemptWindow, now: Date): number {
  if (window.count < SIGN_IN_LIMITS.ipMaxFailures || !window.oldest) return 0;
  return Math.max(0, window.oldest.getTime() + SIGN_IN_LIMITS.ipWindowMs - now.getTime());
}

/** The wait as the message shows it: seconds under two minutes, whole minutes above. */
export function waitForMessage(ms: number): { unit: 'seconds' | 'minutes'; count: number } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 120 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

export const emailSubject = (email: string) => `email:${email.trim().toLowerCase()}`;
export const ipSubject = (ip: string) => `ip:${ip}`;
