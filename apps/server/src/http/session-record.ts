// A session as read, apart from the service, so the cache that keeps copies needs only this.
import type { Locale } from '@fp/i18n';

export interface SessionRecord {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  id: string;
  clientId: number | null;
  staffId: number | null;
  data: Record<string, unknown>;
  reauthenticatedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
  /** What the page shell shows of the owner, when the session was loaded with it. */
  account?: SessionAccount;
  /** The session cache's generation of this copy, when it came from or went into the cache (decision 030). */
  cachedAs?: number;
  /** When this copy was read from the database. */
  readAt?: Date;
}

/** The owner of a session as the page shell shows it, read with the session in one query. */
export interface SessionAccount {
  client: { id: number; status: string; firstName: string; email: string; locale: Locale } | null;
  rewardPoints: number;
  staffActive: boolean;
  /** A delivery of today to track (billed, out for delivery or delivered). */
  trackDelivery: boolean;
}
