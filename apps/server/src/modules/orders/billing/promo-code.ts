import type { PromoOnFile } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { ruleError } from '../../../http/errors.ts';
import type { OrdersDeps } from '../deps.ts';
import { draftPrices } from '../draft-prices.ts';
import { createMarketItemsRepository } from '../market/market-items-repository.ts';
import { createOrderRepository, type OrderRow } from '../order-repository.ts';
import { createPaymentWeeksRepository } from './payment-weeks-repository.ts';

const noOpenOrder = () => ruleError('no_open_order', 'settingsPayment:errors.noOpenOrder');

/**
 * The payment settings' promo code (SPEC.md §7 `settings_payment/apply`, `invalidate`): one code
 * on the household's next order that still takes changes and is not paid, counted as a use of
 * the code under its row lock (the discounts' own `redeem`), the order priced again with it, its
 * version moved on. Removed, the use is given back and the order priced without it.
 */
export function createPromoCode(deps: Pick<OrdersDeps, 'db' | 'clock' | 'plans' | 'discounts' | 'delivery'>) {
  const { db, clock } = deps;
  const open = (order: OrderRow | undefined, clientId: number): order is OrderRow =>
    order !== undefined &&
    order.clientId === clientId &&
    order.status === 'upcoming' &&
    order.paymentId === null &&
    order.cutoffAt.getTime() > clock.now().getTime();

  /** Runs `change` on the next open order, locked, then prices its draft again. */
  async function onNextOrder(clientId: number, change: (tx: typeof db, order: OrderRow) => Promise<void>) {
    const next = await createPaymentWeeksRepository(db).nextOpen(clientId, clock.now());
    if (!next) throw noOpenOrder();
    const { pricing } = await deps.plans.catalogue();
    await db.transaction(async (tx) => {
      const order = await createOrderRepository(tx).lockOwn(next.id, clientId);
      if (!open(order, clientId)) throw noOpenOrder();
      await change(tx, order);
      const r = createMarketItemsRepository(tx);
      const discounts = await deps.discounts.discountsOfOrders([order], tx);
      await r.writeDrafts(draftPrices([order], await r.itemsOf([order.id]), pricing, discounts), clock.now());
    });
  }

  return {
    async current(clientId: number, locale: Locale): Promise<PromoOnFile | null> {
      const next = await createPaymentWeeksRepository(db).nextOpen(clientId, clock.now());
      if (!next) return null;
      const code = await deps.discounts.codeOnOrder(next.id, locale);
      return code && { ...code, deliveryDate: next.deliveryDate };
    },

    /** The code replaces any other on that order; "Invalid code" (and nothing changed) when it does not apply. */
    async apply(clientId: number, code: string) {
      const address = await deps.delivery.addressFor(clientId);
      const householdKey = address
        ? deps.discounts.householdKey(address.line1, address.postalCode)
        : `client:${clientId}`;
      await onNextOrder(clientId, async (tx, order) => {
        await deps.discounts.unredeem(tx, clientId, order.id);
        await deps.discounts.redeem(tx, {
          code,
          clientId,
          householdKey,
          orderId: order.id,
          orderPosition: order.position,
        });
      });
    },

    async remove(clientId: number) {
      await onNextOrder(clientId, (tx, order) => deps.discounts.unredeem(tx, clientId, order.id));
    },
  };
}
