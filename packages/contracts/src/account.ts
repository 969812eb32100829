import { ACCOUNT_NOTICES, ORDER_CARD_STATES, SKIP_REASONS, SUBSCRIPTION_STATUSES } from '@fp/domain/vocabulary';
import { z } from 'zod';
import { ResponsiveImages } from './content.ts';
import { ChosenSlot, DeliveryOption } from './delivery.ts';
import { endpoint } from './endpoint.ts';
import { OrderStatusSchema } from './orders.ts';
import { Region } from './query.ts';
import { MoneyLine } from './signup.ts';
import { PaymentWarning } from './settings-payment.ts';

// The subscriber's weeks (issue 12): account home, schedule, tracking, skip, change of delivery.

export const OrderCardState = z.enum(ORDER_CARD_STATES);
export type OrderCardState = z.infer<typeof OrderCardState>;

export const SkipReason = z.enum(SKIP_REASONS);
export type SkipReason = z.infer<typeof SkipReason>;

export const AccountStatus = z.enum(SUBSCRIPTION_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatus>;

export const AccountNotice = z.enum(ACCOUNT_NOTICES);
export type AccountNotice = z.infer<typeof AccountNotice>;

/** One product of a card; `imageId` goes to `/images/:id` like the menu's cards. */
export const OrderCardItem = z.object({
  productId: z.number().int(),
  name: z.string(),
  kind: z.enum(['meal', 'addon', 'market']),
  /** Meals: servings of the recipe; add-ons and market items: units. */
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  imageId: z.number().int().nullable(),
  /** A market item that comes from the household's market subscription (the "Recurring" badge). */
  recurring: z.boolean().optional(),
});
export type OrderCardItem = z.infer<typeof OrderCardItem>;

/** What the courier reported once the order was delivered. */
export const DeliveryReport = z.object({
  deliveredAt: z.string(),
  /** "Delivered at 4:12 p.m." / « Livrée à 16 h 12 », in the delivery region's time. */
  deliveredLabel: z.string(),
  /** The courier's note ("left by the side door"), as written. */
  note: z.string().nullable(),
  photoUrl: z.string().nullable(),
  bagsLeft: z.number().int().nullable(),
  kitsLeft: z.number().int().nullable(),
});
export type DeliveryReport = z.infer<typeof DeliveryReport>;

/** One week of the household as a delivery card (SPEC.md §4). Texts are in the reader's language. */
export const OrderCard = z.object({
  id: z.number().int(),
  /** Send it back with skip, unskip and update_delivery; a stale one answers 409 `order_changed`. */
  version: z.number().int(),
  status: OrderStatusSchema,
  state: OrderCardState,
  /** Why a failed or below-minimum card is in that state, in the reader's language; null otherwise. */
  stateMessage: z.string().nullable(),
  deliveryDate: z.string(),
  /** "Sunday, November 29" / « dimanche 29 novembre ». */
  dateLabel: z.string(),
  window: z.object({ starts: z.string(), ends: z.string(), label: z.string() }),
  /** ISO instant: a live countdown runs to it. */
  cutoffAt: z.string(),
  /** "Order changes close Tuesday, November 24 at 11:59 p.m." in the delivery region's time. */
  cutoffLabel: z.string(),
  /** The region's IANA time zone, for the countdown's clock. */
  timeZone: z.string(),
  /** What the household may do with this card now. */
  actions: z.object({
    editItems: z.boolean(),
    addItems: z.boolean(),
    skip: z.boolean(),
    unskip: z.boolean(),
    changeDelivery: z.boolean(),
    fixPayment: z.boolean(),
    /** The bank held the charge until the household confirms it (3-D Secure, decision 051). */
    confirmPayment: z.boolean(),
  }),
  /** The box: how many meals and servings, then every item (meals, add-ons, market items). */
  box: z.object({ meals: z.number().int(), servings: z.number().int() }),
  items: z.array(OrderCardItem),
  subtotalCents: z.number().int(),
  discounts: z.array(MoneyLine),
  deliveryFeeCents: z.number().int(),
  taxes: z.array(MoneyLine),
  creditCents: z.number().int(),
  totalCents: z.number().int(),
  /** True when the total is under the minimum order: SPEC.md §8's warning shows. */
  belowMinimum: z.boolean(),
  /** Present once delivered. */
  delivery: DeliveryReport.nullable(),
});
export type OrderCard = z.infer<typeof OrderCard>;

export const AccountPageData = z.object({
  accountStatus: AccountStatus,
  /** Paused: no upcoming cards, the message links to /schedule to unpause. */
  paused: z.boolean(),
  /** Closed: the "contact us to reactivate" message. */
  closed: z.boolean(),
  /** The minimum order (data of the plans), for the warning and the skip copy. */
  minimumCents: z.number().int(),
  /** Orders still to come over the horizon, by delivery date (today's included). */
  upcoming: z.array(OrderCard),
  /** Today's delivery when there is one to track (billed, out for delivery or delivered today). */
  today: OrderCard.nullable(),
  /** The latest delivered orders, newest first. */
  recent: z.array(OrderCard),
  /** The server's instant when answering, so a countdown does not trust the device's clock alone. */
  now: z.string(),
});
export type AccountPageData = z.infer<typeof AccountPageData>;

export const getOrderDataForAccountPage = endpoint({
  method: 'GET',
  path: '/api/v1/orders/order_data_for_account_page',
  summary: "The signed-in household's coming weeks and recent deliveries as delivery cards",
  input: z.object({}),
  output: AccountPageData,
});

const Versioned = z.object({
  orderId: z.number().int().positive(),
  version: z.number().int().positive(),
});

/** What a skip drops: the box and each add-on and market item of the week (the confirmation's list). */
export const SkippedContents = z.object({
  box: z.object({ meals: z.number().int(), servings: z.number().int() }),
  addons: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  marketItems: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export type SkippedContents = z.infer<typeof SkippedContents>;

export const skipOrder = endpoint({
  method: 'POST',
  path: '/api/v1/account/skip_order',
  summary: 'Skip a week before its cutoff (versioned); answers the card and what was skipped',
  input: Versioned,
  output: z.object({ order: OrderCard, skipped: SkippedContents }),
});

export const unskipOrder = endpoint({
  method: 'POST',
  path: '/api/v1/account/unskip_order',
  summary: 'Bring a skipped week back before its cutoff: as it was if the menu allows, else re-picked',
  input: Versioned,
  output: z.object({
    order: OrderCard,
    outcome: z.enum(['restored', 'repicked']),
    /**
     * Items the week no longer has stock for (decision 037): given back while the week was
     * skipped, they left the order when it came back.
     */
    dropped: z
      .array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() }))
      .default([]),
  }),
});

export const SKIP_COMMENT_MAX = 300;

export const skipOrderFeedback = endpoint({
  method: 'POST',
  path: '/api/v1/orders/skip_order_feedback',
  summary: 'Why the household skipped a week (one answer per order; a second replaces the first)',
  input: z.object({
    orderId: z.number().int().positive(),
    reason: SkipReason,
    // Too long: the generic "at most {{max}} characters" message.
    comment: z.string().trim().max(SKIP_COMMENT_MAX).optional(),
  }),
  output: z.object({ recorded: z.literal(true) }),
});

export const getChangeDeliveryForm = endpoint({
  method: 'GET',
  path: '/api/v1/account/change_delivery_form',
  summary: "The dates and windows really available for an order's week, with the current choice",
  input: z.object({ orderId: z.coerce.number().int().positive() }),
  output: z.object({
    orderId: z.number().int(),
    version: z.number().int(),
    current: ChosenSlot,
    /** Only dates whose cutoff is still ahead; empty when the week can no longer change. */
    options: z.array(DeliveryOption),
  }),
});

export const updateDelivery = endpoint({
  method: 'POST',
  path: '/api/v1/account/update_delivery',
  summary: 'Move an order to another date or window of its week before the cutoff (versioned); the cutoff follows',
  input: Versioned.extend({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'delivery:errors.slotUnavailable'),
    starts: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'delivery:errors.slotUnavailable'),
  }),
  output: z.object({ order: OrderCard }),
});

export const getDeliveryHistory = endpoint({
  method: 'GET',
  path: '/api/v1/clients/delivery_history',
  summary: "The signed-in household's delivered orders, newest first, with the courier's note and photo",
  input: z.object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
  }),
  output: z.object({
    deliveries: z.array(
      z.object({
        orderId: z.number().int(),
        deliveryDate: z.string(),
        dateLabel: z.string(),
        windowLabel: z.string(),
        totalCents: z.number().int(),
        delivery: DeliveryReport,
      }),
    ),
    hasMore: z.boolean(),
  }),
});

export const getAccountIndex = endpoint({
  method: 'GET',
  path: '/api/v1/account/index',
  summary: "The account home's frame: subscription status, region and the notices already dismissed",
  input: z.object({}),
  output: z.object({
    accountStatus: AccountStatus,
    firstname: z.string(),
    region: Region.nullable(),
    /** Why the payment method needs attention (a failed charge, a card expiring before the next one), if it does. */
    paymentWarning: PaymentWarning.nullable(),
    dismissed: z.object({
      client_recurring_popup: z.boolean(),
      payment_method_warning: z.boolean(),
      popup_message: z.boolean(),
      skip_notice: z.boolean(),
      servings_based_banner: z.boolean(),
    }),
  }),
});

const dismiss = (path: string, what: string) =>
  endpoint({
    method: 'POST',
    path,
    summary: `Remember, for the household, that ${what} was dismissed`,
    input: z.object({}),
    output: z.object({ dismissed: z.literal(true) }),
  });

export const dismissClientRecurringPopup = dismiss(
  '/api/v1/account/dismiss_client_recurring_popup',
  'the recurring-items pop-up',
);
export const dismissPaymentMethodWarning = dismiss(
  '/api/v1/account/dismiss_payment_method_warning',
  'the payment-method warning',
);
export const dismissPopupMessage = dismiss('/api/v1/account/dismiss_popup_message', 'the pop-up message');
export const dismissSkipNotice = dismiss('/api/v1/account/dismiss_skip_notice', 'the skip notice');
export const dismissServingsBasedBanner = dismiss('/api/v1/servings_based_banner/dismiss_banner', 'the account banner');

export const modalStatusUpdate = endpoint({
  method: 'POST',
  path: '/api/v1/clients/modal_status_update',
  summary: 'Record that a modal of the account home was shown or dismissed',
  input: z.object({ modal: AccountNotice, status: z.enum(['shown', 'dismissed']) }),
  output: z.object({ modal: AccountNotice, dismissed: z.boolean() }),
});

/** SPEC.md §3 account banner: content by region, the first name in the greeting; null once dismissed. */
export const AccountBanner = z.object({
  title: z.string(),
  subtitle: z.string(),
  firstname: z.string(),
  /** Image ids per breakpoint; the tablet's already falls back to the desktop's. */
  images: ResponsiveImages,
});
export type AccountBanner = z.infer<typeof AccountBanner>;

export const getServingsBasedBanner = endpoint({
  method: 'GET',
  path: '/api/v1/servings_based_banner/index',
  summary: "The account banner for the household's region (generic otherwise), unless dismissed",
  input: z.object({}),
  output: z.object({ banner: AccountBanner.nullable() }),
});

export const unpauseAccount = endpoint({
  method: 'POST',
  path: '/api/v1/account/unpause_account',
  summary: 'Resume a paused subscription: the coming weeks are generated again',
  input: z.object({}),
  output: z.object({ accountStatus: AccountStatus }),
});
