import type { RouteName } from '@fp/i18n';

/**
 * Public pages leave the server with their main content in the HTML (DESIGN.md §1, decision
 * 019): the same for every visitor but the session, so a search engine, a slow phone and a
 * visitor without JavaScript all see it. Other pages get their data inline and render in the browser.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'not-found',
  'menu-week',
  'product',
  'ready-to-eat',
  'how-it-works',
  'how-meal-kit-delivery-works',
  'impact',
  'zero-waste',
  'zero-waste-how-to',
  'eco-commitments',
  'story',
  'contact',
  'faq',
  'faq-category',
  'privacy',
  'terms',
  'gift',
  'no-delivery',
]);
