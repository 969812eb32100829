import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { createSessionCache } from './session-cache.ts';
import type { SessionRecord } from './service.ts';

/** A change feed the test drives: notifications, a lost connection, a sync that waits. */
function fakeFeed() {
  const payloads = new Set<(p: string) => void>();
  const resets = new Set<() => void>();
  let up = true;
  const feed: ChangeFeed = {
    subscribe: (l) => (payloads.add(l), () => payloads.delete(l)),
    onReset: (l) => (resets.add(l), () => resets.delete(l)),
    sync: () => Promise.resolve(),
    healthy: () => up,
    close: async () => undefined,
  };
  return {
    feed,
    notify: (p: string) => payloads.forEach((l) => l(p)),
    lose: () => {
      up = false;
      resets.forEach((l) => l());
    },
    restore: () => {
      up = true;
    },
  };
}

const record = (id: string, clientId: number | null, staffId: number | null = null): SessionRecord => ({
  id,
  clientId,
  staffId,
  data: {},
  reauthenticatedAt: null,
  expiresAt: new Date('2030-01-01T00:00:00Z'),
  lastSeenAt: new Date('2026-11-26T00:00:00Z'),
  account: { client: null, rewardPoints: 0, staffActive: false, trackDelivery: false },
});

describe('session cache', () => {
  it('forgets a session when the database notifies a change of it, its client or its staff member', async () => {
    const f = fakeFeed();
    const cache = createSessionCache(f.feed);
    for (const [id, client, staff] of [
      ['a', 1, null],
      ['b', 2, null],
      ['c', null, 7],
    ] as const) {
      cache.keep(record(id, client, staff), cache.mark());
    }
    expect(await cache.get('a')).toMatchObject({ id: 'a', clientId: 1 });
    f.notify('s:a');
    f.notify('c:2');
    f.notify('t:7');
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBeUndefined();
  });

  it('refuses to keep a read that started before a change arrived', async () => {
    const f = fakeFeed();
    const cache = createSessionCache(f.feed);
    const mark = cache.mark();
    f.notify('c:99');
    expect(cache.keep(record('a', 1), mark)).toBeUndefined();
    expect(await cache.get('a')).toBeUndefined();
  });

  it('serves nothing while the feed may have missed notifications, and starts empty after', async () => {
    const f = fakeFeed();
    const cache = createSessionCache(f.feed);
    const generation = cache.keep(record('a', 1), cache.mark())!;
    expect(await cache.holds('a', generation)).toBeDefined();
    f.lose();
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.keep(record('a', 1), cache.mark())).toBeUndefined();
    f.restore();
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.holds('a', generation)).toBeUndefined();
  });

  it('hands out copies: a request changing its record leaves the kept one as read', async () => {
    const f = fakeFeed();
    const cache = createSessionCache(f.feed);
    cache.keep(record('a', 1), cache.mark());
    const copy = (await cache.get('a'))!;
    copy.clientId = 5;
    expect((await cache.get('a'))!.clientId).toBe(1);
  });
});
