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
   * Requests from one network address, for one e-mail typed and for all of them: past these that
   * requester waits for the window to end (429). Nobody else does (issue 25).
   */
  requestsPerAddressAndEmail: { limit: 5, windowMs: 60 * 60_000 },
  requestsPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  /**
   * Reset e-mails sent to one address typed, whoever asks: past this, requests are answered as
   * usual but send nothing more until the window ends, and the links already sent keep working.
   * The owner signed in has a cap of their own, so strangers cannot use it up.
   */
  emailsPerEmail: { limit: 10, windowMs: 60 * 60_000 },
  emailsPerOwner: { limit: 10, windowMs: 60 * 60_000 },
  /** SPEC.md §9: failed link submissions for one account before its resets are blocked for 24 hours. */
  failuresPerAccount: { limit: 5, windowMs: DAY_MS, blockMs: DAY_MS },
  /** Unknown links submitted from one network address before it is blocked for 24 hours. */
  failuresPerAddress: { limit: 20, windowMs: DAY_MS, blockMs: DAY_MS },
  tokenTtlMs: 60 * 60_000,
} as const;

export const emailSubject = (email: string) => `email:${email.trim().toLowerCase()}`;
