// Delivery cards as the server words them, for the account feature's web tests.
import type { AccountPageData, OrderCard, OutputOf, SessionData, getChangeDeliveryForm } from '@fp/contracts';

export const NOW = '2026-11-24T15:00:00.000Z';
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.parse(NOW) + hoursFromNow * HOUR).toISOString();

const NO_ACTIONS: OrderCard['actions'] = {
  editItems: false,
  addItems: false,
  skip: false,
  unskip: false,
  changeDelivery: false,
  fixPayment: false,
  confirmPayment: false,
};

export function card(overrides: Partial<OrderCard> & Pick<OrderCard, 'id'>): OrderCard {
  return {
    version: 1,
    status: 'upcoming',
    state: 'editable',
    stateMessage: null,
    deliveryDate: '2026-11-29',
    dateLabel: 'Sunday, November 29',
    window: { starts: '14:00', ends: '18:00', label: '2–6 p.m.' },
    // Two days, three hours and a half from NOW.
    cutoffAt: at(51.5),
    cutoffLabel: 'Order changes close Thursday, November 26 at 11:59 p.m.',
    timeZone: 'America/Vancouver',
    actions: { ...NO_ACTIONS, editItems: true, skip: true, changeDelivery: true },
    box: { meals: 3, servings: 6 },
    items: [
      {
        productId: 11,
        name: 'Maple-glazed salmon',
        kind: 'meal',
        quantity: 2,
        unitPriceCents: 1150,
        imageId: 501,
      },
      { productId: 12, name: 'Lentil shepherd’s pie', kind: 'meal', quantity: 2, unitPriceCents: 1150, imageId: null },
      { productId: 13, name: 'Chicken tinga tacos', kind: 'meal', quantity: 2, unitPriceCents: 1150, imageId: 503 },
      { productId: 21, name: 'Sourdough loaf', kind: 'addon', quantity: 1, unitPriceCents: 700, imageId: 601 },
      {
        productId: 31,
        name: 'Honeycrisp apples',
        kind: 'market',
        quantity: 2,
        unitPriceCents: 450,
        imageId: 701,
        recurring: true,
      },
    ],
    subtotalCents: 8500,
    discounts: [{ label: 'Welcome discount', amountCents: -1000 }],
    deliveryFeeCents: 0,
    taxes: [{ label: 'GST', amountCents: 35 }],
    creditCents: 0,
    totalCents: 7535,
    belowMinimum: false,
    delivery: null,
    ...overrides,
  };
}

export const EDITABLE = card({ id: 101 });

export const SKIPPED = card({
  id: 102,
  status: 'skipped',
  state: 'skipped',
  deliveryDate: '2026-12-06',
  dateLabel: 'Sunday, December 6',
  cutoffAt: at(219.5),
  cutoffLabel: 'Order changes close Thursday, December 3 at 11:59 p.m.',
  actions: { ...NO_ACTIONS, unskip: true },
});

export const LOCKED = card({
  id: 103,
  status: 'billed',
  state: 'locked',
  deliveryDate: '2026-11-25',
  dateLabel: 'Wednesday, November 25',
  cutoffAt: at(-40),
  actions: NO_ACTIONS,
});

export const FAILED = card({
  id: 104,
  status: 'failed',
  state: 'failed',
  stateMessage: "Your card was declined, so this order could not be paid. Update your card and we'll try again.",
  deliveryDate: '2026-11-26',
  dateLabel: 'Thursday, November 26',
  cutoffAt: at(-20),
  actions: { ...NO_ACTIONS, fixPayment: true },
});

export const UNDER_MINIMUM = card({
  id: 105,
  deliveryDate: '2026-12-13',
  dateLabel: 'Sunday, December 13',
  cutoffAt: at(387.5),
  items: [
    { productId: 11, name: 'Maple-glazed salmon', kind: 'meal', quantity: 2, unitPriceCents: 1150, imageId: 501 },
  ],
  box: { meals: 1, servings: 2 },
  subtotalCents: 2300,
  discounts: [],
  deliveryFeeCents: 999,
  taxes: [],
  totalCents: 3299,
  belowMinimum: true,
});

export const DELIVERED = card({
  id: 90,
  status: 'delivered',
  state: 'delivered',
  deliveryDate: '2026-11-22',
  dateLabel: 'Sunday, November 22',
  cutoffAt: at(-100),
  actions: NO_ACTIONS,
  delivery: {
    deliveredAt: '2026-11-22T23:10:00.000Z',
    deliveredLabel: 'Delivered at 6:10 p.m.',
    note: 'Left by the side door',
    photoUrl: '/images/delivery-90.jpg',
    bagsLeft: 1,
    kitsLeft: 2,
  },
});

export function accountPage(overrides: Partial<AccountPageData> = {}): AccountPageData {
  return {
    accountStatus: 'active',
    paused: false,
    closed: false,
    minimumCents: 5900,
    upcoming: [EDITABLE, SKIPPED, LOCKED, FAILED, UNDER_MINIMUM],
    today: null,
    recent: [DELIVERED],
    now: NOW,
    ...overrides,
  };
}

export const CHANGE_FORM: OutputOf<typeof getChangeDeliveryForm> = {
  orderId: EDITABLE.id,
  version: 1,
  current: { date: '2026-11-29', starts: '14:00', ends: '18:00' },
  options: [
    {
      date: '2026-11-29',
      day: 'sun',
      dateLabel: 'Sunday, November 29',
      cutoffAt: at(51.5),
      cutoffLabel: 'Order changes close Thursday, November 26 at 11:59 p.m.',
      windows: [
        { starts: '14:00', ends: '18:00', label: '2–6 p.m.' },
        { starts: '17:00', ends: '21:00', label: '5–9 p.m.' },
      ],
    },
    {
      date: '2026-12-01',
      day: 'tue',
      dateLabel: 'Tuesday, December 1',
      cutoffAt: at(99.5),
      cutoffLabel: 'Order changes close Saturday, November 28 at 11:59 p.m.',
      windows: [{ starts: '14:00', ends: '18:00', label: '2–6 p.m.' }],
    },
  ],
};

/** The session of a signed-in household with the schedule in its navigation. */
export const SESSION: SessionData = {
  locale: 'en',
  loggedIn: true,
  client: { id: 7, firstname: 'Alex', email: 'demo@fieldandplate.ca', rewardPoints: 0 },
  trackDelivery: false,
  customerSchedule: true,
  adminLoggedIn: false,
  showOneTap: false,
  environment: 'test',
  discountBar: { discount: null, firstWeekDiscount: null, textEn: null, textFr: null },
  flags: {},
  support: { email: 'help@example.com', phone: '1-800-555-0199', corporateEmail: 'corp@example.com' },
};
