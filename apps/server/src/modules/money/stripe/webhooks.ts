import type { Clock } from '@fp/domain';
import type Stripe from 'stripe';
import type { Db } from '../../../db/types.ts';
import { AppError } from '../../../http/errors.ts';
import { createPaymentsRepository, type PaymentRow } from '../payments-repository.ts';
import type { GatewayChargeResult } from '../gateway.ts';
import { resultOfIntent } from './gateway.ts';
import { createStripeRepository } from './repository.ts';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

const badSignature = () => new AppError('invalid_signature', 400, { messageKey: 'payments:errors.invalidSignature' });

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** What the webhooks need of the adapter: the signature check and the current PaymentIntent. */
export interface StripeEventSource {
  verifiedEvent(payload: string, signature: string | undefined): Stripe.Event;
  paymentIntent(id: string): Promise<Stripe.PaymentIntent>;
}

/**
 * Stripe's webhooks (decision 051): each event applied once, by its id. They settle what a crash
 * left unknown (a payment still `pending` after Stripe charged it) and a capture made before a
 * crash; a settled payment never moves back. The PaymentIntent is read again from Stripe rather
 * than taken from the event, so events arriving out of order all apply its latest state.
 */
export function createStripeWebhooks(deps: { db: Db; clock: Clock; source: StripeEventSource }) {
  async function settle(tx: Db, row: PaymentRow, result: GatewayChargeResult): Promise<void> {
    const repo = createPaymentsRepository(tx);
    const now = deps.clock.now();
    if (row.status === 'pending') {
      await repo.settle(
        row.id,
        'pending',
        {
          status: result.status,
          gatewayRef: result.ref,
          declineCode: result.status === 'declined' ? result.declineCode : null,
          capturedAt: result.status === 'succeeded' ? now : null,
        },
        now,
      );
    } else if (row.status === 'authorized' && result.status === 'succeeded' && row.gatewayRef === result.ref) {
      await repo.settle(row.id, 'authorized', { status: 'succeeded', capturedAt: now }, now);
    }
  }

  return {
    async receive(payload: string, signature: string | undefined): Promise<WebhookOutcome> {
      let event: Stripe.Event;
      try {
        event = deps.source.verifiedEvent(payload, signature);
      } catch {
        throw badSignature();
      }
      const object = event.data.object as { object?: string; id?: string };
      let current: { row: PaymentRow; result: GatewayChargeResult } | undefined;
      if (event.type.startsWith('payment_intent.') && object.object === 'payment_intent' && object.id) {
        const pi = await deps.source.paymentIntent(object.id);
        const key = pi.metadata?.idempotency_key;
        const row = key ? await createPaymentsRepository(deps.db).byKey(key) : undefined;
        let result: GatewayChargeResult | undefined;
        try {
          result = resultOfIntent(pi);
        } catch {
          // Still processing: a later event of the same PaymentIntent tells the outcome.
          result = undefined;
        }
        if (row && result && (row.gatewayRef === null || row.gatewayRef === pi.id)) current = { row, result };
      }
      return deps.db.transaction(async (tx) => {
        if (!(await createStripeRepository(tx).firstDelivery(event.id, event.type, deps.clock.now()))) {
          return 'duplicate';
        }
        if (!current) return 'ignored';
        await settle(tx, current.row, current.result);
        return 'applied';
      });
    },
  };
}

export type StripeWebhooks = ReturnType<typeof createStripeWebhooks>;
