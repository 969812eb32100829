import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MovableClock } from '../../dev-clock.ts';

const Advance = z.object({
  hours: z
    .number()
    .positive()
    .max(24 * 7 * 8),
});

/**
 * Outside production only (app.ts does not register it there): moves the development clock
 * forward, then runs the weekly cycle's due work and answers with what it did (the billing jobs
 * it enqueued run on the in-process runner, which reads the same clock).
 */
export function devClockRoutes(
  app: FastifyInstance,
  deps: { clock: MovableClock; runDue: () => Promise<unknown> },
): void {
  app.post('/api/dev/clock/advance', async (request) => {
    const { hours } = Advance.parse(request.body);
    deps.clock.advance(hours * 60 * 60_000);
    const cycle = await deps.runDue();
    return { now: deps.clock.now().toISOString(), cycle };
  });
  app.get('/api/dev/clock', async () => ({
    now: deps.clock.now().toISOString(),
    offsetHours: deps.clock.offsetMs() / 3_600_000,
  }));
}
