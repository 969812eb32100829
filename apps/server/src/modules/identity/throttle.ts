import type { TakeRule } from '../throttles/service.ts';

/**
 * Limits on guessing (OWASP ASVS 2.2.1) and on reset mail, counted by the throttles module in
 * the database before any password is checked or any link is made (decision 016).
 */
export const SIGN_IN_LIMITS = {
  /**
   * Attempts per e-mail address typed, counted before the password is checked and forgotten on
   * success: from the 5th on, each next one waits longer (2 s, 4 s, 8 s, 16 s, then 30 s), and
   * at most 100 an hour whatever the waits allow.
   */
  account: { limit: 100, windowMs: 60 * 60_000, backoff: { from: 5, maxSeconds: 30 } },
  /** Per network address: at most this many failures over the window, whichever accounts they target. */
  address: { limit: 30, windowMs: 15 * 60_000 },
} as const satisfies Record<string, TakeRule>;

const DAY_MS = 24 * 60 * 60_000;

export const RESET_LIMITS = {
  /**
   * Reset e-mails asked for one address typed, and from one network address: past these the
   * next request waits for the window to end. A request never blocks a link already sent.
   */
  requestsPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  requestsPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  /** SPEC.md §9: failed link submissions for one account before its resets are blocked for 24 hours. */
  failuresPerAccount: { limit: 5, windowMs: DAY_MS, blockMs: DAY_MS },
  /** Unknown links submitted from one network address before it is blocked for 24 hours. */
  failuresPerAddress: { limit: 20, windowMs: DAY_MS, blockMs: DAY_MS },
  tokenTtlMs: 60 * 60_000,
} as const;

export const emailSubject = (email: string) => `email:${email.trim().toLowerCase()}`;
