import { dateInZone, MENU_TIME_ZONE, REGION_TIME_ZONES, zonedTimeToInstant, type Clock } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Database, Db } from '../../db/types.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import type { Notifier } from '../notifications/service.ts';
import { createCycleRepository } from './cycle-repository.ts';
import { createOrdersRepository, type OrderRow } from './repository.ts';

/** Follows deliveries: a routing system's adapter in production, the simulated courier below otherwise. */
export interface DeliveryTracker {
  /** Moves billed orders along as their delivery day and window come; returns how many moved. */
  advance(): Promise<{ outForDelivery: number; delivered: number }>;
}

export interface CourierDeps {
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  notifier: Notifier;
  /** Where to text the household, and in which language. */
  contact: (clientId: number) => Promise<{ phone: string; locale: Locale } | undefined>;
  /** The doorstep photo's address, when the courier takes one. */
  photoUrl?: (order: OrderRow) => Promise<string | null>;
  /** Pending reward points of a delivered order become available (same transaction). */
  delivered: (order: OrderRow, tx: Db) => Promise<void>;
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

/** One cooler bag holds about four meal kits; every kit comes with its zero-waste kit. */
export function doorCounts(servings: number[]): { bags: number; kits: number } {
  const kits = servings.length;
  return { bags: Math.max(1, Math.ceil(kits / 4)), kits };
}

/**
 * The built-in courier: at the start of an order's delivery window (in its region's time) the
 * order is out for delivery and the household gets a text; at the window's end it is delivered,
 * with the bags and kits left at the door recorded.
 */
export function createSimulatedCourier(deps: CourierDeps): DeliveryTracker {
  const { db, clock } = deps;
  return {
    async advance() {
      const now = clock.now();
      // The easternmost region's date is the latest: no order due today anywhere is missed.
      const latest = dateInZone(now, MENU_TIME_ZONE);
      const cycle = createCycleRepository(db);
      let outForDelivery = 0;
      let delivered = 0;
      for (const id of await cycle.idsForDelivery(['billed'], latest, 10_000)) {
        const order = await createOrdersRepository(db).byId(id);
        if (!order || now.getTime() < at(order, order.windowStarts).getTime()) continue;
        const contact = await deps.contact(order.clientId);
        const moved = await db.transaction(async (tx) => {
          if (
            !(await createCycleRepository(tx).advance(id, 'billed', {
              status: 'out_for_delivery',
              // On its way from the window's start, even when looked at later (a development clock's jump).
              outForDeliveryAt: at(order, order.windowStarts),
              updatedAt: now,
            }))
          )
            return false;
          if (contact) {
            const t = deps.i18n.translator(contact.locale);
            await deps.notifier.sms(
              {
                to: contact.phone,
                locale: contact.locale,
                body: t('orders:sms.onItsWay', { from: order.windowStarts, to: order.windowEnds }),
                reference: `order:${id}:out-for-delivery`,
              },
              tx,
            );
          }
          return true;
        });
        if (moved) outForDelivery += 1;
      }
      for (const id of await cycle.idsForDelivery(['out_for_delivery'], latest, 10_000)) {
        const order = await createOrdersRepository(db).byId(id);
        if (!order || now.getTime() < at(order, order.windowEnds).getTime()) continue;
        const items = await createOrdersRepository(db).items(id);
        const door = doorCounts(items.filter((i) => i.kind === 'meal').map((i) => i.quantity));
        // The simulated courier writes its note in the household's language, as a driver would.
        const contact = await deps.contact(order.clientId);
        const note = deps.i18n.translator(contact?.locale ?? 'en')('orders:courier.leftAtDoor');
        const photo = deps.photoUrl ? await deps.photoUrl(order) : null;
        const moved = await db.transaction(async (tx) => {
          const done = await createCycleRepository(tx).advance(id, 'out_for_delivery', {
            status: 'delivered',
            deliveredAt: simulatedDoorTime(order, now),
            bagsLeft: door.bags,
            kitsLeft: door.kits,
            deliveryNote: note,
            deliveryPhotoUrl: photo,
            updatedAt: now,
          });
          if (done) await deps.delivered(order, tx);
          return done;
        });
        if (moved) delivered += 1;
      }
      return { outForDelivery, delivered };
    },
  };
}
