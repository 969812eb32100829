/**
 * An order a run of the weekly cycle could not move on: it is left as it was and tried again at
 * the next run, and the run goes on with the other orders (STYLE.md: one order's failure never
 * stops the others). Named with its id in the run's answer and in the log.
 */
export interface OrderFailure {
  orderId: number;
  step: 'cutoff' | 'delivery';
  error: string;
}

/** Runs one order's step; a failure is logged with the order's id and added to `failed`. */
export async function orderStep<T>(
  order: { id: number; step: OrderFailure['step'] },
  failed: OrderFailure[],
  warn: (message: string, details: Record<string, unknown>) => void,
  run: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    warn(`an order could not move on (${order.step}); the next run tries it again`, { orderId: order.id, err: error });
    failed.push({ orderId: order.id, step: order.step, error: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}
