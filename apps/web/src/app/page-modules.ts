import type { ComponentType } from 'react';
import type { RouteName } from '@fp/i18n';

type PageModule = () => Promise<{ default: ComponentType }>;

const comingSoon: PageModule = () => import('./pages/ComingSoonPage.tsx');

/**
 * The page component of every route, loaded on demand. Routes that only forward (menu,
 * account-v2) have none. Pages a later release builds show an honest "coming soon".
 */
export const PAGE_MODULES: Record<Exclude<RouteName, 'menu' | 'account-v2'>, PageModule> = {
  home: () => import('../features/home/routes/HomePage.tsx'),
  'not-found': () => import('./pages/NotFoundPage.tsx'),
  'menu-week': () => import('../features/catalog/routes/MenuPage.tsx'),
  product: () => import('../features/catalog/routes/ProductPage.tsx'),
  'ready-to-eat': () => import('../features/catalog/routes/ReadyToEatPage.tsx'),
  'how-it-works': () => import('../features/content/routes/HowItWorksPage.tsx'),
  'how-meal-kit-delivery-works': () => import('../features/content/routes/MealKitDeliveryPage.tsx'),
  impact: () => import('../features/content/routes/ImpactPage.tsx'),
  'zero-waste': () => import('../features/content/routes/ZeroWastePage.tsx'),
  'zero-waste-how-to': () => import('../features/content/routes/ZeroWasteHowToPage.tsx'),
  'eco-commitments': () => import('../features/content/routes/EcoCommitmentsPage.tsx'),
  story: () => import('../features/content/routes/StoryPage.tsx'),
  contact: () => import('../features/content/routes/ContactPage.tsx'),
  faq: () => import('../features/content/routes/FaqPage.tsx'),
  'faq-category': () => import('../features/content/routes/FaqCategoryPage.tsx'),
  privacy: () => import('../features/content/routes/PrivacyPage.tsx'),
  terms: () => import('../features/content/routes/TermsPage.tsx'),
  gift: () => import('../features/content/routes/GiftPage.tsx'),
  'no-delivery': () => import('../features/content/routes/NoDeliveryPage.tsx'),
  'get-started': () => import('../features/signup/routes/GetStartedPage.tsx'),
  'sign-in': () => import('../features/identity/routes/SignInPage.tsx'),
  'password-new': () => import('../features/identity/routes/ForgotPasswordPage.tsx'),
  'password-edit': () => import('../features/identity/routes/ResetPasswordPage.tsx'),
  'email-verification': () => import('../features/settings/routes/EmailVerificationPage.tsx'),
  'social-callback': () => import('../components/social/SocialCallbackPage.tsx'),
  'signup-plans': () => import('../features/plans/routes/PlansPage.tsx'),
  'signup-plans-selection': () => import('../features/plans/routes/PlansPage.tsx'),
  'signup-registration': () => import('../features/signup/routes/RegistrationPage.tsx'),
  'signup-delivery': () => import('../features/signup/routes/DeliveryPage.tsx'),
  'signup-payment': () => import('../features/signup/routes/PaymentPage.tsx'),
  'signup-welcome': () => import('../features/signup/routes/WelcomePage.tsx'),
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
  'settings-account': () => import('../features/settings/routes/SettingsAccountPage.tsx'),
  'settings-subscription': comingSoon,
  'settings-delivery': comingSoon,
  'settings-dietary': comingSoon,
  'settings-payment': comingSoon,
  'settings-payment-history': comingSoon,
  'settings-communications': comingSoon,
  'settings-corporate-credit-plan': comingSoon,
  'admin-sign-in': () => import('../features/staff/routes/StaffSignInPage.tsx'),
  admin: () => import('../features/staff/routes/AdminHomePage.tsx'),
  'admin-category-manager': comingSoon,
  'admin-subscription-profiles': comingSoon,
};

/** Pages that show their loading state at once; others wait up to 300 ms (SPEC.md §2). */
export const INSTANT_LOADING: ReadonlySet<RouteName> = new Set(['home', 'product']);
export const LOADING_DELAY_MS = 300;
