import type { ComponentType } from 'react';
import type { RouteName } from '@fp/i18n';

type PageModule = () => Promise<{ default: ComponentType }>;

const comingSoon: PageModule = () => import('./pages/ComingSoonPage.tsx');

/**
 * The page component of every route, loaded on demand. Routes that only forward (menu,
 * account-v2) have none. Pages a later release builds show an honest "coming soon".
 */
export const PAGE_MODULES: Record<Exclude<RouteName, 'menu' | 'account-v2'>, PageModule> = {
  home: comingSoon,
  'not-found': () => import('./pages/NotFoundPage.tsx'),
  'menu-week': comingSoon,
  product: comingSoon,
  'ready-to-eat': comingSoon,
  'how-it-works': comingSoon,
  'how-meal-kit-delivery-works': comingSoon,
  impact: comingSoon,
  'zero-waste': comingSoon,
  'zero-waste-how-to': comingSoon,
  'eco-commitments': comingSoon,
  story: comingSoon,
  contact: comingSoon,
  faq: comingSoon,
  'faq-category': comingSoon,
  privacy: comingSoon,
  terms: comingSoon,
  gift: comingSoon,
  'no-delivery': comingSoon,
  'get-started': comingSoon,
  'sign-in': comingSoon,
  'password-new': comingSoon,
  'password-edit': comingSoon,
  'email-verification': comingSoon,
  'signup-plans': comingSoon,
  'signup-plans-selection': comingSoon,
  'signup-registration': comingSoon,
  'signup-delivery': comingSoon,
  'signup-payment': comingSoon,
  'signup-welcome': comingSoon,
  account: comingSoon,
  'account-bags': comingSoon,
  history: comingSoon,
  recent: comingSoon,
  schedule: comingSoon,
  track: comingSoon,
  invite: comingSoon,
  rewards: comingSoon,
  'rewards-v2': comingSoon,
  'order-editor': comingSoon,
  'settings-account': comingSoon,
  'settings-subscription': comingSoon,
  'settings-delivery': comingSoon,
  'settings-dietary': comingSoon,
  'settings-payment': comingSoon,
  'settings-payment-history': comingSoon,
  'settings-communications': comingSoon,
  'settings-corporate-credit-plan': comingSoon,
  admin: comingSoon,
  'admin-category-manager': comingSoon,
  'admin-subscription-profiles': comingSoon,
};

/** Pages that show their loading state at once; others wait up to 300 ms (SPEC.md §2). */
export const INSTANT_LOADING: ReadonlySet<RouteName> = new Set(['home', 'product']);
export const LOADING_DELAY_MS = 300;
