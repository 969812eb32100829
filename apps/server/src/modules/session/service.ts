import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { createSessionRepository } from './repository.ts';

export interface SessionRecord {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  id: string;
  clientId: number | null;
  staffId: number | null;
  data: Record<string, unknown>;
  reauthenticatedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

export interface SessionServiceDeps {
  db: Db;
  clock: Clock;
  ttlDays: number;
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

export function createSessionService({ db, clock, ttlDays }: SessionServiceDeps) {
  const repo = createSessionRepository(db);
  const ttlMs = ttlDays * 24 * 60 * 60 * 1000;

  return {
    /** The live session for a cookie token, sliding its expiry. */
    async load(token: string): Promise<SessionRecord | undefined> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const now = clock.now();
      const row = await repo.findActive(hashToken(token), now);
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

    async save(record: SessionRecord): Promise<void> {
      await repo.update(record.id, {
        clientId: record.clientId,
        staffId: record.staffId,
        data: record.data,
        reauthenticatedAt: record.reauthenticatedAt,
      });
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
