import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter.ts';

describe('createLimiter', () => {
  it('never has more than n tasks in flight, runs them all, and passes results and errors through', async () => {
    const limit = createLimiter(3);
    let inFlight = 0;
    let most = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        limit(async () => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await sleep(i % 4);
          inFlight -= 1;
          if (i === 7) throw new Error('task 7');
          return i;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual(
      Array.from({ length: 20 }, (_, i) => i).filter((i) => i !== 7),
    );
    expect(results[7]).toMatchObject({ status: 'rejected', reason: new Error('task 7') });
  });
});
