import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { createSessionRepository, type PointsOf, type SessionRow, type TrackDeliveryOf } from './repository.ts';
import type { SessionRecord } from '../../http/session-record.ts';
import type { SessionCache } from './session-cache.ts';

export type { SessionAccount, SessionRecord } from '../../http/session-record.ts';

/**
 * Whether a delivery is today's changes with the region's day, which turns on the hour in every
 * region we serve (whole-hour offsets): a kept copy answers only within the clock hour it was read.
 */
const HOUR_MS = 60 * 60 * 1000;
function readThisHour(record: SessionRecord, now: Date): boolean {
  return (
    record.readAt !== undefined && Math.floor(record.readAt.getTime() / HOUR_MS) === Math.floor(now.getTime() / HOUR_MS)
  );
}

export interface SessionServiceDeps {
  db: Db;
  clock: Clock;
  ttlDays: number;
  /** The reward points of a client as a subquery; without it, no load can include the account. */
  pointsOf?: PointsOf;
  trackDeliveryOf?: TrackDeliveryOf;
  /** Sessions read with their owner, kept in memory until the database notifies a change (decision 030). */
  cache?: SessionCache;
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

export function createSessionService({ db, clock, ttlDays, pointsOf, trackDeliveryOf, cache }: SessionServiceDeps) {
  const repo = createSessionRepository(db);
  const ttlMs = ttlDays * 24 * 60 * 60 * 1000;

  async function find(id: string, now: Date, withAccount: boolean): Promise<SessionRecord | undefined> {
    // With the cache every route reads the session through it (decision 038): a signed-in
    // household's API calls then cost no session query while nothing changed in the database.
    if (!pointsOf || (!withAccount && !cache)) return repo.findActive(id, now);
    if (cache) {
      const kept = await cache.get(id);
      // Expiry is checked here, in memory: a kept session past its end is not served.
      if (kept && readThisHour(kept, now)) {
        if (kept.expiresAt.getTime() <= now.getTime()) return undefined;
        return withAccount ? kept : ownCopy(kept);
      }
    }
    const mark = cache?.mark() ?? 0;
    const row = await repo.findActiveWithAccount(id, now, pointsOf, trackDeliveryOf);
    if (!row) return undefined;
    const session: SessionRow = row.session;
    const record: SessionRecord = {
      ...session,
      readAt: now,
      account: {
        client: row.client,
        rewardPoints: row.client ? Number(row.rewardPoints) : 0,
        staffActive: row.staffActive === true,
        trackDelivery: row.client ? row.trackDelivery === true : false,
      },
    };
    const cachedAs = cache?.keep(record, mark);
    if (!withAccount) return ownCopy(record);
    return cachedAs === undefined ? record : { ...record, cachedAs };
  }

  /**
   * A route that may change its session gets a copy of the kept one: its changes reach the kept
   * copy only through the database (and its notification), never by sharing the object.
   */
  function ownCopy(record: SessionRecord): SessionRecord {
    const { cachedAs: _cachedAs, ...copy } = record;
    return { ...copy, data: structuredClone(record.data) };
  }

  return {
    /**
     * The live session for a cookie token, sliding its expiry; `withAccount` reads the owner as
     * the page shell shows it in the same query.
     */
    /** The session id of a cookie token, or undefined when the token cannot be one. */
    idOf(token: string): string | undefined {
      return /^[A-Za-z0-9_-]{43}$/.test(token) ? hashToken(token) : undefined;
    },

    /**
     * Whether an answer made from the session's cached copy `generation` still stands: the cache
     * holds that same copy (nothing changed, after the change feed caught up) and it has not expired.
     */
    async stillCurrent(id: string, generation: number): Promise<boolean> {
      const held = await cache?.holds(id, generation);
      const now = clock.now();
      return held !== undefined && held.expiresAt.getTime() > now.getTime() && readThisHour(held, now);
    },

    async load(token: string, options: { withAccount?: boolean } = {}): Promise<SessionRecord | undefined> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const now = clock.now();
      const row = await find(hashToken(token), now, options.withAccount === true);
      if (!row) return undefined;
      const record: SessionRecord = { ...row };
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        record.lastSeenAt = now;
        record.expiresAt = new Date(now.getTime() + ttlMs);
        // The kept copy is gone: an answer made from this one is not kept either.
        delete record.cachedAs;
        cache?.forget(row.id);
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
      cache?.forget(record.id);
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
      cache?.forget(record.id);
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
      if (record) {
        cache?.forget(record.id);
        await repo.delete(record.id);
      }
      return this.create({
        clientId: record?.clientId ?? null,
        staffId: record?.staffId ?? null,
        data: record?.data ?? {},
        reauthenticatedAt: null,
        ...patch,
      });
    },

    async destroy(record: SessionRecord): Promise<void> {
      cache?.forget(record.id);
      await repo.delete(record.id);
    },

    endOtherSessionsOfClient(clientId: number, keep: SessionRecord | null): Promise<void> {
      cache?.forgetClient(clientId);
      return repo.deleteOthersForClient(clientId, keep?.id ?? null);
    },

    purgeExpired(): Promise<void> {
      return repo.deleteExpired(clock.now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
