import type { StockChange } from '../../stock/service.ts';

/**
 * What a save takes from and gives back to the week's stock, and what the order holds after it
 * (decision 032). An increase takes its units; a decrease gives back at most what the order took
 * through the editor, so units of a generated order (never taken) cannot swell the stock.
 */
export function stockChanges(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
  held: ReadonlyMap<number, number>,
): { stock: StockChange[]; holds: Map<number, number> } {
  const stock: StockChange[] = [];
  const holds = new Map<number, number>();
  for (const productId of new Set([...before.keys(), ...after.keys(), ...held.keys()])) {
    const was = before.get(productId) ?? 0;
    const now = after.get(productId) ?? 0;
    const hold = held.get(productId) ?? 0;
    let delta = 0;
    if (now > was) delta = now - was;
    else if (now < was) delta = -Math.min(hold, was - now);
    if (delta !== 0) stock.push({ productId, delta });
    if (hold + delta > 0) holds.set(productId, hold + delta);
  }
  return { stock, holds };
}

/** Quantities by product of a list of lines (a product may appear once per line). */
export function quantitiesOf(lines: readonly { productId: number; quantity: number }[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of lines) out.set(l.productId, (out.get(l.productId) ?? 0) + l.quantity);
  return out;
}
