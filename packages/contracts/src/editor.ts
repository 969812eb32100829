import { z } from 'zod';
import { OrderCardState } from './account.ts';
import { DietTag, MarketCategory, ProductFace } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { OrderStatusSchema } from './orders.ts';
import { Region } from './query.ts';
import { Locale } from './session.ts';
import { MoneyLine } from './signup.ts';

// The order editor (issue 13, decision 032): one week's box of the signed-in household, its
// menu, its cart, and an exact summary the browser can preview with `cartQuote()` of @fp/domain.

/** What the editor may do with the order: everything before the cutoff, additions once billed, nothing otherwise. */
export const EDITOR_MODES = ['editable', 'additions_only', 'locked'] as const;
export const EditorMode = z.enum(EDITOR_MODES);
export type EditorMode = z.infer<typeof EditorMode>;

/** How an item sits in the order: a meal (by servings), an add-on or a market item (by units). */
export const CART_ITEM_KINDS = ['meal', 'addon', 'market'] as const;
export const CartItemKind = z.enum(CART_ITEM_KINDS);
export type CartItemKind = z.infer<typeof CartItemKind>;

export const TaxClass = z.enum(['zero_rated', 'prepared_food', 'general']);

/** A customisation a recipe offers (protein swap, double portion), priced per serving on top of the meal. */
export const EditorCustomization = z.object({
  key: z.string(),
  name: z.string(),
  extraPerServingCents: z.number().int(),
});
export type EditorCustomization = z.infer<typeof EditorCustomization>;

/** One product of the editor's menu: what a card, the filters and the cart need. Texts in the reader's language. */
export const EditorProduct = ProductFace.extend({
  itemKind: CartItemKind,
  /** Meals: per serving on the household's plan; add-ons and market items: per unit. */
  unitPriceCents: z.number().int(),
  taxClass: TaxClass,
  /** Units left for the delivery week when running low (at most `CART_MAX_QUANTITY`); null when plenty or not counted. */
  remaining: z.number().int().nullable(),
  /** Few units left ("Only 2 left"). */
  lowStock: z.boolean(),
  /** The household's diet leaves this recipe out: not offered (the UI hides it). */
  hiddenByDiet: z.boolean(),
  customizations: z.array(EditorCustomization),
  /** Products suggested with this recipe (a dessert, a side), added as add-ons with `update_pairings`. */
  pairingIds: z.array(z.number().int()),
});
export type EditorProduct = z.infer<typeof EditorProduct>;

/** A shelf of the editor, in the staff's ranking order: `meals` first, then add-ons and market aisles. */
export const EditorCategory = z.object({
  key: z.union([z.literal('meals'), MarketCategory]),
  itemKind: CartItemKind,
  products: z.array(EditorProduct),
});
export type EditorCategory = z.infer<typeof EditorCategory>;

/** One line of the saved cart. `unitPriceCents` includes the chosen customisation (per serving). */
export const CartItem = z.object({
  productId: z.number().int(),
  itemKind: CartItemKind,
  /** Meals: servings; add-ons and market items: units. */
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  taxClass: TaxClass,
  /** The recipe's chosen customisation, null for the standard recipe. */
  customizationKey: z.string().nullable(),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({
  items: z.array(CartItem),
  /** Which pairing products were chosen with which recipe (their quantities are items). */
  pairings: z.array(z.object({ recipeId: z.number().int(), productIds: z.array(z.number().int()) })),
});
export type Cart = z.infer<typeof Cart>;

/** The discount rules of @fp/domain, as data the browser prices with. */
export const DiscountRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percentage'), percent: z.number(), maxCents: z.number().int().nullable().optional() }),
  z.object({ type: z.literal('fixed'), amountCents: z.number().int() }),
  z.object({
    type: z.literal('first_week'),
    percent: z.number().nullable().optional(),
    amountCents: z.number().int().nullable().optional(),
  }),
  z.object({
    type: z.literal('multi_order'),
    elements: z.array(z.object({ orderPosition: z.number().int(), amountCents: z.number().int() })),
  }),
  z.object({ type: z.literal('free_meals'), servings: z.number().int() }),
  z.object({ type: z.literal('free_delivery') }),
  z.object({ type: z.literal('recurring'), percent: z.number(), orders: z.number().int().nullable().optional() }),
]);

/**
 * Everything `cartQuote()` of @fp/domain needs besides the cart: the browser's preview and the
 * server's summary run the same function on the same inputs, so they cannot differ.
 */
export const CartPricing = z.object({
  province: Region,
  orderPosition: z.number().int(),
  discounts: z.array(z.object({ label: z.string(), rule: DiscountRuleSchema, code: z.string().optional() })),
  deliveryFeeCents: z.number().int(),
  freeDeliveryThresholdCents: z.number().int(),
  minimumOrderCents: z.number().int(),
  /** The household's account credit now: shown, applied at the cutoff (never more than the total). */
  availableCreditCents: z.number().int(),
});
export type CartPricing = z.infer<typeof CartPricing>;

/** The order summary, always exact (SPEC.md §3, §8). Labels in the reader's language. */
export const EditorSummary = z.object({
  subtotalCents: z.number().int(),
  /** Volume, multi-order and code discounts, each by its own line. */
  discounts: z.array(MoneyLine),
  discountTotalCents: z.number().int(),
  deliveryFeeCents: z.number().int(),
  freeDeliveryThresholdCents: z.number().int(),
  taxes: z.array(MoneyLine.extend({ tax: z.string() })),
  taxTotalCents: z.number().int(),
  /** Before credit. */
  totalCents: z.number().int(),
  /** Credit the cutoff will apply (shown now). */
  creditCents: z.number().int(),
  totalAfterCreditCents: z.number().int(),
  minimumCents: z.number().int(),
  /** Under the minimum: the warning shows, the save still happens (SPEC.md §8). */
  belowMinimum: z.boolean(),
  /** Reward points the order will earn once delivered (the rewards rule on what is charged). */
  anticipatedPoints: z.number().int(),
  /**
   * The order's written price, not the cart priced now (decision 037): past the cutoff, or paid
   * at signup and unchanged. Absent when the summary is the cart's quote.
   */
  fixedPrice: z.boolean().optional(),
  /** What billed late additions added (already in the amounts above); absent when none. */
  lateAdditionsCents: z.number().int().optional(),
});
export type EditorSummary = z.infer<typeof EditorSummary>;

/** The order as the editor's header and its rules need it. */
export const EditorOrder = z.object({
  id: z.number().int(),
  /** Send it back with every save; a stale one answers 409 `order_changed`. */
  version: z.number().int(),
  status: OrderStatusSchema,
  state: OrderCardState,
  mode: EditorMode,
  deliveryDate: z.string(),
  /** "Sunday, November 29" / « dimanche 29 novembre ». */
  dateLabel: z.string(),
  windowLabel: z.string(),
  /** ISO instant; after it the saves answer `cutoff_passed`. */
  cutoffAt: z.string(),
  cutoffLabel: z.string(),
  timeZone: z.string(),
});
export type EditorOrder = z.infer<typeof EditorOrder>;

export const EditorPlan = z.object({
  kind: z.enum(['rtc', 'rte']),
  /** Servings of each recipe (people of a ready-to-cook plan; 1 for ready-to-eat). */
  servingsPerRecipe: z.number().int(),
  /** The meals the plan takes each week: the cart must hold exactly this many. */
  meals: z.number().int(),
  preference: DietTag,
  pricePerServingCents: z.number().int(),
});
export type EditorPlan = z.infer<typeof EditorPlan>;

/**
 * Names one menu of the editor completely (decision 039): every household of a week, region, plan
 * kind, diet, meal price and language is offered the same. `version` is a digest of that menu as
 * built, so the address changes whenever the menu does and an answer may be kept for good.
 */
export const EditorMenuKey = z.object({
  /** The first day (Sunday) of the order's menu week. */
  week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  region: Region,
  planKind: z.enum(['rtc', 'rte']),
  diet: DietTag,
  /** The order's price per serving of a meal, in cents. */
  mealPriceCents: z.coerce.number().int().min(0).max(100_000),
  locale: Locale,
  version: z.string().min(1).max(40),
});
export type EditorMenuKey = z.infer<typeof EditorMenuKey>;

/** The editor's menu without live stock: products say plenty left and not sold out unless the catalogue says so. */
export const EditorMenu = z.object({
  categories: z.array(EditorCategory),
  /** Some recipes are hidden by this diet: "Diet settings limit the recipes available". */
  dietLimited: z.boolean(),
});
export type EditorMenu = z.infer<typeof EditorMenu>;

/** The week's stock of one product running low or sold out, laid over the menu's product of that id. */
export const EditorStock = EditorProduct.pick({ soldOut: true, remaining: true, lowStock: true }).extend({
  productId: z.number().int(),
});
export type EditorStock = z.infer<typeof EditorStock>;

export const getEditorMenu = endpoint({
  method: 'GET',
  path: '/api/v1/orders/editor_menu',
  summary: "The editor's menu of a week, region, plan kind, diet, meal price and language; public and immutable",
  input: EditorMenuKey,
  output: EditorMenu,
});

export const EditorData = z.object({
  order: EditorOrder,
  plan: EditorPlan,
  /** The menu to ask `editor_menu` for (its products, in the staff's order, without live stock). */
  menu: EditorMenuKey,
  /** The week's low stock of the menu's products: only those listed differ from plenty left. */
  stock: z.array(EditorStock),
  cart: Cart,
  summary: EditorSummary,
  pricing: CartPricing,
  /** Some recipes are hidden by the household's diet: "Diet settings limit the recipes available". */
  dietLimited: z.boolean(),
  /**
   * The household's next coming week still before its cutoff, for the "next order" link once
   * this one can no longer change: editable, or skipped (then the editor offers to bring it back).
   */
  nextOrder: z
    .object({
      id: z.number().int(),
      version: z.number().int(),
      skipped: z.boolean(),
      dateLabel: z.string(),
    })
    .nullable(),
  /** This window's edit session: send it with every save; a newer window answers 409 `edit_session_moved`. */
  editSession: z.string(),
  /** The server's instant, so a countdown does not trust the device's clock alone. */
  now: z.string(),
});
export type EditorData = z.infer<typeof EditorData>;

export const getEditorData = endpoint({
  method: 'GET',
  path: '/api/v1/orders/editor_data_v2',
  summary:
    "One week's order in the editor: its menu's key and stock, cart, exact summary, pricing inputs; opens a new edit session",
  input: z.object({ orderId: z.coerce.number().int().positive() }),
  output: EditorData,
});

const Save = z.object({
  orderId: z.number().int().positive(),
  version: z.number().int().positive(),
  editSession: z.string().min(1).max(100),
});

/** What every save answers: the new version, the cart and its summary. */
export const EditorSaved = z.object({
  order: EditorOrder,
  cart: Cart,
  summary: EditorSummary,
});
export type EditorSaved = z.infer<typeof EditorSaved>;

export const CART_MAX_QUANTITY = 40;

/** A product's new quantity in a save (0 removes it). */
const QuantityChange = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(0).max(CART_MAX_QUANTITY),
});

/** A recipe of the cart with another customisation (null: the standard recipe). */
const CustomizationChange = z.object({
  productId: z.number().int().positive(),
  customizationKey: z.string().min(1).max(60).nullable(),
});

/** The pairings chosen with a recipe of the cart, with their quantities (0 removes one). */
const PairingsChange = z.object({
  recipeId: z.number().int().positive(),
  pairings: z.array(QuantityChange).max(20),
});

/**
 * One "Save" of the editor is one request and one version step (decision 046): the changed
 * quantities, customisations and pairings of the draft together, checked and written as one.
 */
export const updateQuantity = endpoint({
  method: 'POST',
  path: '/api/v1/orders/update_quantity',
  summary:
    "Save the editor's draft at once: each changed product's quantity (0 removes it), customisation and pairings",
  input: Save.extend({
    items: z.array(QuantityChange).max(200),
    customizations: z.array(CustomizationChange).max(50).optional(),
    pairings: z.array(PairingsChange).max(50).optional(),
  }).refine((s) => s.items.length + (s.customizations?.length ?? 0) + (s.pairings?.length ?? 0) > 0, {
    message: 'orders:errors.nothingToSave',
    path: ['items'],
  }),
  output: EditorSaved,
});

export const updateCustomization = endpoint({
  method: 'POST',
  path: '/api/v1/orders/update_customization',
  summary: 'Choose a customisation of a recipe in the cart (null: the standard recipe)',
  input: Save.extend(CustomizationChange.shape),
  output: EditorSaved,
});

export const updatePairings = endpoint({
  method: 'POST',
  path: '/api/v1/orders/update_pairings',
  summary: 'Set the pairings chosen with a recipe in the cart, with their quantities (0 removes one)',
  input: Save.extend(PairingsChange.shape),
  output: EditorSaved,
});

/** A product proposed instead of a sold-out one, best first. */
export const Substitute = z.object({
  productId: z.number().int(),
  name: z.string(),
  unitPriceCents: z.number().int(),
  imageId: z.number().int().nullable(),
});
export type Substitute = z.infer<typeof Substitute>;

/** `error.details` of a 409 `sold_out`: the items that could not be had and up to three substitutes each. */
export const SoldOutDetails = z.object({
  soldOut: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      /** Units still left (0 when none). */
      remaining: z.number().int(),
      substitutes: z.array(Substitute).max(3),
    }),
  ),
});
export type SoldOutDetails = z.infer<typeof SoldOutDetails>;

/** `error.details` of a 422 `plan_meal_count`: what the cart holds and what the plan takes. */
export const PlanMealCountDetails = z.object({ meals: z.number().int(), required: z.number().int() });

/** `error.details` of a 422 `add_failed`: the products that could not be added ({name} of SPEC.md §8's message). */
export const AddFailedDetails = z.object({ productIds: z.array(z.number().int()), names: z.array(z.string()) });

export const getAnticipatedPoints = endpoint({
  method: 'GET',
  path: '/api/v1/orders/anticipated_comarch_points',
  summary: 'Reward points the saved order will earn once delivered',
  input: z.object({ orderId: z.coerce.number().int().positive() }),
  output: z.object({ orderId: z.number().int(), points: z.number().int() }),
});

export const getProductsAvailabilityInfo = endpoint({
  method: 'GET',
  path: '/api/v1/account/products_availability_info',
  summary: "Stock left of the order week's products, and substitutes for those of the cart that sold out",
  input: z.object({ orderId: z.coerce.number().int().positive() }),
  output: z.object({
    products: z.array(
      z.object({
        productId: z.number().int(),
        soldOut: z.boolean(),
        remaining: z.number().int().nullable(),
        lowStock: z.boolean(),
      }),
    ),
    /** Items of the cart no longer available in their quantity, with substitutes. */
    soldOutInCart: SoldOutDetails.shape.soldOut,
  }),
});

/** Add-ons suggested under the cart at most ("Add to your box"). */
export const GHOST_ADDONS_MAX = 6;

export const getGhostAddons = endpoint({
  method: 'GET',
  path: '/api/v1/account/ghost_addons',
  summary: 'Add-ons suggested for an order: pairings of its recipes first, then popular add-ons in stock',
  input: z.object({ orderId: z.coerce.number().int().positive() }),
  output: z.object({ products: z.array(EditorProduct).max(GHOST_ADDONS_MAX) }),
});

export const getLoyaltyStickerForGhostAddons = endpoint({
  method: 'GET',
  path: '/api/v1/account/loyalty_sticker_for_ghost_addons',
  summary: 'Reward points one unit of each suggested add-on would add to the order',
  input: z.object({ orderId: z.coerce.number().int().positive() }),
  output: z.object({
    stickers: z.array(z.object({ productId: z.number().int(), points: z.number().int().min(0) })).max(GHOST_ADDONS_MAX),
  }),
});

export const getCartLoyaltyBanner = endpoint({
  method: 'GET',
  path: '/api/v1/banners/get_cart_loyalty_banner',
  summary: "Points the order's cart earns, as the editor's loyalty banner",
  input: z.object({ orderId: z.coerce.number().int().positive() }),
  output: z.object({
    points: z.number().int(),
    /** Catalogue keys of the banner's texts (`orders:editor.loyalty.*`); the points go in as {{points}}. */
    titleKey: z.string(),
    bodyKey: z.string(),
    /** The same texts, already in the reader's language. */
    title: z.string(),
    body: z.string(),
  }),
});
