import type { ChangeFeed } from '../../db/change-feed.ts';
import type { SessionRecord } from '../../http/session-record.ts';

/** The channel the database triggers of migration 0012 notify on. */
export const SESSION_CHANGE_CHANNEL = 'fp_session_change';

export interface SessionCache {
  /** The session with its owner as last read (`cachedAs` its generation), or undefined: read the database. */
  get(id: string): Promise<SessionRecord | undefined>;
  /** Whether the session is still held as the generation says (after the feed caught up). */
  holds(id: string, generation: number): Promise<SessionRecord | undefined>;
  /** A mark taken before a database read; `keep` refuses the read if a change arrived since. */
  mark(): number;
  /** Keeps a read; returns its generation, or undefined when it was refused. */
  keep(record: SessionRecord, mark: number): number | undefined;
  /** Forgets a session at once (a write made by this process; the notification follows). */
  forget(id: string): void;
  forgetClient(clientId: number): void;
  size(): number;
  close(): void;
}

/**
 * Signed-in sessions with what the page shell shows of their owner, kept in memory by token hash
 * (decision 030). An entry is forgotten when the database notifies a change of its session row,
 * its client (status, name, e-mail, language), the client's reward points or its staff member,
 * from any instance or tool; while the feed may have missed a notification nothing is served;
 * on PostgreSQL each hit first waits for the feed to catch up with every commit before it.
 */
export function createSessionCache(feed: ChangeFeed, maxEntries = 10_000): SessionCache {
  const byId = new Map<string, SessionRecord & { cachedAs: number }>();
  let generations = 0;
  // Bumped by every notification: a read that started before one may hold what it changed.
  let changes = 0;

  const forgetWhere = (test: (r: SessionRecord) => boolean) => {
    for (const [id, r] of byId) if (test(r)) byId.delete(id);
  };
  const unsubscribe = feed.subscribe((payload) => {
    changes++;
    const value = payload.slice(2);
    if (payload.startsWith('s:')) byId.delete(value);
    else if (payload.startsWith('c:')) forgetWhere((r) => r.clientId === Number(value));
    else if (payload.startsWith('t:')) forgetWhere((r) => r.staffId === Number(value));
    else byId.clear();
  });
  const unreset = feed.onReset(() => {
    changes++;
    byId.clear();
  });

  return {
    async get(id) {
      if (!feed.healthy() || !byId.has(id)) return undefined;
      await feed.sync();
      const record = byId.get(id);
      // The handle changes its copy (slots written, sign-in columns); the kept one stays as read.
      return record && feed.healthy() ? { ...record } : undefined;
    },
    async holds(id, generation) {
      if (!feed.healthy() || byId.get(id)?.cachedAs !== generation) return undefined;
      await feed.sync();
      const record = byId.get(id);
      return record?.cachedAs === generation && feed.healthy() ? record : undefined;
    },
    mark: () => changes,
    keep(record, mark) {
      if (mark !== changes || !feed.healthy()) return undefined;
      if (!byId.has(record.id) && byId.size >= maxEntries) byId.delete(byId.keys().next().value!);
      const cachedAs = ++generations;
      byId.set(record.id, { ...record, cachedAs });
      return cachedAs;
    },
    forget(id) {
      changes++;
      byId.delete(id);
    },
    forgetClient(clientId) {
      changes++;
      forgetWhere((r) => r.clientId === clientId);
    },
    size: () => byId.size,
    close() {
      unsubscribe();
      unreset();
      byId.clear();
    },
  };
}
