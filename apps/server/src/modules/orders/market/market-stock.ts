import type { Db } from '../../../db/types.ts';
import type { StockService } from '../../stock/service.ts';
import type { AddedItem } from './market-items-repository.ts';

/**
 * Holds the stock of the market items generation just added (decision 034): one reservation per
 * product and delivery date for all the orders at once. Where the week is short, the orders are
 * served one at a time, oldest first, until a reservation fails; the others' items are dropped
 * (their ids are answered), so the stock never goes below zero. Products in product order, so
 * two transactions never wait on each other's rows in a cycle.
 */
export async function holdNewItems(
  tx: Db,
  added: AddedItem[],
  stock: Pick<StockService, 'reserve'>,
): Promise<number[]> {
  const groups = [...Map.groupBy(added, (a) => `${a.productId}|${a.deliveryDate}`).values()].sort(
    (a, b) => a[0]!.productId - b[0]!.productId || a[0]!.deliveryDate.localeCompare(b[0]!.deliveryDate),
  );
  const dropped: number[] = [];
  for (const items of groups) {
    const { productId, deliveryDate } = items[0]!;
    const total = items.reduce((n, i) => n + i.quantity, 0);
    if ((await stock.reserve(tx, deliveryDate, [{ productId, quantity: total }])).length === 0) continue;
    let soldOut = false;
    for (const item of items.sort((a, b) => a.orderId - b.orderId)) {
      if (!soldOut) {
        const short = await stock.reserve(tx, deliveryDate, [{ productId, quantity: item.quantity }]);
        if (short.length === 0) continue;
        soldOut = true;
      }
      dropped.push(item.itemId);
    }
  }
  return dropped;
}
