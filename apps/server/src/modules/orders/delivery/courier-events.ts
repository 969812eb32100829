import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CourierWebhookAnswer, CourierWebhookPayload } from '@fp/contracts';
import type { CourierWebhookSettings } from '../../../courier-config.ts';
import type { OrdersDeps } from '../deps.ts';
import { createOrderRepository } from '../order-repository.ts';
import { createCourierEventsRepository } from './courier-events-repository.ts';
import { createDeliveryMoves } from './moves.ts';
import type { CourierEventKind } from './tables.ts';

/** The platform's triggers we follow; the others (ETA, arrival, assignment...) are acknowledged only. */
const KINDS: Record<string, CourierEventKind> = { taskStarted: 'out_for_delivery', taskCompleted: 'delivered' };

/** A delivery event in our terms. */
export interface CourierEvent {
  /** The same event resent has the same id. */
  id: string;
  kind: CourierEventKind;
  orderId: number | null;
  happenedAt: Date;
  note: string | null;
  photoUploadId: string | null;
}

/** Reads the platform's payload; undefined for a trigger we do not follow or a failed task. */
export function courierEvent(payload: CourierWebhookPayload): CourierEvent | undefined {
  const kind = KINDS[payload.triggerName];
  const details = payload.data.task.completionDetails;
  if (!kind || (kind === 'delivered' && details?.success === false)) return undefined;
  const named = payload.data.task.metadata.find((m) => m.name === 'orderId')?.value;
  const orderId = typeof named === 'string' && /^\d{1,9}$/.test(named) ? Number(named) : named;
  const note = kind === 'delivered' ? details?.notes?.trim() : undefined;
  return {
    id: `${payload.triggerName}:${payload.taskId}:${payload.time}`,
    kind,
    orderId: typeof orderId === 'number' && Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    happenedAt: new Date((kind === 'delivered' ? details?.time : undefined) ?? payload.time),
    note: note ? note.slice(0, 1000) : null,
    photoUploadId: kind === 'delivered' ? (details?.photoUploadIds?.[0] ?? null) : null,
  };
}

/**
 * The routing platform's webhook (decision 050): a signed event moves an order on its way or to
 * delivered, once per event id; an event that comes after a later one (a "delivered" before its
 * "out for delivery") changes nothing. The event's record and the order's move commit together.
 */
export function createCourierEvents(deps: OrdersDeps, settings: CourierWebhookSettings) {
  const moves = createDeliveryMoves(deps);
  const photoUrl = (id: string | null) =>
    id && settings.photoUrl ? settings.photoUrl.replace('{id}', encodeURIComponent(id)) : null;

  return {
    /** Whether the raw body carries the shared secret's signature (HMAC-SHA512, hexadecimal). */
    signedByPlatform(raw: Buffer, signature: string | undefined): boolean {
      if (!signature || !/^[0-9a-fA-F]{128}$/.test(signature)) return false;
      const expected = createHmac('sha512', settings.secret).update(raw).digest();
      return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
    },

    async receive(payload: CourierWebhookPayload): Promise<CourierWebhookAnswer['outcome']> {
      const event = courierEvent(payload);
      if (!event) return 'not_tracked';
      const now = deps.clock.now();
      const order = event.orderId === null ? undefined : await createOrderRepository(deps.db).byId(event.orderId);
      // Read before the transaction: the household's number and the door's counts.
      const where = order && event.kind === 'out_for_delivery' ? await moves.contact(order.clientId) : undefined;
      const door = order && event.kind === 'delivered' ? await moves.doorCounts(order.id) : undefined;
      return deps.db.transaction(async (tx) => {
        const events = createCourierEventsRepository(tx);
        const fresh = await events.recordOnce({
          id: event.id,
          orderId: order?.id ?? null,
          kind: event.kind,
          outcome: order ? 'ignored' : 'unknown_order',
          happenedAt: event.happenedAt,
          receivedAt: now,
        });
        if (!fresh) return 'duplicate';
        if (!order) return 'unknown_order';
        const moved =
          event.kind === 'out_for_delivery'
            ? await moves.outForDelivery(tx, order, event.happenedAt, now, where)
            : await moves.delivered(
                tx,
                order,
                { at: event.happenedAt, note: event.note, photoUrl: photoUrl(event.photoUploadId), ...door! },
                now,
              );
        if (!moved) return 'ignored';
        await events.setOutcome(event.id, 'applied');
        return 'applied';
      });
    },
  };
}

export type CourierEvents = ReturnType<typeof createCourierEvents>;
