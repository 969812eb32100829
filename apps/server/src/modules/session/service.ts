import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { createSessionRepository, type PointsOf, type SessionRow, type TrackDeliveryOf } from './repository.ts';

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
}

/** The owner of a session as the page shell shows it, read with the session in one query. */
export interface SessionAccount {
  client: { id: number; status: string; firstName: string; email: string; locale: string } | null;
  rewardPoints: number;
  staffActive: boolean;
  /** A delivery of today to track (billed, out for delivery or delivered). */
  trackDelivery: boolean;
}

export interface SessionServiceDeps {
  db: Db;
  clock: Clock;
  ttlDays: number;
  /** The reward points of a client as a subquery; without it, no load can include the account. */
  pointsOf?: PointsOf;
  trackDeliveryOf?: TrackDeliveryOf;
}

/** Touching the row on every request would write on every read; once in a while is enough. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 bits from the OS generator, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function createSessionService({ db, clock, ttlDays, pointsOf, trackDeliveryOf }: SessionServiceDeps) {
  const repo = createSessionRepository(db);
  const ttlMs = ttlDays * 24 * 60 * 60 * 1000;

  async function find(id: string, now: Date, withAccount: boolean): Promise<SessionRecord | undefined> {
    if (!withAccount || !pointsOf) return repo.findActive(id, now);
    const row = await repo.findActiveWithAccount(id, now, pointsOf, trackDeliveryOf);
    if (!row) return undefined;
    const session: SessionRow = row.session;
    return {
      ...session,
      account: {
        client: row.client,
        rewardPoints: row.client ? Number(row.rewardPoints) : 0,
        staffActive: row.staffActive === true,
        trackDelivery: row.client ? row.trackDelivery === true : false,
      },
    };
  }

  return {
    /**
     * The live session for a cookie token, sliding its expiry; `withAccount` reads the owner as
     * the page shell shows it in the same query.
     */
    async load(token: string, options: { withAccount?: boolean } = {}): Promise<SessionRecord | undefined> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const now = clock.now();
      const row = await find(hashToken(token), now, options.withAccount === true);
      if (!row) return undefined;
      const record: SessionRecord = { ...row };
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        record.lastSeenAt = now;
        record.expiresAt = new Date(now.getTime() + ttlMs);
        await repo.update(row.id, { lastSeenAt: now, expiresAt: record.expiresAt });
      }
      return record;
    },

    async create(init: Partial<Pick<SessionRecord, 'clientId' | 'staffId' | 'data' | 'reauthenticatedAt'>> = {}) {
      const token = newToken();
      const now = clock.now();
      const record: SessionRecord = {
        id: hashToken(token),
        clientId: init.clientId ?? null,
        staffId: init.staffId ?? null,
        data: init.data ?? {},
        reauthenticatedAt: init.reauthenticatedAt ?? null,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      };
      await repo.insert({ ...record, createdAt: now });
      return { token, record };
    },

    /** Who is signed in and when they last re-authenticated; the data slots are not touched. */
    async saveColumns(record: SessionRecord): Promise<void> {
      await repo.update(record.id, {
        clientId: record.clientId,
        staffId: record.staffId,
        reauthenticatedAt: record.reauthenticatedAt,
      });
    },

    /**
     * Writes data slots key by key in one statement (null empties a slot), so two requests
     * writing different slots at once both keep their value; the record gets the stored data.
     */
    async writeSlots(record: SessionRecord, patch: Record<string, unknown>): Promise<void> {
      const data = await repo.writeSlots(record.id, patch);
      if (data) record.data = data;
    },

    /**
     * A new token for the same visitor (at login, logout of staff...): the old id stops working,
     * which defeats session fixation.
     */
    async rotate(
      record: SessionRecord | null,
      patch: Partial<Pick<SessionRecord, 'clientId' | 'staffId' | 'data' | 'reauthenticatedAt'>>,
    ) {
      if (record) await repo.delete(record.id);
      return this.create({
        clientId: record?.clientId ?? null,
        staffId: record?.staffId ?? null,
        data: record?.data ?? {},
        reauthenticatedAt: null,
        ...patch,
      });
    },

    async destroy(record: SessionRecord): Promise<void> {
      await repo.delete(record.id);
    },

    endOtherSessionsOfClient(clientId: number, keep: SessionRecord | null): Promise<void> {
      return repo.deleteOthersForClient(clientId, keep?.id ?? null);
    },

    purgeExpired(): Promise<void> {
      return repo.deleteExpired(clock.now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
