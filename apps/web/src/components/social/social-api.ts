import { SOCIAL_LEAD_STORAGE_KEY, type SocialIntent, type SocialProvider } from '@fp/contracts';
import type { Locale } from '@fp/i18n';

/** The server address that starts a provider round trip (a full navigation, not a fetch). */
export function socialStartHref(
  provider: SocialProvider,
  options: { intent: SocialIntent; locale: Locale; returnTo?: string; from?: string },
): string {
  const query = new URLSearchParams({ intent: options.intent, locale: options.locale });
  if (options.returnTo) query.set('returnTo', options.returnTo);
  if (options.from) query.set('from', options.from);
  return `/clients/auth/${provider}?${query.toString()}`;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** An analytics event for the tag manager, when one is on the page. */
export function pushAnalyticsEvent(event: Record<string, unknown>): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** SPEC.md §4: on client_created the lead event is stored locally by provider, and reported. */
export function recordLead(provider: SocialProvider): void {
  try {
    const raw = window.localStorage.getItem(SOCIAL_LEAD_STORAGE_KEY);
    const leads = (raw ? JSON.parse(raw) : {}) as Record<string, string>;
    leads[provider] = new Date().toISOString();
    window.localStorage.setItem(SOCIAL_LEAD_STORAGE_KEY, JSON.stringify(leads));
  } catch {
    // Storage refused (private browsing): the event below still goes out.
  }
  pushAnalyticsEvent({ event: 'lead', method: provider });
}
