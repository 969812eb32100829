import type { Locale } from '@fp/i18n';
import type { Db } from '../../../db/types.ts';
import type { OrdersDeps } from '../deps.ts';
import { createOrderRepository, type OrderRow } from '../order-repository.ts';
import { createDeliveryRepository } from './delivery-repository.ts';

/** Where to text a household, and in which language. */
export interface Contact {
  phone: string;
  locale: Locale;
}

/** What the courier reported at the door. */
export interface DoorReport {
  at: Date;
  note: string | null;
  photoUrl: string | null;
  bags: number;
  kits: number;
}

/** One cooler bag holds about four meal kits; every kit comes with its zero-waste kit. */
export function doorCounts(servings: number[]): { bags: number; kits: number } {
  const kits = servings.length;
  return { bags: Math.max(1, Math.ceil(kits / 4)), kits };
}

/**
 * The two moves of a delivery, shared by the simulated courier and the routing platform's
 * webhook (decision 050). Each is one conditional update, so a move made twice happens once.
 */
export function createDeliveryMoves(deps: OrdersDeps) {
  return {
    async contact(clientId: number): Promise<Contact | undefined> {
      const [client, address] = await Promise.all([deps.clients.find(clientId), deps.delivery.addressFor(clientId)]);
      return client && address ? { phone: address.phone, locale: client.locale } : undefined;
    },

    /** The door's counts: bags and kits of the order's meals. */
    async doorCounts(orderId: number, tx: Db = deps.db) {
      const items = await createOrderRepository(tx).items(orderId);
      return doorCounts(items.filter((i) => i.kind === 'meal').map((i) => i.quantity));
    },

    /** A billed order is on its way: the household gets its text (a service message, no consent asked). */
    async outForDelivery(tx: Db, order: OrderRow, at: Date, now: Date, where: Contact | undefined): Promise<boolean> {
      const moved = await createDeliveryRepository(tx).advance(order.id, ['billed'], {
        status: 'out_for_delivery',
        outForDeliveryAt: at,
        updatedAt: now,
      });
      if (moved && where) {
        const t = deps.i18n.translator(where.locale);
        await deps.notifier.sms(
          {
            to: where.phone,
            locale: where.locale,
            body: t('orders:sms.onItsWay', { from: order.windowStarts, to: order.windowEnds }),
            reference: `order:${order.id}:out-for-delivery`,
          },
          tx,
        );
      }
      return moved;
    },

    /**
     * A billed or travelling order is delivered, with the courier's report; the points its billing
     * and late additions earned become available (SPEC.md §4).
     */
    async delivered(tx: Db, order: OrderRow, report: DoorReport, now: Date): Promise<boolean> {
      const done = await createDeliveryRepository(tx).advance(order.id, ['billed', 'out_for_delivery'], {
        status: 'delivered',
        deliveredAt: report.at,
        bagsLeft: report.bags,
        kitsLeft: report.kits,
        deliveryNote: report.note,
        deliveryPhotoUrl: report.photoUrl,
        updatedAt: now,
      });
      if (done) await deps.money.points.releaseOrder({ clientId: order.clientId, orderId: order.id }, tx);
      return done;
    },
  };
}

export type DeliveryMoves = ReturnType<typeof createDeliveryMoves>;
