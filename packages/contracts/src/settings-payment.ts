import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { CardBrandName } from './payments.ts';

/**
 * The household's way of paying, as the payment settings show it (SPEC.md §2 `/settings/payment`).
 * A union by kind so that a PayPal account can join the card (`account/update_payment_method_to_paypal`).
 */
export const PaymentMethodOnFile = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card'),
    brand: CardBrandName,
    last4: z.string().regex(/^\d{4}$/),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int(),
  }),
  z.object({ kind: z.literal('paypal'), email: z.string() }),
]);
export type PaymentMethodOnFile = z.infer<typeof PaymentMethodOnFile>;

/** Why the account home and the payment settings warn about the method on file. */
export const PaymentWarning = z.enum(['last_charge_failed', 'expires_before_next_charge', 'no_method']);
export type PaymentWarning = z.infer<typeof PaymentWarning>;

export const PromoOnFile = z.object({
  code: z.string(),
  /** The promotion's name in the request's language. */
  name: z.string(),
  /** The delivery date of the order it goes on. */
  deliveryDate: z.string(),
});
export type PromoOnFile = z.infer<typeof PromoOnFile>;

export const SettingsPayment = z.object({
  method: PaymentMethodOnFile.nullable(),
  warning: PaymentWarning.nullable(),
  /** The weeks whose payment failed and that a new card would pay at once. */
  failedWeeks: z.array(z.object({ orderId: z.number().int(), deliveryDate: z.string(), totalCents: z.number().int() })),
  promo: PromoOnFile.nullable(),
});
export type SettingsPayment = z.infer<typeof SettingsPayment>;

export const getSettingsPayment = endpoint({
  method: 'GET',
  path: '/api/v1/settings_payment/show',
  summary: 'The method on file, why it needs attention, the weeks awaiting payment and the promotion applied',
  input: z.object({}),
  output: SettingsPayment,
});

export const updateSettingsCard = endpoint({
  method: 'POST',
  path: '/api/v1/settings_payment/update_card',
  summary:
    'Put a card tokenized at the gateway on file; the weeks whose payment failed are billed on it at once. A decline keeps the card before.',
  input: z.object({ token: z.string().min(1).max(200) }),
  output: SettingsPayment.extend({
    billed: z.array(z.object({ orderId: z.number().int(), deliveryDate: z.string(), totalCents: z.number().int() })),
  }),
});

const PromoCode = z
  .string()
  .trim()
  .min(1, 'settingsPayment:errors.codeRequired')
  .max(40, 'discounts:errors.format')
  .regex(/^[A-Za-z0-9_-]*$/, 'discounts:errors.format');

export const applySettingsPromo = endpoint({
  method: 'POST',
  path: '/api/v1/settings_payment/apply',
  summary: 'Apply a promotion code to the household’s next order (“Invalid code” otherwise)',
  input: z.object({ code: PromoCode }),
  output: SettingsPayment,
});

export const invalidateSettingsPromo = endpoint({
  method: 'POST',
  path: '/api/v1/settings_payment/invalidate',
  summary: 'Take the promotion code off the household’s next order',
  input: z.object({}),
  output: SettingsPayment,
});

const IsoDate = z.iso.date('settingsPayment:errors.date');

/** SPEC.md §2: receipts by date range, one e-mail per order. */
export const RECEIPT_RANGE_MAX_DAYS = 366;

export const sendOrderReceipts = endpoint({
  method: 'POST',
  path: '/api/v1/settings_payment/send_order_receipts',
  summary: 'E-mail one receipt per order delivered in the date range, in the household’s language',
  input: z
    .object({ from: IsoDate, to: IsoDate })
    .refine((v) => v.from <= v.to, { path: ['to'], message: 'settingsPayment:errors.rangeOrder' })
    .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= RECEIPT_RANGE_MAX_DAYS, {
      path: ['to'],
      message: 'settingsPayment:errors.rangeTooLong',
    }),
  output: z.object({ sent: z.number().int() }),
});

export const PAYMENT_HISTORY_PAGE_SIZE = 5;

export const PaymentHistoryEntry = z.object({
  kind: z.enum(['order', 'late_addition', 'refund']),
  /** When the money moved (ISO instant). */
  paidAt: z.string(),
  deliveryDate: z.string().nullable(),
  /** Negative for a refund. */
  amountCents: z.number().int(),
});
export type PaymentHistoryEntry = z.infer<typeof PaymentHistoryEntry>;

export const getPaymentHistory = endpoint({
  method: 'GET',
  path: '/api/v1/settings_payment/payment_history',
  summary: 'The household’s payments, late additions and refunds, newest first, a page at a time',
  input: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  output: z.object({
    entries: z.array(PaymentHistoryEntry),
    page: z.number().int(),
    pages: z.number().int(),
  }),
});
