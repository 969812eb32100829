import { dateInZone, referralBadgeVisible } from '@fp/domain';
import { useReferralNavIcon } from './get-referral-nav-icon.ts';

function localToday(): string {
  try {
    return dateInZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/**
 * SPEC.md §4: the referral icon shows its "$" badge while the flag is on, the client is signed
 * in, the setting is enabled and today is within its dates (one day of margin each side). A
 * failed fetch counts as disabled.
 */
export function useReferralBadge(active: boolean): boolean {
  const { data } = useReferralNavIcon(active);
  return active && data !== undefined && referralBadgeVisible(data, localToday());
}
