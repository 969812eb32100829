import type { Locale } from './locales.ts';

/**
 * Every page of the product, with its English and French path (SPEC.md §2). Paths use
 * `:param` and `:param?` segments. The server uses this table for titles, canonical and
 * alternate links and 404 statuses; the web app builds its router from it.
 */
export interface RouteDefinition {
  en: string;
  fr: string;
  /** 'none': no header or footer (signup steps, admin, editor); 'noFooter': header only. */
  layout?: 'full' | 'noFooter' | 'none';
  requiresLogin?: boolean;
  /** Settings tabs that ask for the password again under the settings_password flag. */
  requiresPasswordAuth?: boolean;
  staffOnly?: boolean;
  /** The order editor keeps its scroll position between its own navigations. */
  noScrollTop?: boolean;
  /** Other paths that show the same page; the server redirects them to the canonical path. */
  aliases?: Partial<Record<Locale, string[]>>;
  /** Parameter values spelled differently per language, as [en, fr] pairs. */
  paramValues?: Record<string, readonly (readonly [string, string])[]>;
  /**
   * Parameter values (internal spelling) that open a real page with the demo data; every route
   * with parameters has them, so tests can visit each route in both languages.
   */
  example?: Record<string, string>;
  /** A path that only forwards elsewhere (a RouteName; checked by the route tests). */
  redirect?: { to: string; params?: Record<string, string> };
}

const THIS_WEEK = [
  ['this-week', 'semaine'],
  ['next-week', 'semaine-prochaine'],
] as const;

export const ROUTES = {
  home: { en: '/', fr: '/fr/' },
  'not-found': { en: '/404', fr: '/fr/404' },

  menu: { en: '/menu', fr: '/fr/menu', redirect: { to: 'menu-week', params: { date: 'this-week' } } },
  'menu-week': {
    en: '/menu/:date',
    fr: '/fr/menu/:date',
    paramValues: { date: THIS_WEEK },
    example: { date: 'this-week' },
  },
  product: {
    en: '/product/:id',
    fr: '/fr/produit/:id',
    aliases: { en: ['/en/produit/:id'], fr: ['/produit/:id', '/fr/product/:id'] },
    example: { id: 'pate-chinois-quebec-shepherd-s-pie' },
  },
  'ready-to-eat': { en: '/ready-to-eat', fr: '/fr/pret-a-manger' },
  'how-it-works': { en: '/how-it-works', fr: '/fr/comment-ca-fonctionne' },
  'how-meal-kit-delivery-works': { en: '/how-meal-kit-delivery-works', fr: '/fr/livraison-pret-a-cuisiner' },
  impact: { en: '/impact', fr: '/fr/impact' },
  'zero-waste': { en: '/zero-waste', fr: '/fr/zero-dechet' },
  'zero-waste-how-to': { en: '/zero-waste/how-to', fr: '/fr/zero-dechet/mode-emploi' },
  'eco-commitments': { en: '/eco-friendly-commitments', fr: '/fr/engagements-ecoresponsables' },
  story: { en: '/story', fr: '/fr/histoire' },
  contact: { en: '/contact', fr: '/fr/nous-joindre' },
  faq: { en: '/faq', fr: '/fr/faq' },
  'faq-category': {
    en: '/faqs_category/:friendlyId',
    fr: '/fr/faq/categorie/:friendlyId',
    example: { friendlyId: 'getting-started' },
  },
  privacy: { en: '/privacy', fr: '/fr/politiques' },
  terms: { en: '/terms-conditions', fr: '/fr/termes-conditions' },
  gift: { en: '/gift', fr: '/fr/cadeau' },
  'no-delivery': { en: '/no-delivery', fr: '/fr/hors-zone' },
  'get-started': { en: '/get-started', fr: '/fr/commencer' },

  'sign-in': { en: '/clients/sign_in', fr: '/fr/clients/connexion' },
  'password-new': { en: '/clients/password/new', fr: '/fr/clients/mot-de-passe/oublie' },
  'password-edit': { en: '/clients/password/edit', fr: '/fr/clients/mot-de-passe/nouveau' },
  'email-verification': { en: '/email-verification', fr: '/fr/verification-courriel' },
  /** Where a social sign-in lands after the provider: shows the result, then moves on (SPEC.md §4). */
  'social-callback': { en: '/clients/social_auth', fr: '/fr/clients/connexion-sociale', layout: 'noFooter' },

  'signup-plans': { en: '/signup/plans/', fr: '/fr/inscription/forfaits/' },
  'signup-plans-selection': {
    en: '/signup/plans/:selection/:submenu?',
    fr: '/fr/inscription/forfaits/:selection/:submenu?',
    example: { selection: 'rtc_2', submenu: 'vegetarian' },
  },
  'signup-registration': { en: '/signup/registration', fr: '/fr/inscription/compte', layout: 'none' },
  'signup-delivery': { en: '/signup/delivery', fr: '/fr/inscription/livraison', layout: 'none' },
  'signup-payment': { en: '/signup/payment', fr: '/fr/inscription/paiement', layout: 'none' },
  'signup-welcome': { en: '/signup/welcome', fr: '/fr/inscription/bienvenue', layout: 'none' },

  account: { en: '/account', fr: '/fr/compte', requiresLogin: true },
  'account-v2': { en: '/account_v2', fr: '/fr/compte_v2', redirect: { to: 'account' } },
  'account-bags': { en: '/account/bags&kits', fr: '/fr/compte/sacs-et-trousses', requiresLogin: true },
  history: { en: '/history', fr: '/fr/historique', requiresLogin: true },
  recent: { en: '/recent', fr: '/fr/commandes-recentes', requiresLogin: true },
  schedule: { en: '/schedule', fr: '/fr/horaire', requiresLogin: true },
  track: { en: '/track', fr: '/fr/suivi', requiresLogin: true },
  invite: { en: '/invite', fr: '/fr/parrainage', requiresLogin: true },
  rewards: { en: '/rewards', fr: '/fr/recompenses', requiresLogin: true },
  'rewards-v2': { en: '/rewards_v2', fr: '/fr/recompenses-v2', requiresLogin: true },
  'order-editor': {
    en: '/orders/:id/editor',
    fr: '/fr/commandes/:id/editeur',
    layout: 'none',
    requiresLogin: true,
    noScrollTop: true,
    example: { id: '1' },
  },

  'settings-account': {
    en: '/settings/account',
    fr: '/fr/parametres/compte',
    requiresLogin: true,
    requiresPasswordAuth: true,
  },
  'settings-subscription': { en: '/settings/subscription', fr: '/fr/parametres/abonnement', requiresLogin: true },
  'settings-delivery': {
    en: '/settings/delivery',
    fr: '/fr/parametres/livraison',
    requiresLogin: true,
    requiresPasswordAuth: true,
  },
  'settings-dietary': {
    en: '/settings/dietary',
    fr: '/fr/parametres/preferences-alimentaires',
    requiresLogin: true,
    requiresPasswordAuth: true,
  },
  'settings-payment': {
    en: '/settings/payment',
    fr: '/fr/parametres/paiement',
    requiresLogin: true,
    requiresPasswordAuth: true,
  },
  'settings-payment-history': {
    en: '/settings/PaymentHistory',
    fr: '/fr/parametres/historique-paiements',
    requiresLogin: true,
  },
  'settings-communications': {
    en: '/settings/communications',
    fr: '/fr/parametres/communications',
    requiresLogin: true,
    requiresPasswordAuth: true,
  },
  'settings-corporate-credit-plan': {
    en: '/settings/corporate_credit_plan',
    fr: '/fr/parametres/credit-entreprise',
    requiresLogin: true,
    requiresPasswordAuth: true,
  },

  'admin-sign-in': { en: '/admin/sign_in', fr: '/fr/admin/connexion', layout: 'none' },
  admin: { en: '/admin', fr: '/fr/admin', layout: 'none', staffOnly: true },
  'admin-category-manager': {
    en: '/admin/category_manager',
    fr: '/fr/admin/gestion-categories',
    layout: 'none',
    staffOnly: true,
  },
  'admin-subscription-profiles': {
    en: '/admin/subscription_profiles',
    fr: '/fr/admin/profils-abonnement',
    layout: 'none',
    staffOnly: true,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export function routeDefinition(name: RouteName): RouteDefinition {
  return ROUTES[name];
}

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamOf<S> = S extends `:${infer Name}?` ? Name : S extends `:${infer Name}` ? Name : never;
type RequiredParamOf<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;

/** `{ date: string }` for '/menu/:date', `{ id: string }` for '/product/:id'... */
export type RouteParams<N extends RouteName> = {
  [K in RequiredParamOf<Segments<(typeof ROUTES)[N]['en']>>]: string;
} & { [K in ParamOf<Segments<(typeof ROUTES)[N]['en']>>]?: string };
