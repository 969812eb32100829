import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MovableClock } from '../../dev-clock.ts';
import { AppError, requireLogin } from '../../http/errors.ts';
import type { OrderFailure } from './order-failure.ts';
import type { OrdersService } from './service.ts';

const Advance = z.object({
  hours: z
    .number()
    .positive()
    .max(24 * 7 * 8),
});

/**
 * Outside production only (app.ts does not register it there): moves the development clock
 * forward, then runs the weekly cycle's due work and answers with what it did and which orders
 * it could not move on (each also in the log with its id); the billing jobs it enqueued run on
 * the in-process runner, which reads the same clock. The clock has moved even when a step fails.
 */
export function devClockRoutes(
  app: FastifyInstance,
  deps: { clock: MovableClock; runDue: () => Promise<{ failed: OrderFailure[] }> },
): void {
  app.post('/api/dev/clock/advance', async (request) => {
    const { hours } = Advance.parse(request.body);
    deps.clock.advance(hours * 60 * 60_000);
    const now = deps.clock.now().toISOString();
    try {
      const cycle = await deps.runDue();
      return { now, cycle, failed: cycle.failed };
    } catch (error) {
      // A run that could not even start its orders (the database away): said, and tried again at the next move.
      request.log.error({ err: error }, 'the weekly cycle could not run at the moved clock');
      return {
        now,
        cycle: null,
        failed: [{ step: 'run', error: error instanceof Error ? error.message : String(error) }],
      };
    }
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
 * `bill_now` closes one of the signed-in household's upcoming weeks now (its cutoff moves to this
 * moment) and runs the weekly cycle's own cutoff and billing on it;
 * `card_on_file` puts a test-gateway card on file, as the payment settings will;
 * `generate` creates the coming weeks over the horizon now (the hourly job's run), so a household
 * that just signed up has weeks after its first one.
 */
export function devBillingRoutes(
  app: FastifyInstance,
  deps: {
    orders: Pick<OrdersService, 'detail' | 'closeNow' | 'cutoff' | 'bill' | 'generate'>;
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
    if ((await deps.orders.detail(orderId))?.order.clientId !== clientId) throw new AppError('not_found', 404);
    await deps.orders.closeNow(orderId);
    await deps.orders.cutoff(orderId);
    await deps.orders.bill(orderId);
    return { orderId, status: (await deps.orders.detail(orderId))?.order.status };
  });
  app.post('/api/dev/orders/generate', async (request) => {
    clientOf(request);
    const weeks = await deps.orders.generate();
    return { weeks: weeks.length };
  });
  app.post('/api/dev/payments/card_on_file', async (request) => {
    const clientId = clientOf(request);
    const { token } = CardOnFile.parse(request.body);
    await deps.saveCard(clientId, token);
    return { saved: true };
  });
}
