import type { ComponentType } from 'react';
import type { RouteName } from '@fp/i18n';

type PageModule = () => Promise<{ default: ComponentType }>;

// Every page module, each its own chunk. Globbed (not one import() per route) so each route's
// source file is known by name at run time: the server turns it into modulepreload links.
const pages = import.meta.glob<{ default: ComponentType }>([
  '../features/*/routes/*Page.tsx',
  './pages/*Page.tsx',
  '../components/social/SocialCallbackPage.tsx',
]);

type PageRoute = Exclude<RouteName, 'menu' | 'account-v2'>;

/**
 * The page component file of every route. Routes that only forward (menu, account-v2) have none.
 * Pages a later release builds show an honest "coming soon".
 */
const PAGE_FILES: Record<PageRoute, string> = {
  home: '../features/home/routes/HomePage.tsx',
  'not-found': './pages/NotFoundPage.tsx',
  'menu-week': '../features/catalog/routes/MenuPage.tsx',
  product: '../features/catalog/routes/ProductPage.tsx',
  'ready-to-eat': '../features/catalog/routes/ReadyToEatPage.tsx',
  'how-it-works': '../features/content/routes/HowItWorksPage.tsx',
  'how-meal-kit-delivery-works': '../features/content/routes/MealKitDeliveryPage.tsx',
  impact: '../features/content/routes/ImpactPage.tsx',
  'zero-waste': '../features/content/routes/ZeroWastePage.tsx',
  'zero-waste-how-to': '../features/content/routes/ZeroWasteHowToPage.tsx',
  'eco-commitments': '../features/content/routes/EcoCommitmentsPage.tsx',
  story: '../features/content/routes/StoryPage.tsx',
  contact: '../features/content/routes/ContactPage.tsx',
  faq: '../features/content/routes/FaqPage.tsx',
  'faq-category': '../features/content/routes/FaqCategoryPage.tsx',
  privacy: '../features/content/routes/PrivacyPage.tsx',
  terms: '../features/content/routes/TermsPage.tsx',
  gift: '../features/content/routes/GiftPage.tsx',
  'no-delivery': '../features/content/routes/NoDeliveryPage.tsx',
  'get-started': '../features/signup/routes/GetStartedPage.tsx',
  'sign-in': '../features/identity/routes/SignInPage.tsx',
  'password-new': '../features/identity/routes/ForgotPasswordPage.tsx',
  'password-edit': '../features/identity/routes/ResetPasswordPage.tsx',
  'email-verification': '../features/settings/routes/EmailVerificationPage.tsx',
  'social-callback': '../components/social/SocialCallbackPage.tsx',
  'signup-plans': '../features/plans/routes/PlansPage.tsx',
  'signup-plans-selection': '../features/plans/routes/PlansPage.tsx',
  'signup-registration': '../features/signup/routes/RegistrationPage.tsx',
  'signup-delivery': '../features/signup/routes/DeliveryPage.tsx',
  'signup-payment': '../features/signup/routes/PaymentPage.tsx',
  'signup-welcome': '../features/signup/routes/WelcomePage.tsx',
  account: '../features/account/routes/AccountPage.tsx',
  'account-bags': './pages/ComingSoonPage.tsx',
  history: './pages/ComingSoonPage.tsx',
  recent: './pages/ComingSoonPage.tsx',
  schedule: '../features/account/routes/SchedulePage.tsx',
  track: '../features/account/routes/TrackPage.tsx',
  invite: './pages/ComingSoonPage.tsx',
  rewards: './pages/ComingSoonPage.tsx',
  'rewards-v2': './pages/ComingSoonPage.tsx',
  'order-editor': '../features/editor/routes/EditorPage.tsx',
  'settings-account': '../features/settings/routes/SettingsAccountPage.tsx',
  'settings-subscription': './pages/ComingSoonPage.tsx',
  'settings-delivery': './pages/ComingSoonPage.tsx',
  'settings-dietary': './pages/ComingSoonPage.tsx',
  'settings-payment': '../features/settings/routes/SettingsPaymentPage.tsx',
  'settings-payment-history': '../features/settings/routes/PaymentHistoryPage.tsx',
  'settings-communications': './pages/ComingSoonPage.tsx',
  'settings-corporate-credit-plan': './pages/ComingSoonPage.tsx',
  'admin-sign-in': '../features/staff/routes/StaffSignInPage.tsx',
  admin: '../features/staff/routes/AdminHomePage.tsx',
  'admin-category-manager': './pages/ComingSoonPage.tsx',
  'admin-subscription-profiles': './pages/ComingSoonPage.tsx',
};

function pageModule(file: string): PageModule {
  const load = pages[file];
  if (!load) throw new Error(`No page module ${file}`);
  return load;
}

/** The page component of every route, loaded on demand. */
export const PAGE_MODULES = Object.fromEntries(
  Object.entries(PAGE_FILES).map(([name, file]) => [name, pageModule(file)]),
) as Record<PageRoute, PageModule>;

/** The page's source file as the build manifest names it (`src/features/…`), for modulepreload links. */
export function pageSourceFile(name: RouteName): string | undefined {
  const file = (PAGE_FILES as Partial<Record<RouteName, string>>)[name];
  return file ? `src/${file.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}` : undefined;
}

/** Pages that show their loading state at once; others wait up to 300 ms (SPEC.md §2). */
export const INSTANT_LOADING: ReadonlySet<RouteName> = new Set(['home', 'product']);
export const LOADING_DELAY_MS = 300;
