import {
  PAYMENT_HISTORY_PAGE_SIZE,
  type PaymentHistoryEntry,
  type PaymentMethodOnFile,
  type PaymentWarning,
  type PromoOnFile,
  type SettingsPayment,
} from '@fp/contracts';
import { formatDay, formatMoney, MENU_TIME_ZONE, dateInZone, type Clock } from '@fp/domain';
import { href, type Locale } from '@fp/i18n';
import type { ServerI18n } from '../../http/i18n.ts';
import type { ClientsService } from '../auth/clients-service.ts';
import { renderEmail, type MailService } from '../mail/service.ts';
import { paymentDeclined, type MoneyService } from '../money/service.ts';
import type { OrdersService } from '../orders/service.ts';

/** The promotion code of the household's next order (the discounts module's, through the composition root). */
export interface PromoPort {
  current(clientId: number, locale: Locale): Promise<PromoOnFile | null>;
  apply(clientId: number, code: string): Promise<void>;
  remove(clientId: number): Promise<void>;
}

export interface PaymentSettingsDeps {
  clock: Clock;
  i18n: ServerI18n;
  publicUrl: string;
  mail: Pick<MailService, 'send'>;
  clients: Pick<ClientsService, 'find'>;
  money: Pick<MoneyService, 'savePaymentMethod' | 'paymentMethodFor' | 'history' | 'payment'>;
  weeks: OrdersService['paymentWeeks'];
  promo?: PromoPort;
  /** The account home's payment warning, dismissed for a problem now solved, is shown for the next one. */
  offerWarningAgain?: (clientId: number) => Promise<void>;
}

/** A card is good through the last day of its expiry month. */
export function cardExpiresBefore(card: { expMonth: number; expYear: number }, at: Date): boolean {
  return Date.UTC(card.expYear, card.expMonth, 1) <= at.getTime();
}

/**
 * The payment settings (SPEC.md §2 `/settings/payment`, `/settings/PaymentHistory`): the method on
 * file and why it needs attention, a new card that pays the failed weeks at once, the promotion
 * code of the next order, receipts by e-mail and the history of what was charged and given back.
 */
export function createPaymentSettings(deps: PaymentSettingsDeps) {
  const { money, weeks } = deps;

  async function methodOnFile(clientId: number): Promise<PaymentMethodOnFile | null> {
    const card = await money.paymentMethodFor(clientId);
    return card
      ? { kind: 'card', brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
      : null;
  }

  /** Why the method on file needs attention, the most pressing reason first. */
  async function warningFor(
    clientId: number,
    method: PaymentMethodOnFile | null,
    failed: unknown[],
  ): Promise<PaymentWarning | null> {
    if (failed.length > 0 || (await weeks.hasFailedWeek(clientId))) return 'last_charge_failed';
    const next = await weeks.nextChargeAt(clientId);
    if (!method) return next ? 'no_method' : null;
    if (method.kind === 'card' && next && cardExpiresBefore(method, next)) return 'expires_before_next_charge';
    return null;
  }

  async function show(clientId: number, locale: Locale): Promise<SettingsPayment> {
    const [method, failed, promo] = await Promise.all([
      methodOnFile(clientId),
      weeks.failedWeeks(clientId),
      deps.promo?.current(clientId, locale) ?? null,
    ]);
    return { method, warning: await warningFor(clientId, method, failed), failedWeeks: failed, promo };
  }

  return {
    show,

    /** What the account home warns about (`account/index`), or null. */
    async warning(clientId: number): Promise<PaymentWarning | null> {
      const [method, failed] = await Promise.all([methodOnFile(clientId), weeks.failedWeeks(clientId)]);
      return warningFor(clientId, method, failed);
    },

    /**
     * A card tokenized at the gateway goes on file, and the weeks whose payment failed are billed
     * on it at once by billing's own next attempt. When it cannot pay them, the card before is put
     * back and the household reads why; the week stays failed and billing tries again as planned.
     */
    async updateCard(clientId: number, token: string, locale: Locale) {
      const before = await money.paymentMethodFor(clientId);
      const saved = await money.savePaymentMethod(clientId, token);
      const outcomes = await weeks.billFailedNow(clientId);
      if (outcomes.some((o) => o.outcome === 'failed' || o.outcome === 'gave_up')) {
        if (before && before.id !== saved.id) await money.history.restoreDefault(clientId, before.id);
        throw paymentDeclined();
      }
      await deps.offerWarningAgain?.(clientId);
      const billed = outcomes
        .filter((o) => o.outcome === 'billed')
        .map(({ orderId, deliveryDate, totalCents }) => ({ orderId, deliveryDate, totalCents }));
      return { ...(await show(clientId, locale)), billed };
    },

    async applyPromo(clientId: number, code: string, locale: Locale) {
      await deps.promo?.apply(clientId, code);
      return show(clientId, locale);
    },

    async removePromo(clientId: number, locale: Locale) {
      await deps.promo?.remove(clientId);
      return show(clientId, locale);
    },

    /** `settings_payment/payment_history`: newest first, a page at a time. */
    async history(clientId: number, page: number) {
      const [movements, paid] = await Promise.all([money.history.movements(clientId), weeks.paidWeeks(clientId)]);
      const byPayment = new Map(paid.map((p) => [p.paymentId, p]));
      const all: PaymentHistoryEntry[] = movements.map((m) => {
        const week = byPayment.get(m.paymentId);
        return {
          kind: m.kind === 'refund' ? 'refund' : (week?.kind ?? 'order'),
          paidAt: m.at.toISOString(),
          deliveryDate: week?.deliveryDate ?? null,
          amountCents: m.amountCents,
        };
      });
      const pages = Math.max(1, Math.ceil(all.length / PAYMENT_HISTORY_PAGE_SIZE));
      const start = (page - 1) * PAYMENT_HISTORY_PAGE_SIZE;
      return { entries: all.slice(start, start + PAYMENT_HISTORY_PAGE_SIZE), page, pages };
    },

    /**
     * `settings_payment/send_order_receipts`: one e-mail per week delivered (or on its way) in the
     * range, in the household's language: items, discounts, credit, taxes by line, total, and each
     * charge, late addition and refund with the card's last four. Answers how many were sent.
     */
    async sendReceipts(clientId: number, from: string, to: string) {
      const client = await deps.clients.find(clientId);
      if (!client) return { sent: 0 };
      const locale = client.locale;
      const t = deps.i18n.translator(locale);
      const money$ = (cents: number) => formatMoney(cents, locale);
      const receipts = await weeks.receipts(clientId, from, to, locale);
      for (const { order, paymentIds } of receipts) {
        const date = formatDay(order.deliveryDate, locale, 'full');
        const payments = (await Promise.all(paymentIds.map((id) => money.payment(id)))).filter((p) => !!p);
        // The card the week itself was charged to, which may differ from the one on file now.
        const last4 = payments[0] && (await money.history.last4Of(clientId, payments[0].paymentMethodId));
        const charges = payments.flatMap((p) => {
          const when = formatDay(dateInZone(p.capturedAt ?? p.createdAt, MENU_TIME_ZONE), locale, 'date');
          const lines = [
            t(
              p.orderRef?.startsWith('patch:')
                ? 'settingsPayment:receipt.lateAddition'
                : 'settingsPayment:receipt.charge',
              {
                date: when,
                amount: money$(p.amountCents),
              },
            ),
          ];
          if (p.refundedCents > 0) {
            lines.push(t('settingsPayment:receipt.refund', { amount: money$(-p.refundedCents) }));
          }
          return lines;
        });
        const email = renderEmail(t, {
          subject: t('settingsPayment:receipt.subject', { date }),
          heading: t('settingsPayment:receipt.heading', { date }),
          paragraphs: [
            t('settingsPayment:receipt.greeting', { name: client.firstName }),
            ...order.items.map((i) =>
              t('settingsPayment:receipt.item', {
                name: i.name,
                quantity: i.quantity,
                amount: money$(i.unitPriceCents * i.quantity),
              }),
            ),
            t('settingsPayment:receipt.subtotal', { amount: money$(order.subtotalCents) }),
            ...order.discounts.map((d) =>
              t('settingsPayment:receipt.discount', { label: d.label, amount: money$(-Math.abs(d.amountCents)) }),
            ),
            t('settingsPayment:receipt.deliveryFee', { amount: money$(order.deliveryFeeCents) }),
            ...(order.creditCents > 0
              ? [t('settingsPayment:receipt.credit', { amount: money$(-order.creditCents) })]
              : []),
            ...order.taxes.map((x) =>
              t('settingsPayment:receipt.tax', { label: x.label, amount: money$(x.amountCents) }),
            ),
            t('settingsPayment:receipt.total', { amount: money$(order.totalCents) }),
            ...charges,
            ...(last4 ? [t('settingsPayment:receipt.card', { last4 })] : []),
          ],
          button: {
            label: t('settingsPayment:receipt.button'),
            url: `${deps.publicUrl}${href('settings-payment-history', locale)}`,
          },
        });
        await deps.mail.send({ template: 'order_receipt', locale, to: client.email, ...email });
      }
      return { sent: receipts.length };
    },
  };
}

export type PaymentSettings = ReturnType<typeof createPaymentSettings>;
