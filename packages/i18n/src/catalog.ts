import type enCommon from './locales/en/common.json';
import type enCatalog from './locales/en/catalog.json';
import type enContent from './locales/en/content.json';
import type enHome from './locales/en/home.json';
import type enLocations from './locales/en/locations.json';
import type enEmail from './locales/en/email.json';
import type enSettings from './locales/en/settings.json';
import type enIdentity from './locales/en/identity.json';
import type enPlans from './locales/en/plans.json';
import type enDiscounts from './locales/en/discounts.json';
import type enPayments from './locales/en/payments.json';
import type enSignup from './locales/en/signup.json';
import type enDelivery from './locales/en/delivery.json';
import type enStaff from './locales/en/staff.json';
import type enCheckout from './locales/en/checkout.json';
import type enSocial from './locales/en/social.json';
import type enOrders from './locales/en/orders.json';
import type enAccount from './locales/en/account.json';
import type enPayNow from './locales/en/payNow.json';
import type enMarketSubscriptions from './locales/en/marketSubscriptions.json';
import type enEditor from './locales/en/editor.json';
import type enSettingsPayment from './locales/en/settingsPayment.json';

/**
 * Message catalogues, one JSON file per namespace and language under locales/<lang>/<ns>.json.
 * A feature owns its namespace; `common` holds the shell, titles and shared errors. English is the
 * reference for key types; a test fails when French misses or adds a key.
 */
export const NAMESPACES = [
  'common',
  'email',
  'catalog',
  'content',
  'locations',
  'home',
  'plans',
  'discounts',
  'payments',
  'identity',
  'signup',
  'settings',
  'staff',
  'delivery',
  'checkout',
  'social',
  'orders',
  'account',
  'payNow',
  'marketSubscriptions',
  'editor',
  'settingsPayment',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export interface Resources {
  social: typeof enSocial;
  common: typeof enCommon;
  email: typeof enEmail;
  settings: typeof enSettings;
  identity: typeof enIdentity;
  catalog: typeof enCatalog;
  content: typeof enContent;
  locations: typeof enLocations;
  home: typeof enHome;
  plans: typeof enPlans;
  discounts: typeof enDiscounts;
  payments: typeof enPayments;
  signup: typeof enSignup;
  delivery: typeof enDelivery;
  staff: typeof enStaff;
  checkout: typeof enCheckout;
  orders: typeof enOrders;
  account: typeof enAccount;
  payNow: typeof enPayNow;
  marketSubscriptions: typeof enMarketSubscriptions;
  editor: typeof enEditor;
  settingsPayment: typeof enSettingsPayment;
}

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
