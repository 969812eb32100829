// An order in the editor as the server sends it, for the editor's web tests.
import {
  getCartLoyaltyBanner,
  getEditorMenu,
  getGhostAddons,
  getLoyaltyStickerForGhostAddons,
  getProductsAvailabilityInfo,
  getRecommendedSubscribableProducts,
  type EditorCategory,
  type EditorData,
  type EditorMenu,
  type EditorMenuKey,
  type EditorProduct,
  type OutputOf,
  type ProductDetail,
  type unskipOrder,
} from '@fp/contracts';
import { errorReply, fakeServer } from '../../test/fake-server.ts';
import type { EditorView } from './api/get-editor-data.ts';
import { withStock } from './stock-overlay.ts';

export function product(overrides: Partial<EditorProduct> & Pick<EditorProduct, 'id' | 'name'>): EditorProduct {
  return {
    slug: overrides.name.toLowerCase().replace(/\W+/g, '-'),
    kind: 'rtc',
    itemKind: 'meal',
    category: null,
    imageId: 500 + overrides.id,
    tags: ['meat_and_fish'],
    allergens: [],
    prepMinutes: 30,
    difficulty: 'easy',
    unitPriceCents: 1150,
    taxClass: 'zero_rated',
    badge: null,
    soldOut: false,
    remaining: null,
    lowStock: false,
    hiddenByDiet: false,
    customizations: [],
    pairingIds: [],
    ...overrides,
  };
}

export const SALMON = product({
  id: 11,
  name: 'Maple-glazed salmon',
  allergens: ['fish', 'soy'],
  prepMinutes: 25,
  customizations: [{ key: 'double', name: 'Double salmon', extraPerServingCents: 300 }],
  pairingIds: [31],
});
export const CURRY = product({ id: 12, name: 'Chickpea curry', tags: ['vegetarian', 'vegan'], prepMinutes: 20 });
export const STEW = product({ id: 13, name: 'Crème brûlée beef stew', prepMinutes: 50, difficulty: 'moderate' });
export const TACOS = product({ id: 14, name: 'Fish tacos', allergens: ['fish', 'wheat'], prepMinutes: 15 });
export const PORK = product({ id: 15, name: 'Pork chops', hiddenByDiet: true });
export const COOKIES = product({
  id: 31,
  name: 'Oat cookies',
  kind: 'market',
  itemKind: 'addon',
  category: 'add_ons',
  unitPriceCents: 600,
  taxClass: 'prepared_food',
  prepMinutes: null,
  difficulty: null,
  tags: [],
  allergens: ['wheat'],
});
export const SOURDOUGH = product({
  id: 41,
  name: 'Sourdough loaf',
  kind: 'market',
  itemKind: 'market',
  category: 'bakery',
  unitPriceCents: 700,
  prepMinutes: null,
  difficulty: null,
  tags: [],
  allergens: ['wheat'],
  remaining: 2,
  lowStock: true,
});

/** The menu Alex's week names (decision 039): Ontario, a meat-and-fish plan at $11.50 a serving. */
export const MENU_KEY: EditorMenuKey = {
  week: '2026-11-29',
  region: 'on',
  planKind: 'rtc',
  diet: 'meat_and_fish',
  mealPriceCents: 1150,
  locale: 'en',
  version: 'menu-1',
};

/** The week's menu as `editor_menu` answers it: no live stock (the loaf's two left come with the order). */
export function editorMenu(): EditorMenu {
  const categories: EditorCategory[] = [
    { key: 'meals', itemKind: 'meal', products: [SALMON, CURRY, STEW, TACOS, PORK] },
    { key: 'add_ons', itemKind: 'addon', products: [COOKIES] },
    { key: 'bakery', itemKind: 'market', products: [{ ...SOURDOUGH, remaining: null, lowStock: false }] },
  ];
  return { categories, dietLimited: true };
}

/** What the page works from: the order's answer with its menu, the stock laid over. */
export function editorView(overrides: Partial<EditorData> = {}): EditorView {
  const data = editorData(overrides);
  return { ...data, categories: withStock(editorMenu().categories, data.stock) };
}

/** Alex's week in Ontario: a 2-person plan of 3 recipes, 2 of them chosen, one loaf, no discount. */
export function editorData(overrides: Partial<EditorData> = {}): EditorData {
  return {
    order: {
      id: 101,
      version: 4,
      status: 'upcoming',
      state: 'editable',
      mode: 'editable',
      deliveryDate: '2026-11-29',
      dateLabel: 'Sunday, November 29',
      windowLabel: '2–6 p.m.',
      cutoffAt: '2026-11-27T04:59:00.000Z',
      cutoffLabel: 'Order changes close Thursday, November 26 at 11:59 p.m.',
      timeZone: 'America/Toronto',
    },
    plan: { kind: 'rtc', servingsPerRecipe: 2, meals: 3, preference: 'meat_and_fish', pricePerServingCents: 1150 },
    menu: MENU_KEY,
    stock: [{ productId: SOURDOUGH.id, remaining: 2, soldOut: false, lowStock: true }],
    cart: {
      items: [
        {
          productId: 11,
          itemKind: 'meal',
          quantity: 2,
          unitPriceCents: 1150,
          taxClass: 'zero_rated',
          customizationKey: null,
        },
        {
          productId: 12,
          itemKind: 'meal',
          quantity: 2,
          unitPriceCents: 1150,
          taxClass: 'zero_rated',
          customizationKey: null,
        },
        {
          productId: 41,
          itemKind: 'market',
          quantity: 1,
          unitPriceCents: 700,
          taxClass: 'zero_rated',
          customizationKey: null,
        },
      ],
      pairings: [],
    },
    // 4 servings × $11.50 + $7.00 = $53.00, under the $59 minimum: $8.99 delivery with 13% HST on it.
    summary: {
      subtotalCents: 5300,
      discounts: [],
      discountTotalCents: 0,
      deliveryFeeCents: 899,
      freeDeliveryThresholdCents: 9000,
      taxes: [{ label: 'HST', tax: 'HST', amountCents: 117 }],
      taxTotalCents: 117,
      totalCents: 6316,
      creditCents: 0,
      totalAfterCreditCents: 6316,
      minimumCents: 5900,
      belowMinimum: true,
      anticipatedPoints: 63,
    },
    pricing: {
      province: 'on',
      orderPosition: 5,
      discounts: [],
      deliveryFeeCents: 899,
      freeDeliveryThresholdCents: 9000,
      minimumOrderCents: 5900,
      availableCreditCents: 0,
    },
    dietLimited: true,
    nextOrder: { id: 102, version: 1, skipped: false, dateLabel: 'Wednesday, December 2' },
    editSession: 'session-a',
    now: '2026-11-24T15:00:00.000Z',
    ...overrides,
  };
}

/** Alex's next week (order 102), open in the editor after it was brought back. */
export function nextWeekData(): EditorData {
  const data = editorData();
  return {
    ...data,
    order: { ...data.order, id: 102, version: 2, deliveryDate: '2026-12-02', dateLabel: 'Wednesday, December 2' },
    nextOrder: null,
  };
}

/** What `account/unskip_order` answers for Alex's next week: back as it was. */
export function unskippedNextWeek(): OutputOf<typeof unskipOrder> {
  return {
    order: {
      id: 102,
      version: 2,
      status: 'upcoming',
      state: 'editable',
      stateMessage: null,
      deliveryDate: '2026-12-02',
      dateLabel: 'Wednesday, December 2',
      window: { starts: '14:00', ends: '18:00', label: '2–6 p.m.' },
      cutoffAt: '2026-11-30T04:59:00.000Z',
      cutoffLabel: 'Order changes close Sunday, November 29 at 11:59 p.m.',
      timeZone: 'America/Toronto',
      actions: {
        editItems: true,
        addItems: false,
        skip: true,
        unskip: false,
        changeDelivery: true,
        fixPayment: false,
        confirmPayment: false,
      },
      box: { meals: 3, servings: 6 },
      items: [],
      subtotalCents: 0,
      discounts: [],
      deliveryFeeCents: 0,
      taxes: [],
      creditCents: 0,
      totalCents: 0,
      belowMinimum: false,
      delivery: null,
    },
    outcome: 'restored',
    dropped: [],
  };
}

/** The salmon's product page (`products/modal_data`). */
export const SALMON_DETAIL: ProductDetail = {
  id: SALMON.id,
  slug: SALMON.slug,
  name: SALMON.name,
  kind: 'rtc',
  category: null,
  imageId: SALMON.imageId,
  tags: SALMON.tags,
  allergens: SALMON.allergens,
  prepMinutes: SALMON.prepMinutes,
  difficulty: SALMON.difficulty,
  priceCents: 1150,
  calories: 540,
  spiceLevel: 0,
  size: null,
  soldOut: false,
  badge: null,
  description: 'Wild salmon glazed with Québec maple syrup.',
  slugs: { en: SALMON.slug, fr: 'saumon-glace-a-l-erable' },
  ingredients: [{ name: 'Salmon fillets', quantity: '2 × 150 g', allergens: ['fish'] }],
  steps: [{ title: 'Glaze', body: 'Brush the fillets with the maple glaze.' }],
  nutrition: {
    calories: 540,
    fatG: 20,
    saturatedFatG: 4,
    transFatG: 0,
    cholesterolMg: 80,
    sodiumMg: 700,
    carbsG: 40,
    fibreG: 4,
    sugarsG: 12,
    proteinG: 38,
  },
  servingSize: null,
  tip: null,
  origin: null,
};

/** The sourdough loaf's product page: a market item, so its dialog offers a subscription. */
export const SOURDOUGH_DETAIL: ProductDetail = {
  ...SALMON_DETAIL,
  id: 41,
  slug: 'sourdough-loaf',
  name: 'Sourdough loaf',
  kind: 'market',
};

/**
 * The fake server with the editor's side calls answered plainly: the week's menu, its own stock, no
 * suggestion, no recommendation, and no loyalty banner (its failure leaves the summary's own
 * points line). A test of one of them answers it again with `.on`.
 */
export function editorServer() {
  return fakeServer()
    .on(getEditorMenu, editorMenu())
    .on(getProductsAvailabilityInfo, { products: [], soldOutInCart: [] })
    .on(getGhostAddons, { products: [] })
    .on(getLoyaltyStickerForGhostAddons, { stickers: [] })
    .on(getRecommendedSubscribableProducts, { products: [] })
    .on(getCartLoyaltyBanner, errorReply(503, 'unavailable', 'Unavailable'));
}
