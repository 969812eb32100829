import type { FeatureFlag } from '@fp/contracts';

/** What each flag does, and whether the demo turns it on. Seeding never overwrites a later change. */
export const FLAG_DEFAULTS: Record<FeatureFlag, { enabled: boolean; description: string }> = {
  language_selector: { enabled: true, description: 'Show the English/French switch; French pages are reachable' },
  signup_enabled: { enabled: true, description: 'Visitors can sign up (/get-started and the signup funnel)' },
  show_multilogin: { enabled: true, description: 'Social sign-in buttons in the password re-verification dialog' },
  settings_password: { enabled: true, description: 'Protected settings tabs ask for the password again' },
  show_google_v2: { enabled: false, description: 'Google one-tap style button instead of the code-flow button' },
  one_tap: { enabled: false, description: 'Google one-tap prompt for visitors' },
  avatar_widget: { enabled: true, description: 'First-letter avatar with the account panel in the header' },
  referral_on_nav: { enabled: true, description: 'Referral icon in the header' },
  refer_friends: { enabled: true, description: '"Refer a friend" in the logged-in navigation' },
  recipe_review: { enabled: true, description: 'Recipe reviews on recent orders' },
  recipe_review_nav: { enabled: true, description: '"Recent orders" instead of "History" in the navigation' },
  brand_unification: { enabled: false, description: 'Merged second-brand copy' },
  brand_refresh_header: { enabled: false, description: 'Brand-refresh header variant with its own language toggle' },
  immediate_billing_default_offer: {
    enabled: false,
    description: 'Charge the first order at signup; FPFREEMEALS on the plans link',
  },
  newsletter: { enabled: true, description: 'Newsletter sign-up form in the footer' },
  customer_schedule: { enabled: true, description: '"Schedule" in the logged-in navigation' },
  ready_to_eat_footer_link: { enabled: true, description: '"Ready-to-eat" link in the footer' },
};
