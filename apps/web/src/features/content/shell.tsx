import { lazy } from 'react';
import type { RouteName } from '@fp/i18n';
import { Optional } from '../../components/ui/Optional.tsx';

// What the content feature adds to the page shell. Each piece is its own chunk, loaded after
// the page, so none of it weighs on the first load; a piece that fails simply does not show.
const TopBanners = lazy(() => import('./components/TopBanners.tsx'));
const FaqBlock = lazy(() => import('./components/FaqBlock.tsx'));
const NewsletterForm = lazy(() => import('./components/NewsletterForm.tsx'));

/** Pages whose FAQ block may show above the footer, and the page key categories list them by. */
export const FAQ_PAGE_KEYS: Partial<Record<RouteName, string>> = {
  home: 'home',
  'menu-week': 'menu',
  'ready-to-eat': 'ready-to-eat',
  'how-it-works': 'how-it-works',
  'how-meal-kit-delivery-works': 'how-meal-kit-delivery-works',
  'no-delivery': 'no-delivery',
  'zero-waste': 'zero-waste',
  'zero-waste-how-to': 'zero-waste-how-to',
  gift: 'gift',
};

/** The top banner slot above the header: the public notice bar and the price-increase banner. */
export function TopBannerSlot() {
  return (
    <Optional>
      <TopBanners />
    </Optional>
  );
}

/** The category FAQ block above the footer of the pages that have one (sign-up call on home). */
export function FooterFaqBlock({ route }: { route: RouteName }) {
  const page = FAQ_PAGE_KEYS[route];
  if (!page) return null;
  return (
    <Optional key={page}>
      <FaqBlock page={page} signup={route === 'home'} />
    </Optional>
  );
}

/** The footer's newsletter form (shown by the shell when the `newsletter` flag is on). */
export function FooterNewsletter() {
  return (
    <Optional>
      <NewsletterForm />
    </Optional>
  );
}
