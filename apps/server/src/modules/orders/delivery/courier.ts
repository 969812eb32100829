import { dateInZone, MENU_TIME_ZONE, REGION_TIME_ZONES, zonedTimeToInstant } from '@fp/domain';
import type { OrdersDeps } from '../deps.ts';
import { orderStep, type OrderFailure } from '../order-failure.ts';
import { createOrderRepository, type OrderRow } from '../order-repository.ts';
import { createDeliveryRepository } from './delivery-repository.ts';
import { createDeliveryMoves } from './moves.ts';

/** Follows deliveries: a routing system's adapter in production, the simulated courier below otherwise. */
export interface DeliveryTracker {
  /**
   * Moves billed orders along as their delivery day and window come; answers how many moved and
   * the orders that could not (left as they were, tried again at the next run).
   */
  advance(): Promise<{ outForDelivery: number; delivered: number; failed: OrderFailure[] }>;
}

const at = (order: Pick<OrderRow, 'deliveryDate' | 'province'>, hhmm: string) =>
  zonedTimeToInstant(order.deliveryDate, `${hhmm}:00`.slice(0, 8), REGION_TIME_ZONES[order.province]);

/**
 * When the simulated courier says it reached the door: a minute inside the window that differs
 * from order to order (as a route would), never later than now. The courier moves an order to
 * delivered at the window's end or at the first look after it, which may be days later when a
 * development clock jumps; the time shown to the household stays within its window.
 */
export function simulatedDoorTime(
  order: Pick<OrderRow, 'id' | 'deliveryDate' | 'province' | 'windowStarts' | 'windowEnds'>,
  now: Date,
): Date {
  const starts = at(order, order.windowStarts).getTime();
  const span = Math.max(1, Math.floor((at(order, order.windowEnds).getTime() - starts) / 60_000));
  const minute = (order.id * 7919) % span;
  return new Date(Math.min(now.getTime(), starts + minute * 60_000));
}

/**
 * The built-in courier: at the start of an order's delivery window (in its region's time) the
 * order is out for delivery and the household gets a text; at the window's end it is delivered,
 * with the bags and kits left at the door recorded, and the points its billing and late additions
 * earned become available. One order that fails is named in the answer and the log, never
 * stopping the others.
 */
export function createSimulatedCourier(deps: OrdersDeps): DeliveryTracker {
  const { db, clock } = deps;
  const moves = createDeliveryMoves(deps);

  // The simulated courier's doorstep photo: one drawn picture of a cooler bag at a door.
  let doorstepPhoto: Promise<number> | undefined;
  async function doorstepPhotoUrl() {
    doorstepPhoto ??= deps.catalog
      .ensureIllustration('cooler_bag', 'doorstep', {
        en: deps.i18n.translator('en')('orders:courier.photoAlt'),
        fr: deps.i18n.translator('fr')('orders:courier.photoAlt'),
      })
      .catch((err: unknown) => {
        doorstepPhoto = undefined;
        throw err;
      });
    return `/images/${await doorstepPhoto}`;
  }

  async function outForDelivery(order: OrderRow, now: Date): Promise<boolean> {
    const where = await moves.contact(order.clientId);
    // On its way from the window's start, even when looked at later (a development clock's jump).
    return db.transaction((tx) => moves.outForDelivery(tx, order, at(order, order.windowStarts), now, where));
  }

  async function delivered(order: OrderRow, now: Date): Promise<boolean> {
    const door = await moves.doorCounts(order.id);
    // The simulated courier writes its note in the household's language, as a driver would.
    const where = await moves.contact(order.clientId);
    const note = deps.i18n.translator(where?.locale ?? 'en')('orders:courier.leftAtDoor');
    const photoUrl = await doorstepPhotoUrl();
    const report = { at: simulatedDoorTime(order, now), note, photoUrl, ...door };
    return db.transaction((tx) => moves.delivered(tx, order, report, now));
  }

  return {
    async advance() {
      const now = clock.now();
      // The easternmost region's date is the latest: no order due today anywhere is missed.
      const latest = dateInZone(now, MENU_TIME_ZONE);
      const route = createDeliveryRepository(db);
      const failed: OrderFailure[] = [];
      let outCount = 0;
      let deliveredCount = 0;
      for (const id of await route.idsForDelivery(['billed'], latest, 10_000)) {
        const order = await createOrderRepository(db).byId(id);
        if (!order || now.getTime() < at(order, order.windowStarts).getTime()) continue;
        if (await orderStep({ id, step: 'delivery' }, failed, deps.warn, () => outForDelivery(order, now)))
          outCount += 1;
      }
      for (const id of await route.idsForDelivery(['out_for_delivery'], latest, 10_000)) {
        const order = await createOrderRepository(db).byId(id);
        if (!order || now.getTime() < at(order, order.windowEnds).getTime()) continue;
        if (await orderStep({ id, step: 'delivery' }, failed, deps.warn, () => delivered(order, now)))
          deliveredCount += 1;
      }
      return { outForDelivery: outCount, delivered: deliveredCount, failed };
    },
  };
}
