import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MovableClock } from '../../dev-clock.ts';
import { AppError, requireLogin } from '../../http/errors.ts';

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

const BillNow = z.object({ orderId: z.number().int().positive() });
const CardOnFile = z.object({ token: z.string().min(1).max(200) });

/**
 * Outside production only: what end-to-end tests need to reach a billed order that still takes
 * late additions without moving the shared clock (which would change every other test's weeks).
 * `bill_now` runs the weekly cycle's own cutoff and billing on one of the signed-in household's
 * upcoming orders now, as its cutoff had come (the demo seed does the same for its failed week);
 * `card_on_file` puts a test-gateway card on file, as the payment settings will.
 */
export function devBillingRoutes(
  app: FastifyInstance,
  deps: {
    ownerOf: (orderId: number) => Promise<number | undefined>;
    cutoff: (orderId: number) => Promise<unknown>;
    bill: (orderId: number) => Promise<string>;
    statusOf: (orderId: number) => Promise<string | undefined>;
    saveCard: (clientId: number, token: string) => Promise<unknown>;
  },
): void {
  const clientOf = (request: FastifyRequest) => {
    const clientId = request.session?.clientId;
    if (clientId == null) throw requireLogin();
    return clientId;
  };
  app.post('/api/dev/orders/bill_now', async (request) => {
    const clientId = clientOf(request);
    const { orderId } = BillNow.parse(request.body);
    if ((await deps.ownerOf(orderId)) !== clientId) throw new AppError('not_found', 404);
    await deps.cutoff(orderId);
    await deps.bill(orderId);
    return { orderId, status: await deps.statusOf(orderId) };
  });
  app.post('/api/dev/payments/card_on_file', async (request) => {
    const clientId = clientOf(request);
    const { token } = CardOnFile.parse(request.body);
    await deps.saveCard(clientId, token);
    return { saved: true };
  });
}
