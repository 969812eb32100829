import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useChildServerDatabase } from '../../test/child-database.ts';
import { jobSchedules } from '../jobs/tables.ts';

/**
 * Issue 25: `orders run-due --advance-hours H` ran the recurring jobs at the moved clock and left
 * their schedules up to H hours ahead of the system clock, so a running server or worker skipped
 * them for that long. After the run they are back within one period of the real now.
 */
const ORDERS = fileURLToPath(new URL('./orders.ts', import.meta.url));
const db = useChildServerDatabase('orders-clock');

describe('orders run-due on a moved clock', () => {
  it(
    'runs the due work at the moved time but leaves no schedule ahead of the system clock',
    { timeout: 300_000 },
    async () => {
      const before = Date.now();
      const { code, output } = await db.runCommand(ORDERS, ['run-due', '--advance-hours', '200']);
      expect(code, output).toBe(0);
      const moved = new Date(output.match(/now: (\S+)/)?.[1] ?? '').getTime();
      expect(moved - before, output).toBeGreaterThanOrEqual(200 * 3_600_000);
      expect(output).toMatch(/jobs run \(billing, retries, e-mail…\): [1-9]/);

      const schedules = await db.withDatabase((handle) => handle.db.select().from(jobSchedules));
      expect(schedules.map((s) => s.name)).toEqual(expect.arrayContaining(['orders.generate', 'orders.run-due']));
      const after = Date.now();
      for (const s of schedules) {
        expect(s.nextRunAt.getTime(), `${s.name} is due at ${s.nextRunAt.toISOString()}`).toBeLessThanOrEqual(
          after + s.everyMs,
        );
      }
    },
  );
});
