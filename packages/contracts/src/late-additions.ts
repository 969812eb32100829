import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { MoneyLine } from './signup.ts';

// Late additions (issue 13, decision 033): a billed order takes additions until the start of the
// day before delivery in the region's time; each addition is a patch charged on its own.

/** At most this many units of one product in one patch. */
export const LATE_ADDITION_MAX_QUANTITY = 20;

export const LateAdditionItem = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(LATE_ADDITION_MAX_QUANTITY),
});
export type LateAdditionItem = z.infer<typeof LateAdditionItem>;

/**
 * At most this many of a household's orders hold units for unpaid late additions at once (each
 * order has at most one pending patch; a new one replaces it).
 */
export const LATE_ADDITION_MAX_HOLDING_ORDERS = 2;

export const PATCH_STATUSES = ['pending', 'billed', 'declined', 'sold_out', 'expired', 'replaced'] as const;
export const PatchStatus = z.enum(PATCH_STATUSES);
export type PatchStatus = z.infer<typeof PatchStatus>;

/** One priced line of a patch; `id` names it for `remove_late_addition` once billed. */
export const PatchLine = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  kind: z.enum(['meal', 'market']),
  /** Meals: servings; market items: units. */
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int(),
  /** True once the household took it back (refunded). */
  removed: z.boolean(),
});
export type PatchLine = z.infer<typeof PatchLine>;

export const Patch = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: PatchStatus,
  lines: z.array(PatchLine),
  subtotalCents: z.number().int(),
  /** Each tax by its name in the reader's language (GST / TPS …), on the lines' tax classes. */
  taxes: z.array(MoneyLine),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** ISO instant: the end of late additions for this order (the day before delivery, 00:00 local). */
  deadlineAt: z.string(),
});
export type Patch = z.infer<typeof Patch>;

/** A product that sold out before it could be held or paid for; nothing was charged for it. */
export const SoldOutItem = z.object({ productId: z.number().int(), name: z.string() });
export type SoldOutItem = z.infer<typeof SoldOutItem>;

/** The order's amounts after a patch was billed or a late addition refunded. */
export const PatchedOrderAmounts = z.object({
  id: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export type PatchedOrderAmounts = z.infer<typeof PatchedOrderAmounts>;

export const createPatch = endpoint({
  method: 'POST',
  path: '/api/v1/orders/create_patch',
  summary: 'Price late additions to a billed order and hold their stock; answers the patch or what sold out',
  input: z.object({
    orderId: z.number().int().positive(),
    items: z.array(LateAdditionItem).min(1).max(30),
  }),
  output: z.discriminatedUnion('status', [
    z.object({ status: z.literal('pending'), patch: Patch }),
    z.object({ status: z.literal('sold_out'), soldOut: z.array(SoldOutItem) }),
  ]),
});

export const billPatch = endpoint({
  method: 'POST',
  path: '/api/v1/orders/bill_patch',
  summary:
    'Charge the card on file once for a patch and add its items to the order; sold out answers with the items, nothing charged',
  input: z.object({
    patchId: z.number().int().positive(),
    /** Chosen by the browser once per patch and sent again on every retry of it. */
    idempotencyKey: z.string().min(8).max(100),
  }),
  output: z.discriminatedUnion('status', [
    z.object({ status: z.literal('billed'), patch: Patch, order: PatchedOrderAmounts }),
    z.object({ status: z.literal('sold_out'), soldOut: z.array(SoldOutItem) }),
  ]),
});

export const removeLateAddition = endpoint({
  method: 'POST',
  path: '/api/v1/orders/remove_late_addition',
  summary: 'Take back a billed late addition before the deadline: refunded through the gateway, stock released',
  input: z.object({
    patchId: z.number().int().positive(),
    lineId: z.number().int().positive(),
  }),
  output: z.object({ patch: Patch, order: PatchedOrderAmounts, refundedCents: z.number().int() }),
});
