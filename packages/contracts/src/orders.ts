import { ORDER_STATUSES } from '@fp/domain/vocabulary';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { MoneyLine } from './signup.ts';

/** SPEC.md §4 order states (decision 027). */
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatusValue = z.infer<typeof OrderStatusSchema>;

export const getUpcomingOrderIds = endpoint({
  method: 'GET',
  path: '/api/v1/orders/upcoming_order_ids',
  summary: "The signed-in household's orders still to be delivered, by delivery date",
  input: z.object({}),
  output: z.object({ orderIds: z.array(z.number().int()) }),
});

export const OrderData = z.object({
  id: z.number().int(),
  status: OrderStatusSchema,
  /** Why the order is in its status, in the reader's language (a decline, the minimum); null otherwise. */
  statusMessage: z.string().nullable(),
  deliveryDate: z.string(),
  window: z.object({ starts: z.string(), ends: z.string() }),
  cutoffAt: z.string(),
  /** Editable until the cutoff. */
  editable: z.boolean(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      kind: z.enum(['meal', 'addon', 'market']),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
    }),
  ),
  subtotalCents: z.number().int(),
  discounts: z.array(MoneyLine),
  deliveryFeeCents: z.number().int(),
  taxes: z.array(MoneyLine),
  creditCents: z.number().int(),
  totalCents: z.number().int(),
  minimumCents: z.number().int(),
  bagsLeft: z.number().int().nullable(),
  kitsLeft: z.number().int().nullable(),
});
export type OrderData = z.infer<typeof OrderData>;

export const getOrderData = endpoint({
  method: 'GET',
  path: '/api/v1/orders/order_data',
  summary: 'One order of the signed-in household: items, lines, totals, status and cutoff',
  input: z.object({ orderId: z.coerce.number().int().positive() }),
  output: OrderData,
});
